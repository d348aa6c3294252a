export type { SideMenuCategory, SideMenuLanguage, SideMenuProps } from './SideMenu';
export { SideMenu } from './SideMenu';
