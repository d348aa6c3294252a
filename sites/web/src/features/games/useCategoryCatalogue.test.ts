import type { GameList } from '@lobby/api';
import { describe, expect, it, vi } from 'vitest';
import { loadAllPages, loadCatalogue } from './useCategoryCatalogue';
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
      { parallel: 3 },
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
      { parallel: 2 },
    );
    expect(asked).toEqual([1]);
  });
});

/** A gate the test opens: stands in for the browser becoming idle, or a yield coming back. */
function gate() {
  const waiting: (() => void)[] = [];
  return {
    wait: () => new Promise<void>((resolve) => waiting.push(resolve)),
    get waiting() {
      return waiting.length;
    },
    open() {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

/** Lets resolved promises run their callbacks. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe('loading the catalogue out of the first screen’s way', () => {
  it('asks for nothing until the page is idle, then gives the main thread back before each further page', async () => {
    vi.useFakeTimers();
    try {
      const idle = gate();
      const pause = gate();
      const asked: number[] = [];
      const loaded = loadCatalogue(
        async (pageNo) => {
          asked.push(pageNo);
          return {
            games: [{ vassalage: 'PP', gameName: `Game ${pageNo}`, nodeId: String(pageNo), isHot: false }],
            pageNum: pageNo,
            totalPages: 3,
          };
        },
        new AbortController().signal,
        { whenIdle: idle.wait, pause: pause.wait },
        1,
      );
      await settle();
      expect(asked).toEqual([]);

      idle.open();
      await settle();
      // Page 1 came; the next ask waits for the main thread to come back.
      expect(asked).toEqual([1]);
      expect(pause.waiting).toBe(1);

      pause.open();
      await settle();
      expect(asked).toEqual([1, 2]);
      pause.open();
      await settle();
      expect(asked).toEqual([1, 2, 3]);
      // One more yield before the merged catalogue is handed over.
      await settle();
      expect(pause.waiting).toBe(1);
      pause.open();
      const entries = await loaded;
      expect(entries?.map((entry) => entry.game.gameName)).toEqual(['Game 1', 'Game 2', 'Game 3']);
      expect(entries?.map((entry) => entry.searchText)).toEqual(['game 1', 'game 2', 'game 3']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for nothing when the page has gone before it was idle', async () => {
    const abort = new AbortController();
    const asked: number[] = [];
    const loaded = loadCatalogue(
      async (pageNo) => {
        asked.push(pageNo);
        return pageOf(pageNo, 2);
      },
      abort.signal,
      {
        whenIdle: async () => abort.abort(),
        pause: async () => undefined,
      },
    );
    await expect(loaded).resolves.toBeUndefined();
    expect(asked).toEqual([]);
  });

  it('fails when a page never comes, so the page keeps the platform’s search', async () => {
    await expect(
      loadCatalogue(
        async (pageNo) => {
          if (pageNo === 2) throw new Error('down');
          return pageOf(pageNo, 2);
        },
        new AbortController().signal,
        { whenIdle: async () => undefined, pause: async () => undefined },
      ),
    ).rejects.toThrow('down');
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
