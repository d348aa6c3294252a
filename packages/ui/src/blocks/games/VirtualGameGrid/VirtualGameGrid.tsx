import { useTranslation } from '@lobby/i18n';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import {
  type FocusEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Spinner } from '../../../primitives/Spinner/Spinner';
import { GameTile, type GameTileAspect, type GameTileItem, GameTileSkeleton } from '../GameTile/GameTile';
import * as styles from './VirtualGameGrid.css';

export interface VirtualGameGridProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onPlay'> {
  games: readonly GameTileItem[];
  /** `loading` skeleton tiles, `error` the failure with Retry, `ready` with no games the empty state. */
  status: AsyncStatus;
  aspect?: GameTileAspect;
  onPlay: (game: GameTileItem) => void;
  onFreeTrial?: (game: GameTileItem) => void;
  /** Ids of the player's favourite games; with `onToggleFavorite` each tile has a heart. */
  favoriteIds?: ReadonlySet<string>;
  onToggleFavorite?: (game: GameTileItem) => void;
  onRetry?: () => void;
  /** Names the grid for screen readers ("Slots games"). */
  label: string;
  /** The empty state (no game matches): a title, and an action such as clearing the filters. */
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;
  emptyAction?: ReactNode;
  errorTitle?: ReactNode;
  /** More games than shown (a list still paging): asked for when the last row comes into view. */
  hasMore?: boolean;
  onEndReached?: () => void;
}

/** Column count by the grid's own width, the steps of `GameGrid` (2 on a phone up to 8 in a 1440 px column). */
export function columnsFor(width: number): number {
  const rem = width / 16;
  if (rem >= 88) return 8;
  if (rem >= 76) return 7;
  if (rem >= 64) return 6;
  if (rem >= 52) return 5;
  if (rem >= 40) return 4;
  if (rem >= 30) return 3;
  return 2;
}

/** Where an arrow, Home, End or Page key moves from `index` in a grid of `count` tiles in `columns` columns. */
export function nextIndex(
  key: string,
  index: number,
  count: number,
  columns: number,
  ctrl: boolean,
): number | undefined {
  const last = count - 1;
  const rowStart = index - (index % columns);
  const moves: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowLeft: index - 1,
    ArrowDown: index + columns,
    ArrowUp: index - columns,
    Home: ctrl ? 0 : rowStart,
    End: ctrl ? last : Math.min(last, rowStart + columns - 1),
    PageDown: index + columns * 3,
    PageUp: index - columns * 3,
  };
  const target = moves[key];
  if (target === undefined) return undefined;
  return Math.max(0, Math.min(last, target));
}

const gapPx = { narrow: 8, wide: 12 };
/** The name line under the art and the gap above it (GameTile). */
const nameLinePx = 28;

/**
 * A grid of any number of games (a category of thousands) that renders only
 * the rows near the screen, scrolling with the page. One tile at a time is in
 * the Tab order; the arrow keys, Home, End and Page Up/Down move between
 * tiles (Ctrl+Home and Ctrl+End to the first and last), scrolling the tile
 * into view, as in a grid of the ARIA practices.
 */
