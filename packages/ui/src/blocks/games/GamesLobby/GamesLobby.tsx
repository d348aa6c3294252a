import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Select } from '../../../primitives/Select/Select';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { TextField } from '../../../primitives/TextField/TextField';
import { GameTile, type GameTileAspect, type GameTileItem } from '../GameTile/GameTile';
import { PvpRoomList, type PvpRoomListProps } from '../PvpRoomList/PvpRoomList';
import { VendorStrip, type VendorStripItem } from '../VendorStrip/VendorStrip';
import { VirtualGameGrid } from '../VirtualGameGrid/VirtualGameGrid';
import * as styles from './GamesLobby.css';

/** The orders the lobby offers: the platform's own (hot first), by name either way, by lowest stake. */
export type GamesLobbySort = 'featured' | 'nameAsc' | 'nameDesc' | 'minBet';

const sorts: readonly GamesLobbySort[] = ['featured', 'nameAsc', 'nameDesc', 'minBet'];

/** A kind of game a vendor has (scratch, video poker, jackpot, table, arcade, bingo, crash), shown as a tab. */
export interface GamesLobbyKind {
  id: string;
  label: string;
  count?: number;
}

export interface GamesLobbyProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'onPlay' | 'title'> {
  /** The category's name, the page's heading. */
  title: string;
  /** Points earned per 1 of bet in the category, formatted ("1.20"); left out where points do not apply. */
  pointRate?: string;

  /**
   * Only a sign-in prompt (favourites of a visitor), or a notice in place of
   * the games (a feature the site has switched off).
   */
  gate?: { kind: 'signIn'; onSignIn: () => void } | { kind: 'notice'; title: ReactNode; description?: ReactNode };

  vendors: readonly VendorStripItem[];
  vendorsLoading?: boolean;
  /** `filter` narrows the page to a vendor; `open` opens a vendor's games elsewhere (the hot page). */
  vendorMode?: 'filter' | 'open';
  selectedVendor?: string | null;
  onSelectVendor: (vendorId: string | null) => void;

  /** Kinds of the chosen vendor's games; tabs show when there are two or more, or one that is chosen. */
  kinds?: readonly GamesLobbyKind[];
  /** The chosen vendor's kinds are on their way: their row keeps its place, so the games do not jump. */
  kindsLoading?: boolean;
  selectedKind?: string | null;
  onSelectKind?: (kindId: string | null) => void;

  query: string;
  onQueryChange: (query: string) => void;
  sort: GamesLobbySort;
  onSortChange: (sort: GamesLobbySort) => void;
  /** How many games the filters leave, announced as it changes; unknown while the server is still asked. */
  resultCount?: number;
  /** Something narrows the list: the empty state then offers to clear it. */
  filtered?: boolean;
  onClearFilters?: () => void;
  /** The empty state when nothing narrows the list (no favourites yet). */
  emptyTitle?: ReactNode;
  emptyDescription?: ReactNode;

  /** The player's recently played games of the category, in a row above the grid. */
  recent?: { games: readonly GameTileItem[]; status: AsyncStatus };
  /** The card tables (the PvP page), above the games. */
  rooms?: Omit<PvpRoomListProps, 'headingLevel'>;

  games: readonly GameTileItem[];
  status: AsyncStatus;
  aspect?: GameTileAspect;
  onPlay: (game: GameTileItem) => void;
  onFreeTrial?: (game: GameTileItem) => void;
  /** Favourites of a signed-in player: a heart on each tile. */
  favoriteIds?: ReadonlySet<string>;
  onToggleFavorite?: (game: GameTileItem) => void;
  onRetry?: () => void;
  /** A list the server still pages: asked for more as its end comes into view. */
  hasMore?: boolean;
  onEndReached?: () => void;
  ref?: Ref<HTMLDivElement>;
}

function isSort(value: string): value is GamesLobbySort {
  return (sorts as readonly string[]).includes(value);
}

/**
 * A games page: the category's heading and point rate, its providers, the
 * kinds of the chosen provider's games, search and sort, the player's recent
 * games, the card tables on the PvP page, and the games in a grid that stays
 * smooth with thousands of them.
 */
