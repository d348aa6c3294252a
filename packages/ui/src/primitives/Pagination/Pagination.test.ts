import { describe, expect, it } from 'vitest';
import { type PaginationItem, paginationItems } from './paginationItems';

const E = 'ellipsis' as const;

describe('paginationItems with the defaults (range 3, margin 1)', () => {
  it.each<[number, PaginationItem[]]>([
    [1, [1, 2, 3, 4, 5, E, 20]],
    [2, [1, 2, 3, 4, 5, E, 20]],
    [3, [1, 2, 3, 4, 5, E, 20]],
    [4, [1, 2, 3, 4, 5, E, 20]],
    [5, [1, E, 4, 5, 6, E, 20]],
    [10, [1, E, 9, 10, 11, E, 20]],
    [16, [1, E, 15, 16, 17, E, 20]],
    [17, [1, E, 16, 17, 18, 19, 20]],
    [18, [1, E, 16, 17, 18, 19, 20]],
    [19, [1, E, 16, 17, 18, 19, 20]],
    [20, [1, E, 16, 17, 18, 19, 20]],
  ])('page %i of 20', (page, expected) => {
    expect(paginationItems({ page, pageCount: 20 })).toEqual(expected);
  });

  it('uses range 3 and margin 1 when they are not given', () => {
    expect(paginationItems({ page: 5, pageCount: 20 })).toEqual(
      paginationItems({ page: 5, pageCount: 20, range: 3, margin: 1 }),
    );
  });

  it('shows every page while they fit in the seven slots', () => {
    for (let count = 1; count <= 7; count += 1) {
      for (let page = 1; page <= count; page += 1) {
        expect(paginationItems({ page, pageCount: count })).toEqual(Array.from({ length: count }, (_, i) => i + 1));
      }
    }
  });

  it('switches to gaps at eight pages', () => {
    expect(paginationItems({ page: 1, pageCount: 8 })).toEqual([1, 2, 3, 4, 5, E, 8]);
    expect(paginationItems({ page: 4, pageCount: 8 })).toEqual([1, 2, 3, 4, 5, E, 8]);
    expect(paginationItems({ page: 5, pageCount: 8 })).toEqual([1, E, 4, 5, 6, 7, 8]);
    expect(paginationItems({ page: 8, pageCount: 8 })).toEqual([1, E, 4, 5, 6, 7, 8]);
  });

  it('works with a very large count', () => {
    expect(paginationItems({ page: 5000, pageCount: 10000 })).toEqual([1, E, 4999, 5000, 5001, E, 10000]);
  });
});

describe('paginationItems edge cases', () => {
  it('is empty without pages', () => {
    expect(paginationItems({ page: 1, pageCount: 0 })).toEqual([]);
    expect(paginationItems({ page: 3, pageCount: -4 })).toEqual([]);
    expect(paginationItems({ page: 1, pageCount: Number.NaN })).toEqual([]);
  });

  it('lists the single page of a one-page list', () => {
    expect(paginationItems({ page: 1, pageCount: 1 })).toEqual([1]);
    expect(paginationItems({ page: 9, pageCount: 1 })).toEqual([1]);
  });

  it('clamps the current page into range', () => {
    expect(paginationItems({ page: 0, pageCount: 20 })).toEqual(paginationItems({ page: 1, pageCount: 20 }));
    expect(paginationItems({ page: -3, pageCount: 20 })).toEqual(paginationItems({ page: 1, pageCount: 20 }));
    expect(paginationItems({ page: 99, pageCount: 20 })).toEqual(paginationItems({ page: 20, pageCount: 20 }));
    expect(paginationItems({ page: Number.NaN, pageCount: 20 })).toEqual(paginationItems({ page: 1, pageCount: 20 }));
  });

  it('rounds fractional input down', () => {
    expect(paginationItems({ page: 5.7, pageCount: 20.9 })).toEqual([1, E, 4, 5, 6, E, 20]);
  });

  it('treats a range below 1 as 1 and a negative margin as 0', () => {
    expect(paginationItems({ page: 10, pageCount: 20, range: 0 })).toEqual([1, E, 10, E, 20]);
    expect(paginationItems({ page: 10, pageCount: 20, margin: -2 })).toEqual([E, 9, 10, 11, E]);
  });
});

