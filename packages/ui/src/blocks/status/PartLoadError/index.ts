export type { PartLoadErrorProps } from './PartLoadError';
export { PartLoadError } from './PartLoadError';
