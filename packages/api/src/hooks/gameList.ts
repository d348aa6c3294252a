import { useCallback, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import {
  type Game,
  type GameList,
  type GameListQuery,
  gameListPageSize,
  gamesGameListEndpoint,
  getGameList,
} from '../endpoints/games';
import type { PlatformError } from '../transport/errors';
import { useClient } from './context';
import { platformKey } from './keys';
import { isRetryable, useLanguage, useToken } from './query';

// Apart from `games.ts`, whose vendor list the first route reads: the header's games menu and the
// games pages load this with their own code, and SWR's paging (`swr/infinite`) with it.

/** `menu`: the header dropdown grid, 21 then 18 per page; `grid`: the games page, 24. */
export type GameListLayout = 'menu' | 'grid';

export function gamePageSize(layout: GameListLayout, pageIndex: number): number {
  if (layout === 'grid') return gameListPageSize.base;
  return pageIndex === 0 ? gameListPageSize.menuFirst : gameListPageSize.menuNext;
}

function gameIdentity(game: Game): string {
  return game.nodeId ?? game.gameId ?? `${game.vassalage}:${game.gameName}`;
}

export interface GameListState {
  /** Every loaded game, in order, without repeats. */
  games: Game[];
  pages: GameList[] | undefined;
  hasMore: boolean;
  loadMore: () => void;
  isLoading: boolean;
  isLoadingMore: boolean;
  error: PlatformError | undefined;
  refresh: () => void;
}

/**
 * A vendor's games, page after page. The menu layout's first page is
 * longer (21) than the next ones (18); pages are fetched with their own size,
 * so the platform's pages overlap by three games, which are dropped here.
 */
export function useGameList(
  query: Omit<GameListQuery, 'pageNo' | 'pageSize'> & { layout?: GameListLayout },
  options: {
    enabled?: boolean;
    /** Pages to show until the first answer arrives (a first page the page already has); asked for all the same. */
    fallbackPages?: GameList[] | undefined;
  } = {},
): GameListState {
  const client = useClient();
  const token = useToken();
  const language = useLanguage();
  const { layout = 'grid', ...filters } = query;
  const enabled = options.enabled ?? true;
  const getKey = (pageIndex: number, previous: GameList | null) => {
    if (!enabled) return null;
    if (previous && previous.pageNum >= previous.totalPages) return null;
    const params: GameListQuery = { ...filters, pageNo: pageIndex + 1, pageSize: gamePageSize(layout, pageIndex) };
    return platformKey(gamesGameListEndpoint, token, params, { language });
  };
  const swr = useSWRInfinite<GameList, PlatformError>(
    getKey,
    (key: readonly [string, GameListQuery, string]) => getGameList(client, key[1]),
    {
      revalidateOnFocus: false,
      revalidateFirstPage: false,
      dedupingInterval: 60_000,
      shouldRetryOnError: isRetryable,
      errorRetryCount: 2,
      ...(options.fallbackPages ? { fallbackData: options.fallbackPages } : {}),
    },
  );
  const { data, error, isLoading, size, setSize, mutate } = swr;
  const games = useMemo(() => {
    const seen = new Set<string>();
    const out: Game[] = [];
    for (const page of data ?? []) {
      for (const game of page.games) {
        const id = gameIdentity(game);
        if (seen.has(id)) continue;
        seen.add(id);
        out.push(game);
      }
    }
    return out;
  }, [data]);
  const last = data?.[data.length - 1];
  const hasMore = last !== undefined && last.pageNum < last.totalPages;
  const isLoadingMore = size > 0 && data !== undefined && data[size - 1] === undefined && !error;
  const loadMore = useCallback(() => {
    if (hasMore && !isLoadingMore) void setSize(size + 1);
  }, [hasMore, isLoadingMore, setSize, size]);
  const refresh = useCallback(() => {
    void mutate();
  }, [mutate]);
  return { games, pages: data, hasMore, loadMore, isLoading, isLoadingMore, error, refresh };
}
