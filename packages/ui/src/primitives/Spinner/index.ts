export type { SpinnerProps } from './Spinner';
export { Spinner } from './Spinner';
