export type { RightBarApp, RightBarAppKind, RightBarProps } from './RightBar';
export { RightBar } from './RightBar';