export function VirtualGameGrid({
  games,
  status,
  aspect = 'square',
  onPlay,
  onFreeTrial,
  favoriteIds,
  onToggleFavorite,
  onRetry,
  label,
  emptyTitle,
  emptyDescription,
  emptyAction,
  errorTitle,
  hasMore = false,
  onEndReached,
  className,
  ...rest
}: VirtualGameGridProps) {
  const { t } = useTranslation();
  const gridRef = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  const [offsetTop, setOffsetTop] = useState(0);
  const [active, setActive] = useState(0);
  const pendingFocus = useRef<number | null>(null);

  // Its width sets the columns; its place on the page (content above it changes) the rows' offsets.
  useLayoutEffect(() => {
    const element = gridRef.current;
    if (!element) return;
    const measure = () => {
      setWidth(element.clientWidth);
      setOffsetTop(element.getBoundingClientRect().top + window.scrollY);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const columns = columnsFor(width);
  const gap = columns >= 4 ? gapPx.wide : gapPx.narrow;
  const tileWidth = width > 0 ? (width - gap * (columns - 1)) / columns : 160;
  const rowHeight = tileWidth * (aspect === 'landscape' ? 0.75 : 1) + nameLinePx + gap;
  const rowCount = Math.ceil(games.length / columns);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowHeight,
    overscan: 3,
    scrollMargin: offsetTop,
  });
  const rows = virtualizer.getVirtualItems();
  // The first row of a grid that starts on the first screen holds the page's likely largest paint.
  const topOnFirstScreen = typeof window !== 'undefined' && offsetTop < window.innerHeight;
  // Rows on screen ask for their art at once (a picture the page already has then shows in the first frame,
  // not after a frame of placeholder); the rows rendered ahead of the scroll wait until they are seen.
  const viewTop = virtualizer.scrollOffset ?? 0;
  const viewBottom = viewTop + (typeof window !== 'undefined' ? window.innerHeight : 0);

  // A narrower list (a filter changed) keeps the active tile inside it.
  const current = Math.min(active, Math.max(0, games.length - 1));

  const firstRow = rows[0]?.index ?? 0;
  const lastRow = rows[rows.length - 1]?.index ?? -1;
  // Scrolled away from the active tile, the Tab key enters at the first tile on screen.
  const currentRow = Math.floor(current / columns);
  const tabbableIndex = currentRow >= firstRow && currentRow <= lastRow ? current : firstRow * columns;
  useEffect(() => {
    if (hasMore && onEndReached && rowCount > 0 && lastRow >= rowCount - 1) onEndReached();
  }, [hasMore, lastRow, onEndReached, rowCount]);

  // The tile the keys moved to may render only after the scroll: focus it once it is there.
  useEffect(() => {
    const wanted = pendingFocus.current;
    if (wanted === null) return;
    const button = gridRef.current?.querySelector<HTMLElement>(`[data-index="${wanted}"] button`);
    if (button) {
      pendingFocus.current = null;
      button.focus({ preventScroll: true });
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    const from = cell ? Number(cell.dataset.index) : current;
    const target = nextIndex(event.key, from, games.length, columns, event.ctrlKey || event.metaKey);
    if (target === undefined) return;
    event.preventDefault();
    if (target === from) return;
    pendingFocus.current = target;
    setActive(target);
    virtualizer.scrollToIndex(Math.floor(target / columns), { align: 'auto' });
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell = event.target.closest<HTMLElement>('[data-index]');
    if (cell) setActive(Number(cell.dataset.index));
  };

  const gridStyle = assignInlineVars({ [styles.columnsVar]: String(columns), [styles.gapVar]: `${gap}px` });

  return (
    <div ref={gridRef} className={clsx(styles.root, className)} {...rest}>
      <AsyncRegion
        status={status}
        loadingLabel={t('header.games.loading')}
        skeleton={
          <div className={styles.row} style={gridStyle} aria-hidden>
            {Array.from({ length: columns * 3 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
              <GameTileSkeleton key={index} aspect={aspect} />
            ))}
          </div>
        }
        empty={games.length === 0}
        emptyState={<EmptyState title={emptyTitle} description={emptyDescription} action={emptyAction} />}
        errorTitle={errorTitle}
        onRetry={onRetry}
      >
        {/* biome-ignore lint/a11y/useSemanticElements: a table cannot place its rows at offsets, which rendering only the rows near the screen needs */}
        <div
          role="grid"
          aria-label={label}
          aria-rowcount={rowCount}
          aria-colcount={columns}
          className={styles.grid}
          style={{ ...gridStyle, height: virtualizer.getTotalSize() }}
          onKeyDown={onKeyDown}
          onFocus={onFocus}
        >
          {rows.map((row) => (
            // biome-ignore lint/a11y/useSemanticElements: rows of the grid above, placed at their offsets
            // biome-ignore lint/a11y/useFocusableInteractive: focus goes to the buttons of a cell, as the grid pattern allows
            <div
              key={row.key}
              role="row"
              aria-rowindex={row.index + 1}
              data-row={row.index}
              ref={virtualizer.measureElement}
              className={clsx(styles.row, styles.placedRow)}
              style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
            >
              {games.slice(row.index * columns, row.index * columns + columns).map((game, column) => {
                const index = row.index * columns + column;
                return (
                  // biome-ignore lint/a11y/useSemanticElements: cells of the grid above
                  // biome-ignore lint/a11y/useFocusableInteractive: focus goes to the tile's buttons, as the grid pattern allows
                  <div key={game.id} role="gridcell" aria-colindex={column + 1} data-index={index}>
                    <GameTile
                      game={game}
                      aspect={aspect}
                      onPlay={onPlay}
                      onFreeTrial={onFreeTrial}
                      favorite={favoriteIds?.has(game.id) ?? false}
                      onToggleFavorite={onToggleFavorite}
                      tabbable={index === tabbableIndex}
                      priority={row.index === 0 && topOnFirstScreen}
                      lazy={!(row.start < viewBottom && row.end > viewTop)}
                    />
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        {hasMore ? (
          <div className={styles.more}>
            <Spinner size="sm" label={t('header.games.loading')} />
          </div>
        ) : null}
      </AsyncRegion>
    </div>
  );
}
