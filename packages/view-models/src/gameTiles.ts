import { type Game, type GameList, gameListPageSize, offersFreeTrial } from '@lobby/api';
import type { GameTileItem, NavVendorGames } from '@lobby/ui';
import { safeImageUrl } from './safeUrls';
import { type QueryState, statusOf } from './status';

/** A game as its tile shows it: its node or game id as the key, art (an image address only), HOT and free trial. */
export function gameTileOf(game: Game): GameTileItem {
  const iconUrl = safeImageUrl(game.showIcon ?? null);
  return {
    id: String(game.nodeId ?? game.gameId ?? `${game.vassalage}:${game.gameName}`),
    name: game.gameName,
    ...(iconUrl ? { iconUrl } : {}),
    ...(game.isHot ? { hot: true } : {}),
    ...(offersFreeTrial(game) ? { freeTrial: true } : {}),
  };
}

/** The header dropdown's page size: its first page fills three rows of seven, later pages add three rows of six. */
export function menuGamesPageSize(page: number): number {
  return page === 1 ? gameListPageSize.menuFirst : gameListPageSize.menuNext;
}

/**
 * How many pages the dropdown offers. From page 2 on the platform pages by
 * 18 and its count is exact; on page 1 (21 games) the total is only known in
 * pages of 21, so the rest is counted in pages of 18.
 */
export function menuGamesPageCount(page: number, totalPages: number): number {
  if (page > 1) return Math.max(page, totalPages);
  const { menuFirst, menuNext } = gameListPageSize;
  return Math.max(1, 1 + Math.ceil(Math.max(0, totalPages * menuFirst - menuFirst) / menuNext));
}

export interface VendorSelection {
  categoryId: string;
  vendorId: string;
}

/** The games of the vendor the header dropdown shows, at `page`, from the game list query of that page. */
export function menuVendorGamesOf(
  selection: VendorSelection,
  page: number,
  query: QueryState & { data?: Pick<GameList, 'games' | 'totalPages'> },
): NavVendorGames {
  return {
    categoryId: selection.categoryId,
    vendorId: selection.vendorId,
    status: statusOf(query),
    games: query.data?.games.map(gameTileOf) ?? [],
    page,
    pageCount: menuGamesPageCount(page, query.data?.totalPages ?? 1),
  };
}
