import { useGameList } from '@lobby/api/hooks';
import { type GameTileItem, VendorGamesModal } from '@lobby/ui';
import { gameTileOf, statusOf } from '@lobby/view-models';
import { useMemo, useRef } from 'react';
import { useStore } from '../../app/store';
import { launchTargetOf } from './launchDispatch';
import { listedVendor } from './launchState';
import { useGameLauncher } from './useGameLauncher';

/**
 * The popup game list: the games of the vendor `listedVendor` names, a page
 * of 24 at a time, each tile launching its game by the same rules as
 * anywhere else.
 */
export default function VendorGamesContainer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const current = useStore(listedVendor);
  // The vendor stays on screen while the modal plays its closing animation.
  const shown = useRef(current);
  if (current) shown.current = current;
  const vendor = shown.current;
  const list = useGameList(
    { vassalage: vendor?.vassalage ?? '', gameType: vendor?.gameType ?? '' },
    { enabled: open && vendor !== null },
  );
  const { games, pages, error, hasMore, loadMore, isLoadingMore, refresh } = list;
  const tiles = useMemo(() => games.map(gameTileOf), [games]);
  const gameByTile = useMemo(() => new Map(games.map((game, index) => [tiles[index]?.id, game])), [games, tiles]);
  const launch = useGameLauncher();
  const start = (tile: GameTileItem, mode: 'play' | 'trial') => {
    const game = gameByTile.get(tile.id);
    if (game) void launch(launchTargetOf(game), mode);
  };

  return (
    <VendorGamesModal
      open={open && vendor !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      vendorName={vendor?.name ?? ''}
      games={tiles}
      status={statusOf({ data: pages, error: pages ? undefined : error })}
      onPlay={(tile) => start(tile, 'play')}
      onFreeTrial={(tile) => start(tile, 'trial')}
      onRetry={refresh}
      hasMore={hasMore}
      loadingMore={isLoadingMore}
      onLoadMore={loadMore}
      aspect={vendor?.gameType === 'LIVE' ? 'landscape' : 'square'}
    />
  );
}
