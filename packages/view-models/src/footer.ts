import type { FooterLogo } from '@lobby/ui';
import type { ShellCategory } from './categories';

/** The footer's game providers: every vendor of every category, once each, in menu order. */
export function footerProvidersOf(categories: readonly Pick<ShellCategory, 'vendors'>[]): FooterLogo[] {
  const seen = new Map<string, FooterLogo>();
  for (const category of categories) {
    for (const vendor of category.vendors) {
      if (!seen.has(vendor.vassalage)) {
        seen.set(vendor.vassalage, {
          name: vendor.displayName,
          ...(vendor.smallIcon ? { logoUrl: vendor.smallIcon } : {}),
        });
      }
    }
  }
  return [...seen.values()];
}
