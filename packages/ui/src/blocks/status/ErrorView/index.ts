export type { ErrorViewKind, ErrorViewProps } from './ErrorView';
export { ErrorView } from './ErrorView';
