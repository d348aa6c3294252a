import type { GameList } from '@lobby/api';
import { describe, expect, it } from 'vitest';
import { loadAllPages } from './useCategoryCatalogue';
import { favoriteIdsWith } from './useFavoriteToggle';

const pageOf = (pageNum: number, totalPages: number): GameList => ({
  games: [{ vassalage: 'PP', gameName: `Game ${pageNum}`, nodeId: String(pageNum), isHot: false }],
  pageNum,
  totalPages,
});

describe('loading every page of a category', () => {
  it('asks for page 1 first, then the rest a few at a time, each page once', async () => {
    const asked: number[] = [];
    let open = 0;
    let mostOpen = 0;
    const got: number[] = [];
    await loadAllPages(
      async (pageNo) => {
        asked.push(pageNo);
        open += 1;
        mostOpen = Math.max(mostOpen, open);
        await new Promise((resolve) => setTimeout(resolve, 1));
        open -= 1;
        return pageOf(pageNo, 9);
      },
      (pageNo) => got.push(pageNo),
      new AbortController().signal,
      3,
    );
    expect(asked[0]).toBe(1);
    expect([...asked].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect([...got].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(mostOpen).toBe(3);
  });

  it('asks again for a page that failed, and gives up after three tries', async () => {
    let failures = 0;
    const got: number[] = [];
    await loadAllPages(
      async (pageNo) => {
        if (pageNo === 2 && failures < 2) {
          failures += 1;
          throw new Error('flaky');
        }
        return pageOf(pageNo, 3);
      },
      (pageNo) => got.push(pageNo),
      new AbortController().signal,
    );
    expect(got.sort()).toEqual([1, 2, 3]);

    await expect(
      loadAllPages(
        async (pageNo) => {
          if (pageNo === 3) throw new Error('down');
          return pageOf(pageNo, 3);
        },
        () => undefined,
        new AbortController().signal,
      ),
    ).rejects.toThrow('down');
  });

  it('stops asking once the page has gone', async () => {
    const abort = new AbortController();
    const asked: number[] = [];
    await loadAllPages(
      async (pageNo) => {
        asked.push(pageNo);
        if (pageNo === 1) abort.abort();
        return pageOf(pageNo, 50);
      },
      () => undefined,
      abort.signal,
      2,
    );
    expect(asked).toEqual([1]);
  });
});

describe('favourites with changes on their way', () => {
  it('lays the player’s pending hearts over the saved ids', () => {
    const ids = favoriteIdsWith(
      ['1', '2'],
      new Map([
        ['2', false],
        ['3', true],
      ]),
    );
    expect([...ids].sort()).toEqual(['1', '3']);
  });
});
