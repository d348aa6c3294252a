export type {
  NavCategory,
  NavCategoryKind,
  NavMenuLabels,
  NavMenuProps,
  NavVendor,
  NavVendorGames,
} from './NavMenu';
export { NavMenu } from './NavMenu';
