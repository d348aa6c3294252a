export type { TopBarLogo, TopBarProps } from './TopBar';
export { TopBar } from './TopBar';
