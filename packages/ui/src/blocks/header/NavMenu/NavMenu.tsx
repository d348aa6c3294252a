import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { ChevronDown, Crown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import {
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { Badge } from '../../../primitives/Badge/Badge';
import { Link } from '../../../primitives/Link/Link';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden';
import type { GameTileItem } from '../../games/GameTile/GameTile';
import type { ShellAction } from '../../shell/actions';
import { CategoryPanel } from './CategoryPanel';
import { MorePanel } from './MorePanel';
import * as styles from './NavMenu.css';
import { type NavCategory, type NavMenuLabels, type NavVendorGames, showsVendor } from './navModel';
import { overflowingEntries } from './priorityPlus';

export type { NavCategory, NavCategoryKind, NavMenuLabels, NavVendor, NavVendorGames } from './navModel';

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

type LinkKind = 'home' | 'promotions' | 'rewards' | 'vip';
type LinkEntry = { key: LinkKind; kind: LinkKind };
/** An entry of the bar, in the order shown. */
type NavEntry = LinkEntry | { key: `category:${string}`; kind: 'category'; category: NavCategory };

/**
 * What stays in the bar longest when it is short of room (higher stays
 * longer): Promotions, Rewards and VIP carry the player's money and status;
 * Home also sits behind the logo; game categories go first, from the end.
 */
const priorityOf = (entry: NavEntry) => (entry.kind === 'category' ? 0 : entry.kind === 'home' ? 1 : 2);

/** The Radix value of the "More" entry (category ids are the platform's upper-case codes). */
const moreValue = 'more';

/** Sub-pixel rounding between the measuring row and the bar must never cut an entry. */
const roundingSlack = 1;

function pathOf(href: string | undefined): string {
  if (!href) return '';
  const path = href.split(/[?#]/)[0] ?? '';
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

const sameKeys = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((key, index) => key === b[index]);

/**
 * The header navigation: Home, the game categories with a dropdown
 * of their vendors (and, for game categories, the hovered or focused vendor's
 * paged games with Play and Free trial), Promotions, Rewards with the count of
 * available promotions, and the VIP rank. Opens on hover and by keyboard;
 * desktop only (the side menu navigates below 1024 px).
 *
 * Priority plus: the entries that do not fit the bar move into a "More"
 * entry at its end, game categories first (from the end), Promotions,
 * Rewards and VIP last. Every entry is measured on its own in a hidden row,
 * so the bar knows what fits without drawing it first; it fits again when
 * the room (the balance, the window) or an entry's width (the language, the
 * rewards count, the fonts) changes.
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
  // The category "More" last showed.
  const [moreCategoryId, setMoreCategoryId] = useState('');
  // Keys of the entries in "More", in the bar's order.
  const [moved, setMoved] = useState<readonly string[]>([]);
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const list = useRef<HTMLUListElement>(null);
  const replicas = useRef(new Map<string, HTMLElement>());
  const moreReplica = useRef<HTMLSpanElement>(null);
  const current = pathOf(currentHref);
  const isCurrent = (href: string) => current !== '' && pathOf(href) === current;

  const entries: NavEntry[] = [
    { key: 'home', kind: 'home' },
    ...categories.map((category): NavEntry => ({ key: `category:${category.id}`, kind: 'category', category })),
    { key: 'promotions', kind: 'promotions' },
    { key: 'rewards', kind: 'rewards' },
    { key: 'vip', kind: 'vip' },
  ];
  const isMoved = (entry: NavEntry) => moved.includes(entry.key);
  const inBar = entries.filter((entry) => !isMoved(entry));
  const inMore = entries.filter(isMoved);
  const categoriesInMore = inMore.flatMap((entry) => (entry.kind === 'category' ? [entry.category] : []));
  const moreCategory =
    categoriesInMore.find((category) => category.id === moreCategoryId) ?? categoriesInMore[0] ?? null;

  /** Measures the room and every entry, and moves into "More" what does not fit. */
  const fitEntries = useEffectEvent((commit: (update: () => void) => void) => {
    const row = list.current;
    const more = moreReplica.current;
    // Not laid out (below 1024 px the bar hides the navigation): nothing to fit.
    if (!row || !more || row.getClientRects().length === 0) return;
    const style = getComputedStyle(row);
    const padding = Number.parseFloat(style.paddingInlineStart) + Number.parseFloat(style.paddingInlineEnd);
    const next = overflowingEntries(
      entries.map((entry) => ({
        key: entry.key,
        width: replicas.current.get(entry.key)?.getBoundingClientRect().width ?? 0,
        priority: priorityOf(entry),
      })),
      {
        available: row.getBoundingClientRect().width - padding - roundingSlack,
        moreWidth: more.getBoundingClientRect().width,
        gap: Number.parseFloat(style.columnGap) || 0,
      },
    );
    if (!sameKeys(next, moved)) commit(() => setMoved(next));
  });

  const entryKeys = entries.map((entry) => entry.key).join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the entries' keys say which measuring spans to observe
  useLayoutEffect(() => {
    // Before the first paint (a state update in a layout effect renders at once)…
    fitEntries((update) => update());
    const row = list.current;
    if (!row || typeof ResizeObserver === 'undefined') return;
    // …and again whenever the room or an entry's width changes, in the same
    // frame: the bar never shows entries it has no room for.
    const observer = new ResizeObserver(() => fitEntries(flushSync));
    observer.observe(row);
    for (const replica of replicas.current.values()) observer.observe(replica);
    if (moreReplica.current) observer.observe(moreReplica.current);
    return () => observer.disconnect();
  }, [entryKeys]);

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

  /** A games category came on screen: load its vendor's games. */
  const showCategory = (category: NavCategory | null | undefined) => {
    if (category?.kind !== 'games') return;
    const vendorId = activeVendorOf(category);
    if (vendorId) showVendor(category, vendorId);
  };

  // What is open, if it is still in the bar (a resize can move an open entry into "More").
  const shownValue =
    openId === moreValue
      ? inMore.length > 0
        ? openId
        : ''
      : inBar.some((entry) => entry.kind === 'category' && entry.category.id === openId)
        ? openId
        : '';

  // Radix parks a focus proxy after the open trigger (it forwards Tab into the
  // dropdown) and hides it with aria-hidden, which makes an aria-hidden element
  // focusable (radix-ui/primitives#3085). It is empty and hands focus on at
  // once, so it can simply stay in the accessibility tree.
  useLayoutEffect(() => {
    if (!shownValue) return;
    const proxy = triggers.current.get(shownValue)?.nextElementSibling;
    if (proxy?.getAttribute('tabindex') === '0') proxy.removeAttribute('aria-hidden');
  }, [shownValue]);

  const handleValueChange = (value: string) => {
    setOpenId(value);
    showCategory(value === moreValue ? moreCategory : categories.find((candidate) => candidate.id === value));
  };

  const selectInMore = (categoryId: string) => {
    setMoreCategoryId(categoryId);
    showCategory(categoriesInMore.find((category) => category.id === categoryId));
  };

  /** After Play or Free trial: close, with focus back on the entry that opened (a login popup may open next). */
  const closeFrom = (value: string) => {
    triggers.current.get(value)?.focus();
    setOpenId('');
  };

  const trigger = (value: string) => (node: HTMLButtonElement | null) => {
    if (node) triggers.current.set(value, node);
    else triggers.current.delete(value);
  };

  const text: NavMenuLabels = {
    home: labels?.home ?? t('header.nav.home'),
    promotions: labels?.promotions ?? t('header.nav.promotions'),
    rewards: labels?.rewards ?? t('header.nav.rewards'),
    vip: labels?.vip ?? t('header.nav.vip'),
  };
  const showRewardsCount = loggedIn && rewardsCount > 0;
  const rank = rankLabel?.trim() ? rankLabel.trim() : null;
  const rewardsBadge = showRewardsCount ? (
    <Badge count={rewardsCount} label={t('header.nav.rewardsCount', { count: rewardsCount })} />
  ) : null;

  /** What an entry shows: the same in the bar, in "More" and in the measuring row. */
  const face = (entry: NavEntry): ReactNode => {
    switch (entry.kind) {
      case 'home':
        return text.home;
      case 'category':
        return (
          <>
            {entry.category.label}
            <ChevronDown aria-hidden size={16} className={styles.chevron} />
          </>
        );
      case 'promotions':
        return text.promotions;
      case 'rewards':
        return (
          <>
            {text.rewards}
            {rewardsBadge}
          </>
        );
      case 'vip':
        return (
          <>
            <Crown aria-hidden size={16} className={styles.crown} />
            <span aria-hidden>{text.vip}</span>
            <Badge tone="neutral" aria-hidden>
              {rank ?? '--'}
            </Badge>
            <VisuallyHidden>{rank ? t('header.nav.vipRank', { rank }) : t('header.nav.noRank')}</VisuallyHidden>
          </>
        );
    }
  };
  const moreFace = (badge: ReactNode) => (
    <>
      {t('header.nav.more')}
      {badge}
      <ChevronDown aria-hidden size={16} className={styles.chevron} />
    </>
  );

  /** Home, Promotions, Rewards and VIP: links (Rewards opens a panel), in the bar or in "More". */
  const linkOf = (entry: LinkEntry) => {
    const href = entry.kind === 'home' ? homeHref : entry.kind === 'promotions' ? promotionsHref : vipHref;
    return (
      <NavigationMenu.Link asChild active={entry.kind === 'rewards' ? undefined : isCurrent(href)}>
        {entry.kind === 'rewards' ? (
          <button type="button" className={styles.entry} onClick={() => onAction('rewards')}>
            {face(entry)}
          </button>
        ) : (
          <Link href={href} className={styles.entry}>
            {face(entry)}
          </Link>
        )}
      </NavigationMenu.Link>
    );
  };

  const panelOf = (category: NavCategory, openedBy: string) => (
    <CategoryPanel
      category={category}
      current={isCurrent(category.href)}
      activeVendorId={activeVendorOf(category)}
      vendorGames={vendorGames}
      onShowVendor={(vendorId) => showVendor(category, vendorId)}
      onPageChange={onGamesPageChange}
      onRetry={onGamesRetry}
      onLaunch={(vendorId) => onLaunchVendor(category.id, vendorId)}
      onPlay={(game: GameTileItem) => {
        onPlay(game);
        closeFrom(openedBy);
      }}
      onFreeTrial={(game: GameTileItem) => {
        onFreeTrial(game);
        closeFrom(openedBy);
      }}
    />
  );

  const currentInMore = inMore.some((entry) =>
    entry.kind === 'category'
      ? isCurrent(entry.category.href)
      : entry.kind !== 'rewards' &&
        isCurrent(entry.kind === 'home' ? homeHref : entry.kind === 'promotions' ? promotionsHref : vipHref),
  );

  return (
    <NavigationMenu.Root
      value={shownValue}
      onValueChange={handleValueChange}
      aria-label={ariaLabel ?? t('header.nav.label')}
      className={clsx(styles.root, className)}
      {...rest}
    >
      <NavigationMenu.List ref={list} className={styles.list}>
        {inBar.map((entry) =>
          entry.kind === 'category' ? (
            <NavigationMenu.Item key={entry.key} value={entry.category.id} className={styles.item}>
              <NavigationMenu.Trigger
                className={styles.entry}
                aria-current={isCurrent(entry.category.href) ? 'page' : undefined}
                ref={trigger(entry.category.id)}
              >
                {face(entry)}
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className={styles.content}>
                {panelOf(entry.category, entry.category.id)}
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={entry.key} className={styles.item}>
              {linkOf(entry)}
            </NavigationMenu.Item>
          ),
        )}

        {inMore.length > 0 ? (
          <NavigationMenu.Item value={moreValue} className={styles.item}>
            <NavigationMenu.Trigger
              className={styles.entry}
              data-current={currentInMore ? '' : undefined}
              ref={trigger(moreValue)}
            >
              {moreFace(inMore.some((entry) => entry.kind === 'rewards') ? rewardsBadge : null)}
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className={styles.content}>
              <MorePanel
                categories={categoriesInMore}
                selectedId={moreCategory?.id}
                isCurrent={(category) => isCurrent(category.href)}
                onSelect={selectInMore}
                links={inMore.flatMap((entry) =>
                  entry.kind === 'category' ? [] : [<li key={entry.key}>{linkOf(entry)}</li>],
                )}
              >
                {moreCategory ? panelOf(moreCategory, moreValue) : null}
              </MorePanel>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ) : null}
      </NavigationMenu.List>

      <div className={styles.viewportAnchor}>
        <NavigationMenu.Viewport className={styles.viewport} />
      </div>

      {/* Every entry as drawn on its own, out of sight and out of reach: what the bar fits. */}
      <div className={styles.measure} aria-hidden inert>
        <div className={styles.measureRow}>
          {entries.map((entry) => (
            <span
              key={entry.key}
              className={styles.entry}
              ref={(node) => {
                if (node) replicas.current.set(entry.key, node);
                else replicas.current.delete(entry.key);
              }}
            >
              {face(entry)}
            </span>
          ))}
          {/* The widest "More": with the rewards count, in case Rewards moves into it. */}
          <span ref={moreReplica} className={styles.entry}>
            {moreFace(rewardsBadge)}
          </span>
        </div>
      </div>
    </NavigationMenu.Root>
  );
}
