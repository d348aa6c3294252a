import { type Game, gameListPageSize, offersFreeTrial } from '@lobby/api';
import { useGamePage } from '@lobby/api/hooks';
import type { GameTileItem, NavVendorGames } from '@lobby/ui';
import { useMemo, useState } from 'react';

export interface VendorSelection {
  categoryId: string;
  vendorId: string;
}

export function gameTileOf(game: Game): GameTileItem {
  return {
    id: String(game.nodeId ?? game.gameId ?? `${game.vassalage}:${game.gameName}`),
    name: game.gameName,
    ...(game.showIcon ? { iconUrl: game.showIcon } : {}),
    ...(game.isHot ? { hot: true } : {}),
    ...(offersFreeTrial(game) ? { freeTrial: true } : {}),
  };
}

/**
 * The header dropdown's games for the vendor in focus (spec §4, §9): the
 * first page holds 21 games, later pages 18, each fetched as the platform
 * pages them. The page count is exact from page 2 on; on page 1 it is derived
 * from the 21-game paging.
 */
export function useVendorGames(selection: VendorSelection | null) {
  const [page, setPage] = useState(1);
  const [current, setCurrent] = useState<VendorSelection | null>(null);
  if (selection?.vendorId !== current?.vendorId || selection?.categoryId !== current?.categoryId) {
    setCurrent(selection);
    setPage(1);
  }
  const pageSize = page === 1 ? gameListPageSize.menuFirst : gameListPageSize.menuNext;
  const { data, error, mutate } = useGamePage(
    { vassalage: selection?.vendorId ?? '', gameType: selection?.categoryId ?? '', pageNo: page, pageSize },
    { enabled: selection !== null, keepPreviousData: false },
  );
  const vendorGames = useMemo<NavVendorGames | null>(() => {
    if (!selection) return null;
    const games = data?.games.map(gameTileOf) ?? [];
    const totalPages = data?.totalPages ?? 1;
    const pageCount =
      page === 1
        ? Math.max(
            1,
            1 +
              Math.ceil(
                Math.max(0, totalPages * gameListPageSize.menuFirst - gameListPageSize.menuFirst) /
                  gameListPageSize.menuNext,
              ),
          )
        : Math.max(page, totalPages);
    return {
      categoryId: selection.categoryId,
      vendorId: selection.vendorId,
      status: data ? 'ready' : error ? 'error' : 'loading',
      games,
      page,
      pageCount,
    };
  }, [data, error, page, selection]);
  const gameById = useMemo(() => new Map((data?.games ?? []).map((game) => [gameTileOf(game).id, game])), [data]);
  return { vendorGames, gameById, setPage, retry: () => void mutate() };
}