describe('paginationItems with other ranges and margins', () => {
  it('leans an even range forward', () => {
    expect(paginationItems({ page: 10, pageCount: 20, range: 4 })).toEqual([1, E, 9, 10, 11, 12, E, 20]);
  });

  it('shows wider margins at both ends', () => {
    expect(paginationItems({ page: 10, pageCount: 20, margin: 2 })).toEqual([1, 2, E, 9, 10, 11, E, 19, 20]);
    expect(paginationItems({ page: 1, pageCount: 20, margin: 2 })).toEqual([1, 2, 3, 4, 5, 6, E, 19, 20]);
    expect(paginationItems({ page: 20, pageCount: 20, margin: 2 })).toEqual([1, 2, E, 15, 16, 17, 18, 19, 20]);
  });

  it('works without margins', () => {
    expect(paginationItems({ page: 1, pageCount: 20, margin: 0 })).toEqual([1, 2, 3, 4, E]);
    expect(paginationItems({ page: 10, pageCount: 20, margin: 0 })).toEqual([E, 9, 10, 11, E]);
    expect(paginationItems({ page: 20, pageCount: 20, margin: 0 })).toEqual([E, 17, 18, 19, 20]);
  });

  it('works with a range of 1', () => {
    expect(paginationItems({ page: 3, pageCount: 10, range: 1 })).toEqual([1, 2, 3, E, 10]);
    expect(paginationItems({ page: 4, pageCount: 10, range: 1 })).toEqual([1, E, 4, E, 10]);
    expect(paginationItems({ page: 8, pageCount: 10, range: 1 })).toEqual([1, E, 8, 9, 10]);
  });
});

describe('paginationItems invariants', () => {
  const cases: Array<{ range: number; margin: number }> = [
    { range: 1, margin: 0 },
    { range: 3, margin: 1 },
    { range: 4, margin: 1 },
    { range: 5, margin: 2 },
  ];

  it.each(cases)('hold for every page of 1 to 40 pages with range $range and margin $margin', ({ range, margin }) => {
    for (let pageCount = 1; pageCount <= 40; pageCount += 1) {
      const slots = range + 2 * margin + 2;
      for (let page = 1; page <= pageCount; page += 1) {
        const items = paginationItems({ page, pageCount, range, margin });
        const numbers = items.filter((item): item is number => item !== E);

        // The current page is always there, numbers ascend and stay in bounds.
        expect(numbers).toContain(page);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        expect(new Set(numbers).size).toBe(numbers.length);
        expect(Math.min(...numbers)).toBeGreaterThanOrEqual(1);
        expect(Math.max(...numbers)).toBeLessThanOrEqual(pageCount);

        // The length never changes once the list overflows, so nothing moves.
        expect(items.length).toBe(Math.min(pageCount, slots));

        // The margins are always visible.
        for (let edge = 1; edge <= Math.min(margin, pageCount); edge += 1) {
          expect(numbers).toContain(edge);
          expect(numbers).toContain(pageCount - edge + 1);
        }

        // `range` pages around the current one are visible.
        const start = Math.min(Math.max(1, page - Math.floor((range - 1) / 2)), Math.max(1, pageCount - range + 1));
        for (let p = start; p < start + Math.min(range, pageCount); p += 1) expect(numbers).toContain(p);

        // An ellipsis always hides at least two pages and never sits next to another.
        items.forEach((item, index) => {
          if (item !== E) return;
          expect(items[index + 1]).not.toBe(E);
          const before = index === 0 ? 0 : (items[index - 1] as number);
          const after = index === items.length - 1 ? pageCount + 1 : (items[index + 1] as number);
          expect(after - before - 1).toBeGreaterThanOrEqual(2);
        });
      }
    }
  });
});