export function GamesLobby({
  title,
  pointRate,
  gate,
  vendors,
  vendorsLoading = false,
  vendorMode = 'filter',
  selectedVendor = null,
  onSelectVendor,
  kinds = [],
  kindsLoading = false,
  selectedKind = null,
  onSelectKind,
  query,
  onQueryChange,
  sort,
  onSortChange,
  resultCount,
  filtered = false,
  onClearFilters,
  emptyTitle,
  emptyDescription,
  recent,
  rooms,
  games,
  status,
  aspect = 'square',
  onPlay,
  onFreeTrial,
  favoriteIds,
  onToggleFavorite,
  onRetry,
  hasMore,
  onEndReached,
  className,
  ...rest
}: GamesLobbyProps) {
  const { t } = useTranslation();
  const recentHeading = useId();

  const header = (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {pointRate ? <p className={styles.pointRate}>{t('gamesLobby.pointRate', { rate: pointRate })}</p> : null}
    </header>
  );

  if (gate) {
    return (
      <div className={clsx(styles.root, className)} {...rest}>
        {header}
        {gate.kind === 'signIn' ? (
          <EmptyState
            title={t('gamesLobby.favorites.signInTitle')}
            description={t('gamesLobby.favorites.signInDescription')}
            action={
              <Button variant="primary" onClick={gate.onSignIn}>
                {t('gamesLobby.favorites.signIn')}
              </Button>
            }
          />
        ) : (
          <EmptyState title={gate.title} description={gate.description} />
        )}
      </div>
    );
  }

  // One kind is worth a row only when it is the one chosen (All beside it undoes it).
  const showKinds = (kinds.length > 1 || (kinds.length === 1 && selectedKind !== null)) && onSelectKind !== undefined;

  return (
    <div className={clsx(styles.root, className)} {...rest}>
      {header}
      {vendors.length > 0 || vendorsLoading ? (
        <VendorStrip
          label={vendorMode === 'open' ? t('gamesLobby.hotVendors') : t('gamesLobby.vendors')}
          vendors={vendors}
          loading={vendorsLoading}
          mode={vendorMode}
          selected={selectedVendor}
          onSelect={onSelectVendor}
        />
      ) : null}
      {kindsLoading && !showKinds ? (
        <div className={styles.kinds} aria-hidden>
          {Array.from({ length: 4 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
            <Skeleton key={index} width={88} height={36} radius="pill" />
          ))}
        </div>
      ) : null}
      {showKinds ? (
        <fieldset className={styles.kinds}>
          <legend className={styles.kindsLabel}>{t('gamesLobby.kinds')}</legend>
          <button
            type="button"
            className={styles.kind}
            aria-pressed={selectedKind === null}
            onClick={() => onSelectKind(null)}
          >
            {t('gamesLobby.allKinds')}
          </button>
          {kinds.map((kind) => (
            <button
              key={kind.id}
              type="button"
              className={styles.kind}
              aria-pressed={selectedKind === kind.id}
              onClick={() => onSelectKind(kind.id)}
            >
              {kind.label}
              {kind.count !== undefined ? <span className={styles.kindCount}>{kind.count}</span> : null}
            </button>
          ))}
        </fieldset>
      ) : null}
      <search className={styles.tools}>
        <TextField
          className={styles.search}
          type="search"
          label={t('gamesLobby.search')}
          placeholder={t('gamesLobby.searchPlaceholder')}
          prefix={<Search aria-hidden size={16} />}
          value={query}
          onValueChange={onQueryChange}
          clearable
          clearLabel={t('gamesLobby.clearSearch')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <Select
          label={t('gamesLobby.sort.label')}
          value={sort}
          onValueChange={(value) => {
            if (isSort(value)) onSortChange(value);
          }}
          options={sorts.map((id) => ({ value: id, label: t(`gamesLobby.sort.${id}`) }))}
        />
      </search>
      <p className={styles.count} aria-live="polite" aria-atomic>
        {resultCount !== undefined && status !== 'loading' && status !== 'error'
          ? t('gamesLobby.results', { count: resultCount })
          : ''}
      </p>
      {recent && recent.games.length > 0 ? (
        <section className={styles.section} aria-labelledby={recentHeading}>
          <h2 id={recentHeading} className={styles.sectionTitle}>
            {t('gamesLobby.recent')}
          </h2>
          <ul className={styles.recent}>
            {recent.games.map((game) => (
              <li key={game.id} className={styles.recentItem}>
                <GameTile game={game} aspect={aspect} onPlay={onPlay} onFreeTrial={onFreeTrial} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {rooms ? <PvpRoomList {...rooms} headingLevel={2} /> : null}
      <VirtualGameGrid
        label={t('gamesLobby.gamesOf', { title })}
        games={games}
        status={status}
        aspect={aspect}
        onPlay={onPlay}
        onFreeTrial={onFreeTrial}
        favoriteIds={favoriteIds}
        onToggleFavorite={onToggleFavorite}
        onRetry={onRetry}
        hasMore={hasMore}
        onEndReached={onEndReached}
        errorTitle={t('gamesLobby.error')}
        emptyTitle={filtered ? t('gamesLobby.noMatch') : (emptyTitle ?? t('gamesLobby.empty'))}
        emptyDescription={filtered ? t('gamesLobby.noMatchHint') : emptyDescription}
        emptyAction={
          filtered && onClearFilters ? (
            <Button variant="secondary" onClick={onClearFilters}>
              {t('gamesLobby.clearFilters')}
            </Button>
          ) : undefined
        }
      />
    </div>
  );
}
