export type { SelectOption, SelectOptionGroup, SelectProps } from './Select';
export { Select } from './Select';
