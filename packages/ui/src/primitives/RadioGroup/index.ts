export type { RadioGroupProps, RadioOption } from './RadioGroup';
export { RadioGroup } from './RadioGroup';
