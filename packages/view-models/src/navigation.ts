import type { NavCategory, SideMenuCategory } from '@lobby/ui';
import type { LabelledCategory } from './categories';

/**
 * The header's categories with their vendors: live tables draw landscape art,
 * everything else square; a vendor keeps its icon and HOT marker.
 */
export function navCategoriesOf(categories: readonly LabelledCategory[]): NavCategory[] {
  return categories.map((category) => ({
    id: category.id,
    label: category.label,
    href: category.href,
    kind: category.kind,
    ...(category.id === 'LIVE' ? { aspect: 'landscape' as const } : {}),
    vendors: category.vendors.map((vendor) => ({
      id: vendor.vassalage,
      name: vendor.displayName,
      ...(vendor.smallIcon ? { iconUrl: vendor.smallIcon } : {}),
      ...(vendor.isHot ? { hot: true } : {}),
    })),
  }));
}

/** The side menu's game centre: the same categories, each with its icon. */
export function sideMenuCategoriesOf(categories: readonly LabelledCategory[]): SideMenuCategory[] {
  return categories.map(({ id, label, href }) => ({ id, label, href, iconName: id }));
}
