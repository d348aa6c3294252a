import { useTranslation } from '@lobby/i18n';
import { ChevronRight } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef } from 'react';
import { Badge } from '../../../primitives/Badge/Badge';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Image } from '../../../primitives/Image/Image';
import { Link } from '../../../primitives/Link/Link';
import { useClock } from '../../../scheduling/clock';
import { GameGrid } from '../../games/GameGrid/GameGrid';
import type { GameTileItem } from '../../games/GameTile/GameTile';
import * as styles from './NavMenu.css';
import { type NavCategory, type NavVendor, type NavVendorGames, showsVendor } from './navModel';

/** Placeholders while a page loads: the menu's page sizes. */
const firstPageSize = 21;
const nextPageSize = 18;
/** A pointer resting this long on a tab selects it (crossing the list on the way to the panel does not). */
const hoverIntentMs = 120;

/**
 * Selects a tab once the mouse rests on it, so a pointer crossing a tab list
 * on its way to the panel does not switch what the panel shows.
 */
export function usePointerRest(onRest: (id: string) => void) {
  const clock = useClock();
  const cancel = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cancel.current?.(), []);
  return {
    onPointerEnter: (event: PointerEvent<HTMLElement>, id: string) => {
      if (event.pointerType !== 'mouse') return;
      cancel.current?.();
      cancel.current = clock.after(hoverIntentMs, () => onRest(id));
    },
    onPointerLeave: () => cancel.current?.(),
  };
}

/**
 * Arrow keys (along `orientation`), Home and End move between the tabs of a
 * list; focusing a tab selects it, as in an automatic tab list.
 */
export function tabKeys(
  event: KeyboardEvent<HTMLElement>,
  orientation: 'horizontal' | 'vertical',
  activeIndex: number,
  tabs: readonly (HTMLElement | null)[],
) {
  const count = tabs.length;
  const [previous, next] = orientation === 'vertical' ? ['ArrowUp', 'ArrowDown'] : ['ArrowLeft', 'ArrowRight'];
  const moves: Record<string, number> = {
    [next]: (activeIndex + 1) % count,
    [previous]: (activeIndex - 1 + count) % count,
    Home: 0,
    End: count - 1,
  };
  const target = moves[event.key];
  if (target === undefined) return;
  event.preventDefault();
  tabs[target]?.focus();
}

export interface CategoryPanelProps {
  category: NavCategory;
  /** The category's page is the current route. */
  current: boolean;
  activeVendorId: string | undefined;
  vendorGames: NavVendorGames | null | undefined;
  onShowVendor: (vendorId: string) => void;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
  onLaunch: (vendorId: string) => void;
  onPlay: (game: GameTileItem) => void;
  onFreeTrial: (game: GameTileItem) => void;
}

/** What a category's dropdown shows: its vendors and games, its sportsbooks or lotteries, or that it has none yet. */
export function CategoryPanel({ category, current, onLaunch, ...games }: CategoryPanelProps) {
  const { t } = useTranslation();
  if (category.vendors.length === 0) {
    return (
      <div className={styles.launchPanel}>
        <EmptyState size="compact" title={t('header.nav.noProviders')} />
        <ViewAll category={category} current={current} />
      </div>
    );
  }
  if (category.kind === 'games') return <GamesPanel category={category} current={current} {...games} />;
  return <LaunchPanel category={category} current={current} onLaunch={onLaunch} />;
}

function ViewAll({ category, current }: { category: NavCategory; current: boolean }) {
  const { t } = useTranslation();
  return (
    <NavigationMenu.Link asChild active={current}>
      <Link href={category.href} className={styles.viewAll}>
        {t('header.nav.viewAll', { category: category.label })}
        <ChevronRight aria-hidden size={16} />
      </Link>
    </NavigationMenu.Link>
  );
}

type GamesPanelProps = Omit<CategoryPanelProps, 'onLaunch'>;

/**
 * Vendors as a vertical tab list (selection follows focus and a resting
 * pointer) beside the active vendor's paged games. Arrow keys move between
 * vendors; Tab goes on to "All …" and then into the games.
 */
