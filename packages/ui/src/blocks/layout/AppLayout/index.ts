export type { AppLayoutProps, AppLayoutVariant } from './AppLayout';
export { AppLayout } from './AppLayout';
export type { SideMenuHost } from './sideMenuHost';
export { useSideMenuHost } from './sideMenuHost';
