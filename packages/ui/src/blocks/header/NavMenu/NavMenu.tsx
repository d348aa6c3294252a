import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { ChevronDown, ChevronRight, Crown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import {
  type HTMLAttributes,
  type KeyboardEvent,
  type PointerEvent,
  type Ref,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useScrollFade } from '../../../hooks/useScrollFade';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Badge } from '../../../primitives/Badge/Badge';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Image } from '../../../primitives/Image/Image';
import { Link } from '../../../primitives/Link/Link';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden';
import { useClock } from '../../../scheduling/clock';
import { GameGrid } from '../../games/GameGrid/GameGrid';
import type { GameTileAspect, GameTileItem } from '../../games/GameTile/GameTile';
import type { ShellAction } from '../../shell/actions';
import * as styles from './NavMenu.css';

/** A game vendor (the platform's vendor card). */
export interface NavVendor {
  id: string;
  name: string;
  iconUrl?: string;
  hot?: boolean;
}

/**
 * `games`: the dropdown lists the vendors and the hovered or focused vendor's
 * games. `launch`: a vendor click launches it directly (SPORTS, ESPORTS, LOTT,
 * ELOTT).
 */
export type NavCategoryKind = 'games' | 'launch';

/** A game category of the header; the container only passes categories that have vendors. */
export interface NavCategory {
  id: string;
  label: string;
  /** The category's page (/live, /rng, /elott, ...). */
  href: string;
  vendors: readonly NavVendor[];
  kind: NavCategoryKind;
  /** Art shape of the category's games: `landscape` for live tables. */
  aspect?: GameTileAspect;
}

/** The games of the vendor the dropdown shows, as the container loaded them. */
export interface NavVendorGames {
  /** Vendors can sit in several categories (JILI: slots, fishing, cards); when given it must match too. */
  categoryId?: string;
  vendorId: string;
  status: AsyncStatus;
  games: readonly GameTileItem[];
  /** 1-based. The container sizes pages (21 first, 18 after); the view shows what it gets. */
  page: number;
  pageCount: number;
}

export interface NavMenuLabels {
  home: string;
  promotions: string;
  rewards: string;
  vip: string;
}

export interface NavMenuProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dir' | 'defaultValue' | 'onPlay'> {
  /** In the order to show them. */
  categories: readonly NavCategory[];
  /** The current route, to mark its entry with `aria-current="page"`; the query is ignored. */
  currentHref?: string;
  /** The rewards badge only shows for a logged-in player. */
  loggedIn?: boolean;
  /** Available promotions: the rewards badge shows when logged in and above 0. */
  rewardsCount?: number;
  /** The player's club rank label; absent shows dashes. */
  rankLabel?: string | null;
  /** What the dropdown shows for the active vendor; anything else shows loading until it arrives. */
  vendorGames?: NavVendorGames | null;
  /** A `games` category's vendor was hovered, focused or clicked: load its first page. */
  onVendorFocus: (categoryId: string, vendorId: string) => void;
  onGamesPageChange: (page: number) => void;
  /** Retry after the games failed to load. */
  onGamesRetry?: () => void;
  /** A `launch` category's vendor was chosen. */
  onLaunchVendor: (categoryId: string, vendorId: string) => void;
  onPlay: (game: GameTileItem) => void;
  onFreeTrial: (game: GameTileItem) => void;
  /** Rewards reports `rewards` (a panel, not a route: the site opens login first for visitors). */
  onAction: (action: ShellAction) => void;
  homeHref?: string;
  promotionsHref?: string;
  vipHref?: string;
  /** Overrides of the fixed entries' texts. */
  labels?: Partial<NavMenuLabels>;
  ref?: Ref<HTMLElement>;
}

/**
 * Marks which ends of the entry list have entries scrolled out of view (the
 * styles fade those edges), and turns a vertical mouse wheel into sideways
 * scrolling while the list overflows, so every entry stays reachable.
 */
function useOverflowingList() {
  const [list, setList] = useState<HTMLUListElement | null>(null);
  useScrollFade(list);
  useEffect(() => {
    if (!list) return;
    const wheel = (event: WheelEvent) => {
      const end = list.scrollWidth - list.clientWidth;
      if (end <= 0 || event.deltaX !== 0 || event.deltaY === 0) return;
      const next = Math.min(end, Math.max(0, list.scrollLeft + event.deltaY));
      if (next === list.scrollLeft) return;
      event.preventDefault();
      list.scrollLeft = next;
    };
    list.addEventListener('wheel', wheel, { passive: false });
    return () => list.removeEventListener('wheel', wheel);
  }, [list]);
  return setList;
}