function GamesPanel({
  category,
  current,
  activeVendorId,
  vendorGames,
  onShowVendor,
  onPageChange,
  onRetry,
  onPlay,
  onFreeTrial,
}: GamesPanelProps) {
  const { t } = useTranslation();
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const pointer = usePointerRest(onShowVendor);

  const activeIndex = Math.max(
    0,
    category.vendors.findIndex((vendor) => vendor.id === activeVendorId),
  );
  const active = category.vendors[activeIndex];
  const shown = active && showsVendor(vendorGames, category.id, active.id) ? vendorGames : null;
  const page = shown?.page ?? 1;
  const tabId = (index: number) => `${baseId}-vendor-${index}`;
  const panelId = `${baseId}-games`;

  return (
    <div className={styles.gamesPanel}>
      <div className={styles.vendorColumn}>
        <div
          role="tablist"
          aria-orientation="vertical"
          aria-label={t('header.nav.providers', { category: category.label })}
          className={styles.vendorList}
          onKeyDown={(event) => tabKeys(event, 'vertical', activeIndex, tabs.current)}
        >
          {category.vendors.map((vendor, index) => {
            const selected = index === activeIndex;
            return (
              <button
                key={vendor.id}
                ref={(node) => {
                  tabs.current[index] = node;
                }}
                type="button"
                role="tab"
                id={tabId(index)}
                aria-selected={selected}
                aria-controls={selected ? panelId : undefined}
                tabIndex={selected ? 0 : -1}
                className={styles.vendor}
                onFocus={() => onShowVendor(vendor.id)}
                onClick={() => onShowVendor(vendor.id)}
                onPointerEnter={(event) => pointer.onPointerEnter(event, vendor.id)}
                onPointerLeave={pointer.onPointerLeave}
              >
                <VendorIcon vendor={vendor} />
                <span className={styles.vendorName}>{vendor.name}</span>
                {vendor.hot ? <Badge tone="danger">{t('header.games.hot')}</Badge> : null}
              </button>
            );
          })}
        </div>
        <ViewAll category={category} current={current} />
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(activeIndex)} className={styles.gamesArea}>
        <GameGrid
          columns={7}
          aspect={category.aspect ?? 'square'}
          label={active ? t('header.nav.gamesOf', { vendor: active.name }) : undefined}
          status={shown?.status ?? 'loading'}
          games={shown?.games ?? []}
          page={page}
          pageCount={shown?.pageCount ?? 0}
          onPageChange={onPageChange}
          onRetry={onRetry}
          onPlay={onPlay}
          onFreeTrial={onFreeTrial}
          skeletonCount={page > 1 ? nextPageSize : firstPageSize}
          lazyImages={false}
        />
      </div>
    </div>
  );
}

function VendorIcon({ vendor }: { vendor: NavVendor }) {
  return (
    <Image
      className={styles.vendorIcon}
      src={vendor.iconUrl}
      alt=""
      width={28}
      height={28}
      fit="contain"
      radius="pill"
      lazy={false}
    />
  );
}

/** Vendors that launch directly (sportsbooks, lotteries): one button each. */
function LaunchPanel({
  category,
  current,
  onLaunch,
}: {
  category: NavCategory;
  current: boolean;
  onLaunch: (vendorId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.launchPanel}>
      <ul className={styles.launchList} aria-label={t('header.nav.providers', { category: category.label })}>
        {category.vendors.map((vendor) => (
          <li key={vendor.id}>
            {/* A menu link: arrow keys move between vendors and choosing one closes the menu. */}
            <NavigationMenu.Link asChild>
              <button type="button" className={styles.launchCard} onClick={() => onLaunch(vendor.id)}>
                <VendorIcon vendor={vendor} />
                <span className={styles.vendorName}>{vendor.name}</span>
                {vendor.hot ? <Badge tone="danger">{t('header.games.hot')}</Badge> : null}
              </button>
            </NavigationMenu.Link>
          </li>
        ))}
      </ul>
      <ViewAll category={category} current={current} />
    </div>
  );
}
