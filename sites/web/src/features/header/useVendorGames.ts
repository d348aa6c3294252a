import { useGamePage } from '@lobby/api/hooks';
import type { NavVendorGames } from '@lobby/ui';
import { gameTileOf, menuGamesPageSize, menuVendorGamesOf, type VendorSelection } from '@lobby/view-models';
import { useMemo, useState } from 'react';

/**
 * The header dropdown's games for the vendor in focus: the first page holds
 * 21 games, later pages 18, each fetched as the platform pages them
 * (`menuVendorGamesOf` counts the pages).
 */
export function useVendorGames(selection: VendorSelection | null) {
  const [page, setPage] = useState(1);
  const [current, setCurrent] = useState<VendorSelection | null>(null);
  if (selection?.vendorId !== current?.vendorId || selection?.categoryId !== current?.categoryId) {
    setCurrent(selection);
    setPage(1);
  }
  const query = useGamePage(
    {
      vassalage: selection?.vendorId ?? '',
      gameType: selection?.categoryId ?? '',
      pageNo: page,
      pageSize: menuGamesPageSize(page),
    },
    { enabled: selection !== null, keepPreviousData: false },
  );
  const { data, error, isValidating, mutate } = query;
  const vendorGames = useMemo<NavVendorGames | null>(
    () => (selection ? menuVendorGamesOf(selection, page, { data, error, isValidating }) : null),
    [data, error, isValidating, page, selection],
  );
  const gameById = useMemo(() => new Map((data?.games ?? []).map((game) => [gameTileOf(game).id, game])), [data]);
  return { vendorGames, gameById, setPage, retry: () => void mutate() };
}
