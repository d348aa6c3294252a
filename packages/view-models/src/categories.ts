import type { GameVendors, VendorCard } from '@lobby/api';
import type { HomeCategory } from '@lobby/ui';
import type { Translate } from './translate';

/** A game category of the header, the side menu, the home page and the footer's providers. */
export interface ShellCategory {
  id: 'SPORTS' | 'ESPORTS' | 'LIVE' | 'RNG' | 'FISH' | 'PVP' | 'LOTTERY';
  href: string;
  /** i18n key of its name. */
  labelKey: string;
  vendors: VendorCard[];
  /**
   * Clicking a vendor in SPORTS, ELOTT or LOTT launches it directly (e-sports
   * books too); the others show the vendor's games first.
   */
  kind: 'games' | 'launch';
}

const order: ShellCategory['id'][] = ['SPORTS', 'ESPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTTERY'];

const meta: Record<ShellCategory['id'], Pick<ShellCategory, 'href' | 'labelKey' | 'kind'>> = {
  SPORTS: { href: '/sports', labelKey: 'site.nav.sports', kind: 'launch' },
  ESPORTS: { href: '/esports', labelKey: 'site.nav.esports', kind: 'launch' },
  LIVE: { href: '/live', labelKey: 'site.nav.live', kind: 'games' },
  RNG: { href: '/rng', labelKey: 'site.nav.rng', kind: 'games' },
  FISH: { href: '/fish', labelKey: 'site.nav.fish', kind: 'games' },
  PVP: { href: '/pvp', labelKey: 'site.nav.pvp', kind: 'games' },
  LOTTERY: { href: '/elott', labelKey: 'site.nav.lottery', kind: 'launch' },
};

/**
 * Categories from the vendor list: ELOTT and LOTT go together to
 * /elott; e-sports vendors (a configured list) are split from SPORTS; a
 * category shows only if it has vendors.
 */
export function categoriesOf(vendors: GameVendors | undefined, esportsVendors: readonly string[]): ShellCategory[] {
  const byId = new Map<ShellCategory['id'], VendorCard[]>();
  const add = (id: ShellCategory['id'], cards: readonly VendorCard[]) => {
    const list = byId.get(id) ?? [];
    for (const card of cards) if (!list.some((known) => known.vassalage === card.vassalage)) list.push(card);
    byId.set(id, list);
  };
  for (const lane of vendors?.data.lanes ?? []) {
    const code = lane.title.toUpperCase();
    if (code === 'SPORTS' || code === 'ESPORTS') {
      add(
        'SPORTS',
        lane.cards.filter((card) => !esportsVendors.includes(card.vassalage)),
      );
      add(
        'ESPORTS',
        lane.cards.filter((card) => code === 'ESPORTS' || esportsVendors.includes(card.vassalage)),
      );
    } else if (code === 'ELOTT' || code === 'LOTT') {
      add('LOTTERY', lane.cards);
    } else if (code === 'LIVE' || code === 'RNG' || code === 'FISH' || code === 'PVP') {
      add(code, lane.cards);
    }
  }
  return order.flatMap((id) => {
    const cards = byId.get(id) ?? [];
    return cards.length > 0 ? [{ id, ...meta[id], vendors: cards }] : [];
  });
}

/** A category with its name in the interface language. */
export interface LabelledCategory extends ShellCategory {
  label: string;
}

/** `categoriesOf`, with each category's name translated. */
export function labelledCategoriesOf(
  vendors: GameVendors | undefined,
  esportsVendors: readonly string[],
  t: Translate,
): LabelledCategory[] {
  return categoriesOf(vendors, esportsVendors).map((category) => ({ ...category, label: t(category.labelKey) }));
}

/** The home page's category cards: name, page and how many providers it has. */
export function homeCategoriesOf(categories: readonly LabelledCategory[]): HomeCategory[] {
  return categories.map(({ id, label, href, vendors }) => ({ id, label, href, vendorCount: vendors.length }));
}
