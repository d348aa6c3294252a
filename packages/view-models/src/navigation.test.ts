import type { GameVendors } from '@lobby/api';
import { describe, expect, it } from 'vitest';
import { homeCategoriesOf, labelledCategoriesOf } from './categories';
import { footerProvidersOf } from './footer';
import { navCategoriesOf, sideMenuCategoriesOf } from './navigation';

const card = (vassalage: string, extra: { smallIcon?: string; isHot?: boolean } = {}) => ({
  vassalage,
  displayName: `${vassalage} Games`,
  isHot: false,
  ...extra,
});
const vendors: GameVendors = {
  data: {
    lanes: [
      { title: 'SPORTS', cards: [card('SABA'), card('IMES')] },
      { title: 'LIVE', cards: [card('EVO', { isHot: true, smallIcon: 'https://cdn.example/evo.png' })] },
      { title: 'RNG', cards: [card('PP'), card('JILI')] },
      { title: 'FISH', cards: [card('JILI')] },
    ],
  },
};
const t = (key: string) => ({ 'site.nav.sports': 'Sports', 'site.nav.esports': 'E-Sports' })[key] ?? key;
const categories = labelledCategoriesOf(vendors, ['IMES'], t);

describe('the shell categories in every view', () => {
  it('names each category in the interface language', () => {
    expect(categories.map((category) => category.label)).toEqual([
      'Sports',
      'E-Sports',
      'site.nav.live',
      'site.nav.rng',
      'site.nav.fish',
    ]);
  });

  it('gives the header its vendors, landscape art for live tables, icons and HOT', () => {
    const nav = navCategoriesOf(categories);
    expect(nav.map((category) => [category.id, category.kind, category.aspect])).toEqual([
      ['SPORTS', 'launch', undefined],
      ['ESPORTS', 'launch', undefined],
      ['LIVE', 'games', 'landscape'],
      ['RNG', 'games', undefined],
      ['FISH', 'games', undefined],
    ]);
    expect(nav[2]?.vendors).toEqual([
      { id: 'EVO', name: 'EVO Games', iconUrl: 'https://cdn.example/evo.png', hot: true },
    ]);
  });

  it('gives the side menu links with their icons', () => {
    expect(sideMenuCategoriesOf(categories)[1]).toEqual({
      id: 'ESPORTS',
      label: 'E-Sports',
      href: '/esports',
      iconName: 'ESPORTS',
    });
  });

  it('gives the home page a card per category with its provider count', () => {
    expect(homeCategoriesOf(categories).map((category) => [category.href, category.vendorCount])).toEqual([
      ['/sports', 1],
      ['/esports', 1],
      ['/live', 1],
      ['/rng', 2],
      ['/fish', 1],
    ]);
  });

  it('gives the footer every provider once, in menu order', () => {
    expect(footerProvidersOf(categories)).toEqual([
      { name: 'SABA Games' },
      { name: 'IMES Games' },
      { name: 'EVO Games', logoUrl: 'https://cdn.example/evo.png' },
      { name: 'PP Games' },
      { name: 'JILI Games' },
    ]);
  });
});
