import { useTranslation } from '@lobby/i18n';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Pagination } from '../../../primitives/Pagination/Pagination';
import { GameTile, type GameTileAspect, type GameTileItem, GameTileSkeleton } from '../GameTile/GameTile';
import * as styles from './GameGrid.css';

export interface GameGridProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onPlay'> {
  games: readonly GameTileItem[];
  /**
   * `loading` shows skeleton tiles, `error` the failure with a retry; `ready` with no games says "No data";
   * `refreshing` keeps the tiles with a thin moving line above them.
   */
  status: AsyncStatus;
  /** One art shape for the whole grid: `landscape` for live tables, `square` otherwise. */
  aspect?: GameTileAspect;
  onPlay: (game: GameTileItem) => void;
  onFreeTrial?: (game: GameTileItem) => void;
  /** Offered in the error state. */
  onRetry?: () => void;
  /** Current page (1-based); with `pageCount` above 1 and `onPageChange` the grid shows pagination. */
  page?: number;
  pageCount?: number;
  onPageChange?: (page: number) => void;
  /**
   * Pins the column count (the header dropdown uses 7, so its first page of
   * 21 fills three rows). By default it follows the grid's own width: 2 on a
   * phone up to 8 in a 1440 px column.
   */
  columns?: number;
  /** Placeholders while loading; match the expected page size so nothing moves when games arrive. */
  skeletonCount?: number;
  /** Names the list of games for screen readers ("PP Slots games"). */
  label?: string;
  /** Overrides of the empty and error texts. */
  emptyTitle?: ReactNode;
  errorTitle?: ReactNode;
  errorDescription?: ReactNode;
  /** Lazy-loads the art; turn off for a grid on the first screen. */
  lazyImages?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A responsive grid of games (the games pages and the header dropdown):
 * skeleton tiles of the same size while loading, a compact "No data" when
 * empty, the failure with Retry, and optional pagination under the tiles.
 */
export function GameGrid({
  games,
  status,
  aspect = 'square',
  onPlay,
  onFreeTrial,
  onRetry,
  page = 1,
  pageCount = 0,
  onPageChange,
  columns,
  skeletonCount = 12,
  label,
  emptyTitle,
  errorTitle,
  errorDescription,
  lazyImages = true,
  className,
  style,
  ...rest
}: GameGridProps) {
  const { t } = useTranslation();
  const loading = status === 'loading';
  const columnStyle = columns ? assignInlineVars({ [styles.columnsVar]: String(columns) }) : undefined;

  return (
    <div className={clsx(styles.root, className)} style={style} {...rest}>
      <AsyncRegion
        status={status}
        size="compact"
        loadingLabel={t('header.games.loading')}
        skeleton={
          <ul className={styles.grid} style={columnStyle} aria-hidden>
            {Array.from({ length: Math.max(1, skeletonCount) }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
              <li key={index} className={styles.cell}>
                <GameTileSkeleton aspect={aspect} />
              </li>
            ))}
          </ul>
        }
        empty={games.length === 0}
        emptyState={<EmptyState size="compact" title={emptyTitle} />}
        errorTitle={errorTitle}
        errorDescription={errorDescription}
        onRetry={onRetry}
      >
        <ul className={styles.grid} style={columnStyle} aria-label={label ?? t('header.games.list')}>
          {games.map((game) => (
            <li key={game.id} className={styles.cell}>
              <GameTile game={game} aspect={aspect} onPlay={onPlay} onFreeTrial={onFreeTrial} lazy={lazyImages} />
            </li>
          ))}
        </ul>
      </AsyncRegion>
      {onPageChange && status !== 'error' && pageCount > 1 ? (
        <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} disabled={loading} />
      ) : null}
    </div>
  );
}
