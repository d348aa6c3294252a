export type { DrawerCloseProps, DrawerContentProps, DrawerRootProps, DrawerTriggerProps } from './Drawer';
export { Drawer } from './Drawer';
