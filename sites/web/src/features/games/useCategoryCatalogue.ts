import { type GameList, gameListPageSize, getGameList } from '@lobby/api';
import { useClient, useLanguage } from '@lobby/api/hooks';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { type CatalogueEntry, catalogueEntriesOf, isComplete, mergeGamePages, pageCountOf } from './catalogue';

/**
 * A whole category of games, loaded in the background page by page (the
 * platform's pages of 24) so that the games page can search, filter and sort
 * it on the client. Kept for the life of the page per category and language:
 * coming back to a category finds it loaded.
 */

/** Pages asked for at once: enough to fill the category in seconds, few enough to leave room for the player's own calls. */
const parallelPages = 4;
/** A page that fails is asked for again this many times before the catalogue gives up (the server's search stays). */
const pageAttempts = 3;

export type CatalogueProgress =
  | { state: 'loading' }
  | { state: 'complete'; entries: CatalogueEntry[] }
  | { state: 'failed' };

/**
 * Asks for every page of a list, a few at a time, and hands each one over as
 * it arrives. Page 1 comes first: it tells how many there are.
 */
export async function loadAllPages(
  fetchPage: (pageNo: number, signal: AbortSignal) => Promise<GameList>,
  onPage: (pageNo: number, page: GameList) => void,
  signal: AbortSignal,
  parallel = parallelPages,
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
      const pageNo = next;
      next += 1;
      onPage(pageNo, await fetchWithRetry(pageNo));
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
}

interface CatalogueRecord {
  progress: CatalogueProgress;
  listeners: Set<() => void>;
  /** Pages of the catalogue being loaded, index 0 for page 1. */
  pages: (GameList | undefined)[];
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
    pages: [],
    abort: new AbortController(),
    users: 0,
  };
  catalogues.set(key, record);
  loadAllPages(
    load,
    // Pages are kept quietly: telling the page of each would render it a hundred times while the player reads it.
    (pageNo, page) => {
      record.pages[pageNo - 1] = page;
    },
    record.abort.signal,
  ).then(
    () => {
      if (record.abort.signal.aborted) return;
      const count = pageCountOf(record.pages);
      if (!isComplete(record.pages, count)) {
        publish(record, { state: 'failed' });
        return;
      }
      publish(record, { state: 'complete', entries: catalogueEntriesOf(mergeGamePages(record.pages)) });
      record.pages = [];
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

  return useSyncExternalStore(
    (listener) => {
      if (!record) return () => {};
      record.listeners.add(listener);
      return () => record.listeners.delete(listener);
    },
    () => record?.progress ?? idle,
    () => idle,
  );
}
