export type { SideMenuBalance, SideMenuCategory, SideMenuLanguage, SideMenuProps } from './SideMenu';
export { SideMenu } from './SideMenu';
