import { useTranslation } from '@lobby/i18n';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Button } from '../../../primitives/Button/Button';
import { Modal } from '../../../primitives/Modal/Modal';
import { GameGrid } from '../GameGrid/GameGrid';
import type { GameTileAspect, GameTileItem } from '../GameTile/GameTile';
import * as styles from './VendorGamesModal.css';

export interface VendorGamesModalProps {
  open: boolean;
  /** Called with `false` when the player closes it (close button or Escape). */
  onOpenChange: (open: boolean) => void;
  /** The vendor whose games are listed: heads the modal and names the list. */
  vendorName: string;
  games: readonly GameTileItem[];
  /** `loading` shows skeleton tiles, `error` the failure with Retry, `ready` with no games "No data". */
  status: AsyncStatus;
  onPlay: (game: GameTileItem) => void;
  /** Offered on the tiles of games with a free trial. */
  onFreeTrial?: (game: GameTileItem) => void;
  onRetry?: () => void;
  /** More games than shown: a button under the grid asks for the next page. */
  hasMore?: boolean;
  /** Keeps that button busy while the next page comes. */
  loadingMore?: boolean;
  onLoadMore?: () => void;
  /** `landscape` for live tables, `square` otherwise. */
  aspect?: GameTileAspect;
  className?: string;
}

/**
 * The popup game list: a vendor entry that stands for all of its games (a
 * hot vendor in the hot list) opens them here instead of starting a game.
 * It is the generic `Modal` named `gameListModal`: it never closes on a
 * background click, and is a full-screen sheet on phones. Each tile plays
 * (or tries) its game; the list grows a page at a time.
 */
export function VendorGamesModal({
  open,
  onOpenChange,
  vendorName,
  games,
  status,
  onPlay,
  onFreeTrial,
  onRetry,
  hasMore = false,
  loadingMore = false,
  onLoadMore,
  aspect = 'square',
  className,
}: VendorGamesModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      name="gameListModal"
      open={open}
      onOpenChange={onOpenChange}
      title={vendorName}
      width={1040}
      className={className}
    >
      <div className={styles.layout}>
        <GameGrid
          games={games}
          status={status}
          aspect={aspect}
          onPlay={onPlay}
          onFreeTrial={onFreeTrial}
          onRetry={onRetry}
          skeletonCount={24}
          label={t('header.games.vendorGames', { name: vendorName })}
        />
        {hasMore && onLoadMore && (status === 'ready' || status === 'refreshing') ? (
          <div className={styles.more}>
            <Button variant="secondary" loading={loadingMore} onClick={onLoadMore}>
              {t('header.games.more')}
            </Button>
          </div>
        ) : null}
      </div>
    </Modal>
  );
}
