import { type GameList, gameListPageSize, getGameList } from '@lobby/api';
import { useClient, useLanguage } from '@lobby/api/hooks';
import { startTransition, useEffect, useState } from 'react';
import { type CatalogueEntry, catalogueEntriesOf, isComplete, mergeEntryPages, pageCountOf } from './catalogue';
import { whenLoadedAndIdle, yieldToMain } from './mainThread';

/**
 * A whole category of games, loaded in the background page by page (the
 * platform's pages of 24) so that the games page can search, filter and sort
 * it on the client. Kept for the life of the page per category and language:
 * coming back to a category finds it loaded.
 *
 * It stays off the first screen's way: it starts once the page has loaded and
 * the browser is idle, hands the main thread back between pages, works out
 * each page's search text as that page arrives, and tells the page once, in
 * a transition React may interrupt for the player's input.
 */

/** Pages asked for at once: enough to fill the category in seconds, few enough to leave room for the player's own calls. */
const parallelPages = 4;
/** A page that fails is asked for again this many times before the catalogue gives up (the server's search stays). */
const pageAttempts = 3;

export type CatalogueProgress =
  | { state: 'loading' }
  | { state: 'complete'; entries: CatalogueEntry[] }
  | { state: 'failed' };

export interface LoadAllPagesOptions {
  /** Pages asked for at once. */
  parallel?: number;
  /** Runs between one page and the next ask of the same worker: gives the main thread back. */
  pause?: () => Promise<void>;
}

/**
 * Asks for every page of a list, a few at a time, and hands each one over as
 * it arrives. Page 1 comes first: it tells how many there are.
 */
export async function loadAllPages(
  fetchPage: (pageNo: number, signal: AbortSignal) => Promise<GameList>,
  onPage: (pageNo: number, page: GameList) => void,
  signal: AbortSignal,
  { parallel = parallelPages, pause = yieldToMain }: LoadAllPagesOptions = {},
): Promise<void> {
  const fetchWithRetry = async (pageNo: number): Promise<GameList> => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await fetchPage(pageNo, signal);
      } catch (error) {
        if (signal.aborted || attempt >= pageAttempts) throw error;
      }
    }
  };
  const first = await fetchWithRetry(1);
  onPage(1, first);
  let next = 2;
  const worker = async () => {
    while (next <= first.totalPages && !signal.aborted) {
      await pause();
      if (signal.aborted || next > first.totalPages) return;
      const pageNo = next;
      next += 1;
      onPage(pageNo, await fetchWithRetry(pageNo));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
}

/** What the background load waits on and yields with; the tests drive them. */
export interface CatalogueScheduling {
  /** Resolves when the page may start its background work. */
  whenIdle: (signal: AbortSignal) => Promise<void>;
  pause: () => Promise<void>;
}

const browserScheduling: CatalogueScheduling = { whenIdle: whenLoadedAndIdle, pause: yieldToMain };

/**
 * The whole catalogue of a list: waits for an idle moment, loads every page
 * (each page's entries worked out as it arrives) and resolves with them
 * merged, or undefined if the signal aborted. Rejects when a page would not come.
 */
export async function loadCatalogue(
  fetchPage: (pageNo: number, signal: AbortSignal) => Promise<GameList>,
  signal: AbortSignal,
  scheduling: CatalogueScheduling = browserScheduling,
  parallel = parallelPages,
): Promise<CatalogueEntry[] | undefined> {
  await scheduling.whenIdle(signal);
  if (signal.aborted) return undefined;
  const pages: GameList[] = [];
  const entryPages: CatalogueEntry[][] = [];
  await loadAllPages(
    fetchPage,
    (pageNo, page) => {
      pages[pageNo - 1] = page;
      entryPages[pageNo - 1] = catalogueEntriesOf(page.games);
    },
    signal,
    { parallel, pause: scheduling.pause },
  );
  if (signal.aborted) return undefined;
  if (!isComplete(pages, pageCountOf(pages))) throw new Error('A page of the catalogue did not arrive');
  await scheduling.pause();
  return mergeEntryPages(entryPages);
}

interface CatalogueRecord {
  progress: CatalogueProgress;
  listeners: Set<() => void>;
  abort: AbortController;
  /** Pages on screen that use it: the last one to leave stops an unfinished load. */
  users: number;
}

const catalogues = new Map<string, CatalogueRecord>();

function publish(record: CatalogueRecord, progress: CatalogueProgress) {
  record.progress = progress;
  for (const listener of record.listeners) listener();
}

function startLoading(key: string, load: (pageNo: number, signal: AbortSignal) => Promise<GameList>): CatalogueRecord {
  const record: CatalogueRecord = {
    progress: { state: 'loading' },
    listeners: new Set(),
    abort: new AbortController(),
    users: 0,
  };
  catalogues.set(key, record);
  loadCatalogue(load, record.abort.signal).then(
    (entries) => {
      if (entries && !record.abort.signal.aborted) publish(record, { state: 'complete', entries });
    },
    () => {
      // A page that would not come: the page keeps answering through the server's search.
      if (!record.abort.signal.aborted) publish(record, { state: 'failed' });
    },
  );
  return record;
}

const idle: CatalogueProgress = { state: 'loading' };

/**
 * The category's catalogue and how far it has come. `category` null (the hot
 * list, favourites) loads nothing.
 */
export function useCategoryCatalogue(category: string | null): CatalogueProgress {
  const client = useClient();
  const language = useLanguage();
  const key = category ? `${client.merchantCode}:${language}:${category}` : null;
  const [record, setRecord] = useState<CatalogueRecord | null>(null);

  useEffect(() => {
    if (!category || !key) {
      setRecord(null);
      return;
    }
    let current = catalogues.get(key);
    if (!current || current.progress.state === 'failed' || current.abort.signal.aborted) {
      current = startLoading(key, (pageNo, signal) =>
        getGameList(client, { vassalage: '', gameType: category, pageNo, pageSize: gameListPageSize.base }, { signal }),
      );
    }
    const used = current;
    used.users += 1;
    setRecord(used);
    return () => {
      used.users -= 1;
      if (used.users === 0 && used.progress.state === 'loading') {
        used.abort.abort();
        catalogues.delete(key);
      }
    };
  }, [category, client, key]);

  // The catalogue's arrival re-renders the whole grid: a transition, so a tap or a key pressed meanwhile goes first.
  const [told, setTold] = useState<{ record: CatalogueRecord | null; progress: CatalogueProgress }>({
    record: null,
    progress: idle,
  });
  useEffect(() => {
    if (!record) return;
    const listener = () => startTransition(() => setTold({ record, progress: record.progress }));
    record.listeners.add(listener);
    return () => {
      record.listeners.delete(listener);
    };
  }, [record]);
  if (!record) return idle;
  return told.record === record ? told.progress : record.progress;
}
