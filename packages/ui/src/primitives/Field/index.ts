export type { FieldControlProps, FieldProps } from './Field';
export { Field } from './Field';
