import { describe, expect, it } from 'vitest';
import { categoriesOf } from './categories';

const card = (vassalage: string) => ({ vassalage, displayName: vassalage, smallIcon: undefined, isHot: false });

describe('categoriesOf', () => {
  it('shows a category only when it has vendors, ELOTT and LOTT together under /elott', () => {
    const categories = categoriesOf(
      {
        data: {
          lanes: [
            { title: 'LIVE', cards: [card('EVO')] },
            { title: 'FISH', cards: [] },
            { title: 'LOTT', cards: [card('TCG')] },
            { title: 'ELOTT', cards: [card('SEA')] },
          ],
        },
      },
      [],
    );
    expect(categories.map((category) => [category.id, category.href])).toEqual([
      ['LIVE', '/live'],
      ['LOTTERY', '/elott'],
    ]);
    expect(categories[1]?.vendors.map((vendor) => vendor.vassalage)).toEqual(['TCG', 'SEA']);
  });

  it('splits the configured e-sports vendors from SPORTS', () => {
    const categories = categoriesOf(
      { data: { lanes: [{ title: 'SPORTS', cards: [card('SABA'), card('IMES'), card('TF')] }] } },
      ['IMES', 'TF', 'IA'],
    );
    expect(categories.map((category) => [category.id, category.vendors.map((vendor) => vendor.vassalage)])).toEqual([
      ['SPORTS', ['SABA']],
      ['ESPORTS', ['IMES', 'TF']],
    ]);
  });

  it('leaves SPORTS out when all its vendors are e-sports', () => {
    const categories = categoriesOf({ data: { lanes: [{ title: 'SPORTS', cards: [card('IA')] }] } }, ['IA']);
    expect(categories.map((category) => category.id)).toEqual(['ESPORTS']);
  });

  it('has nothing before the vendor list arrives', () => {
    expect(categoriesOf(undefined, [])).toEqual([]);
  });
});