/** Placeholders while a page loads: the menu's page sizes. */
const firstPageSize = 21;
const nextPageSize = 18;
/** A pointer resting this long on a vendor shows its games (crossing the list on the way to the grid does not). */
const hoverIntentMs = 120;

function pathOf(href: string | undefined): string {
  if (!href) return '';
  const path = href.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function showsVendor(games: NavVendorGames | null | undefined, categoryId: string, vendorId: string) {
  return !!games && games.vendorId === vendorId && (games.categoryId === undefined || games.categoryId === categoryId);
}

/**
 * The header navigation: Home, the game categories with a dropdown
 * of their vendors (and, for game categories, the hovered or focused vendor's
 * paged games with Play and Free trial), Promotions, Rewards with the count of
 * available promotions, and the VIP rank. Opens on hover and by keyboard;
 * desktop only (the side menu navigates below 1024 px).
 */
export function NavMenu({
  categories,
  currentHref,
  loggedIn = false,
  rewardsCount = 0,
  rankLabel,
  vendorGames,
  onVendorFocus,
  onGamesPageChange,
  onGamesRetry,
  onLaunchVendor,
  onPlay,
  onFreeTrial,
  onAction,
  homeHref = '/index',
  promotionsHref = '/promotions',
  vipHref = '/vip',
  labels,
  className,
  'aria-label': ariaLabel,
  ...rest
}: NavMenuProps) {
  const { t } = useTranslation();
  const [openId, setOpenId] = useState('');
  // The vendor each category last showed, so reopening it shows the same one.
  const [chosen, setChosen] = useState<Readonly<Record<string, string>>>({});
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const listRef = useOverflowingList();
  const current = pathOf(currentHref);
  const isCurrent = (href: string) => current !== '' && pathOf(href) === current;

  const activeVendorOf = (category: NavCategory): string | undefined => {
    const remembered = chosen[category.id];
    if (remembered && category.vendors.some((vendor) => vendor.id === remembered)) return remembered;
    const shown = vendorGames?.vendorId;
    if (shown && showsVendor(vendorGames, category.id, shown) && category.vendors.some((v) => v.id === shown)) {
      return shown;
    }
    return category.vendors[0]?.id;
  };

  const showVendor = (category: NavCategory, vendorId: string) => {
    if (chosen[category.id] !== vendorId) setChosen((previous) => ({ ...previous, [category.id]: vendorId }));
    if (!showsVendor(vendorGames, category.id, vendorId)) onVendorFocus(category.id, vendorId);
  };

  // Radix parks a focus proxy after the open trigger (it forwards Tab into the
  // dropdown) and hides it with aria-hidden, which makes an aria-hidden element
  // focusable (radix-ui/primitives#3085). It is empty and hands focus on at
  // once, so it can simply stay in the accessibility tree.
  useLayoutEffect(() => {
    if (!openId) return;
    const proxy = triggers.current.get(openId)?.nextElementSibling;
    if (proxy?.getAttribute('tabindex') === '0') proxy.removeAttribute('aria-hidden');
  }, [openId]);

  const handleValueChange = (value: string) => {
    setOpenId(value);
    const category = categories.find((candidate) => candidate.id === value);
    if (category?.kind !== 'games') return;
    const vendorId = activeVendorOf(category);
    if (vendorId) showVendor(category, vendorId);
  };

  /** After Play or Free trial: close, with focus back on the category (a login popup may open next). */
  const closeFrom = (categoryId: string) => {
    triggers.current.get(categoryId)?.focus();
    setOpenId('');
  };

  const text: NavMenuLabels = {
    home: labels?.home ?? t('header.nav.home'),
    promotions: labels?.promotions ?? t('header.nav.promotions'),
    rewards: labels?.rewards ?? t('header.nav.rewards'),
    vip: labels?.vip ?? t('header.nav.vip'),
  };
  const showRewardsCount = loggedIn && rewardsCount > 0;
  const rank = rankLabel?.trim() ? rankLabel.trim() : null;

  return (
    <NavigationMenu.Root
      value={openId}
      onValueChange={handleValueChange}
      aria-label={ariaLabel ?? t('header.nav.label')}
      className={clsx(styles.root, className)}
      {...rest}
    >
      <NavigationMenu.List ref={listRef} className={styles.list}>
        <NavigationMenu.Item className={styles.item}>
          <NavigationMenu.Link asChild active={isCurrent(homeHref)}>
            <Link href={homeHref} className={styles.entry}>
              {text.home}
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>

        {categories.map((category) => (
          <NavigationMenu.Item key={category.id} value={category.id} className={styles.item}>
            <NavigationMenu.Trigger
              className={styles.entry}
              aria-current={isCurrent(category.href) ? 'page' : undefined}
              ref={(node) => {
                if (node) triggers.current.set(category.id, node);
                else triggers.current.delete(category.id);
              }}
            >
              {category.label}
              <ChevronDown aria-hidden size={16} className={styles.chevron} />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className={styles.content}>
              {category.vendors.length === 0 ? (
                <div className={styles.launchPanel}>
                  <EmptyState size="compact" title={t('header.nav.noProviders')} />
                  <ViewAll category={category} current={isCurrent(category.href)} />
                </div>
              ) : category.kind === 'games' ? (
                <GamesPanel
                  category={category}
                  current={isCurrent(category.href)}
                  activeVendorId={activeVendorOf(category)}
                  vendorGames={vendorGames}
                  onShowVendor={(vendorId) => showVendor(category, vendorId)}
                  onPageChange={onGamesPageChange}
                  onRetry={onGamesRetry}
                  onPlay={(game) => {
                    onPlay(game);
                    closeFrom(category.id);
                  }}
                  onFreeTrial={(game) => {
                    onFreeTrial(game);
                    closeFrom(category.id);
                  }}
                />
              ) : (
                <LaunchPanel
                  category={category}
                  current={isCurrent(category.href)}
                  onLaunch={(vendorId) => onLaunchVendor(category.id, vendorId)}
                />
              )}
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}

        <NavigationMenu.Item className={styles.item}>
          <NavigationMenu.Link asChild active={isCurrent(promotionsHref)}>
            <Link href={promotionsHref} className={styles.entry}>
              {text.promotions}
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>

        <NavigationMenu.Item className={styles.item}>
          <NavigationMenu.Link asChild>
            <button type="button" className={styles.entry} onClick={() => onAction('rewards')}>
              {text.rewards}
              {showRewardsCount ? (
                <Badge count={rewardsCount} label={t('header.nav.rewardsCount', { count: rewardsCount })} />
              ) : null}
            </button>
          </NavigationMenu.Link>
        </NavigationMenu.Item>

        <NavigationMenu.Item className={styles.item}>
          <NavigationMenu.Link asChild active={isCurrent(vipHref)}>
            <Link href={vipHref} className={styles.entry}>
              <Crown aria-hidden size={16} className={styles.crown} />
              <span aria-hidden>{text.vip}</span>
              <Badge tone="neutral" aria-hidden>
                {rank ?? '--'}
              </Badge>
              <VisuallyHidden>{rank ? t('header.nav.vipRank', { rank }) : t('header.nav.noRank')}</VisuallyHidden>
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
      </NavigationMenu.List>

      <div className={styles.viewportAnchor}>
        <NavigationMenu.Viewport className={styles.viewport} />
      </div>
    </NavigationMenu.Root>
  );
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

interface GamesPanelProps {
  category: NavCategory;
  /** The category's page is the current route. */
  current: boolean;
  activeVendorId: string | undefined;
  vendorGames: NavVendorGames | null | undefined;
  onShowVendor: (vendorId: string) => void;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
  onPlay: (game: GameTileItem) => void;
  onFreeTrial: (game: GameTileItem) => void;
}

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
  const clock = useClock();
  // Cancels the vendor switch that waits for the pointer to rest.
  const cancelHover = useRef<(() => void) | undefined>(undefined);
  useEffect(() => () => cancelHover.current?.(), []);

  const activeIndex = Math.max(
    0,
    category.vendors.findIndex((vendor) => vendor.id === activeVendorId),
  );
  const active = category.vendors[activeIndex];
  const shown = active && showsVendor(vendorGames, category.id, active.id) ? vendorGames : null;
  const page = shown?.page ?? 1;
  const tabId = (index: number) => `${baseId}-vendor-${index}`;
  const panelId = `${baseId}-games`;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = category.vendors.length;
    const moves: Record<string, number> = {
      ArrowDown: (activeIndex + 1) % count,
      ArrowUp: (activeIndex - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    // Focus selects (onFocus below), as in an automatic tab list.
    tabs.current[target]?.focus();
  };

  const handlePointerEnter = (event: PointerEvent<HTMLButtonElement>, vendorId: string) => {
    if (event.pointerType !== 'mouse') return;
    cancelHover.current?.();
    cancelHover.current = clock.after(hoverIntentMs, () => onShowVendor(vendorId));
  };

  return (
    <div className={styles.gamesPanel}>
      <div className={styles.vendorColumn}>
        <div
          role="tablist"
          aria-orientation="vertical"
          aria-label={t('header.nav.providers', { category: category.label })}
          className={styles.vendorList}
          onKeyDown={handleKeyDown}
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
                onPointerEnter={(event) => handlePointerEnter(event, vendor.id)}
                onPointerLeave={() => cancelHover.current?.()}
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
