import { type GameVendors, getGameList, getGameVendors } from '@lobby/api';
import { useTranslation } from '@lobby/i18n';
import { type CategoryCode, ESPORTS_VENDORS, getCatalogue } from '@lobby/mocks';
import {
  categoriesOf,
  labelledCategoriesOf,
  menuGamesPageSize,
  menuVendorGamesOf,
  navCategoriesOf,
  type ShellCategory,
  type VendorSelection,
} from '@lobby/view-models';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { expectEveryNavEntryReachable } from '../../../stories/navFit';
import { storyPlatform } from '../../../stories/platform';
import type { GameTileItem } from '../../games/GameTile/GameTile';
import { type NavCategory, NavMenu, type NavMenuProps, type NavVendorGames } from './NavMenu';

// ---- fixtures: the sandbox catalogue (fixed seed), mapped as the site's container maps it ----

const catalogue = getCatalogue();

/** Category names as the site's translations give them (the views take them translated). */
const englishLabels: Record<ShellCategory['id'], string> = {
  SPORTS: 'Sports',
  ESPORTS: 'E-sports',
  LIVE: 'Live Casino',
  RNG: 'Slots',
  FISH: 'Fishing',
  PVP: 'Card Games',
  LOTTERY: 'Lottery',
};

/** The site's mapping of a vendor list (`@lobby/view-models`), with the names given. */
const navCategoriesIn = (vendors: GameVendors, labels: Record<ShellCategory['id'], string>): NavCategory[] =>
  navCategoriesOf(
    categoriesOf(vendors, ESPORTS_VENDORS).map((category) => ({ ...category, label: labels[category.id] })),
  );

/** The catalogue's vendor list in the platform's shape, without a network call. */
const catalogueVendors: GameVendors = {
  data: {
    lanes: (['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT'] as const).map((title) => ({
      title,
      cards: catalogue.vendors
        .filter((vendor) => vendor.gameType === title)
        .map((vendor) => ({
          vassalage: vendor.vassalage,
          displayName: vendor.displayName,
          smallIcon: vendor.smallIcon,
          isHot: vendor.isHot === 1,
        })),
    })),
  },
};
const categories = navCategoriesIn(catalogueVendors, englishLabels);

function catalogueGames(categoryId: string, vendorId: string): GameTileItem[] {
  return (catalogue.index.gamesByVendor.get(vendorId) ?? [])
    .filter((game) => game.category === (categoryId as CategoryCode))
    .map((game) => ({
      id: String(game.nodeId),
      name: game.gameName,
      iconUrl: game.showIcon,
      hot: game.isHot === 1,
      freeTrial: game.supportPlay === 0,
    }));
}

/** Pages of the header grid, sized as the site sizes them: 21, then 18. */
function pageOf(games: readonly GameTileItem[], page: number) {
  const first = menuGamesPageSize(1);
  const next = menuGamesPageSize(2);
  const start = page === 1 ? 0 : first + (page - 2) * next;
  return {
    games: games.slice(start, start + menuGamesPageSize(page)),
    pageCount: games.length <= first ? 1 : 1 + Math.ceil((games.length - first) / next),
  };
}

const ppSlots = catalogueGames('RNG', 'PP');
const firstTrialGame = pageOf(ppSlots, 1).games.find((game) => game.freeTrial)!;

type Respond = 'ready' | 'loading' | 'error' | 'empty';

interface HarnessProps extends NavMenuProps {
  /** How the stand-in container answers a vendor's games. */
  respond?: Respond;
}

/** A stand-in for the site's header container: answers vendor and page requests from the catalogue. */
function MenuHarness({ respond = 'ready', onVendorFocus, onGamesPageChange, onGamesRetry, ...props }: HarnessProps) {
  const [vendorGames, setVendorGames] = useState<NavVendorGames | null>(null);
  const failed = useRef(respond === 'error');
  const load = (categoryId: string, vendorId: string, page: number) => {
    const status = respond === 'loading' ? 'loading' : failed.current ? 'error' : 'ready';
    const all = respond === 'empty' ? [] : catalogueGames(categoryId, vendorId);
    const { games, pageCount } = pageOf(all, page);
    setVendorGames({ categoryId, vendorId, status, games: status === 'ready' ? games : [], page, pageCount });
  };
  return (
    <NavMenu
      {...props}
      vendorGames={vendorGames}
      onVendorFocus={(categoryId, vendorId) => {
        onVendorFocus(categoryId, vendorId);
        load(categoryId, vendorId, 1);
      }}
      onGamesPageChange={(page) => {
        onGamesPageChange(page);
        if (vendorGames?.categoryId) load(vendorGames.categoryId, vendorGames.vendorId, page);
      }}
      onGamesRetry={() => {
        onGamesRetry?.();
        failed.current = false;
        if (vendorGames?.categoryId) load(vendorGames.categoryId, vendorGames.vendorId, vendorGames.page);
      }}
    />
  );
}

/** The top bar the menu sits in: positioned, so the dropdown spans it right underneath. */
const inTopBar: Decorator = (Story) => (
  <div style={{ minHeight: 760 }}>
    <div
      style={{
        position: 'relative',
        display: 'flex',
        alignItems: 'center',
        height: 64,
        paddingInline: 16,
        background: 'var(--lobby-color-surface-raised)',
        borderBottom: '1px solid var(--lobby-color-border-subtle)',
      }}
    >
      {Story()}
    </div>
  </div>
);

const meta = {
  title: 'Blocks/Header/NavMenu',
  component: NavMenu,
  args: {
    categories,
    currentHref: '/index',
    loggedIn: false,
    rewardsCount: 0,
    rankLabel: null,
    onVendorFocus: fn(),
    onGamesPageChange: fn(),
    onGamesRetry: fn(),
    onLaunchVendor: fn(),
    onPlay: fn(),
    onFreeTrial: fn(),
    onAction: fn(),
  },
  argTypes: { categories: { control: false }, vendorGames: { control: false } },
  render: (args) => <MenuHarness {...args} />,
  decorators: [inTopBar],
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The header navigation, built on Radix NavigationMenu: Home, one entry per game category the container passes (categories with vendors, in its order), Promotions, Rewards (with the count of available promotions for a logged-in player) and VIP with the rank label or \"--\". A category opens on hover (after a short delay) or with Enter/Space, and ArrowDown moves into it; Escape closes it and returns focus. `games` categories list their vendors as tabs beside the hovered or focused vendor's games, paged (21, then 18: the container sizes pages) with Play and, where offered, Free trial; `launch` categories (sports, e-sports, lotteries) launch a vendor when it is chosen. The dropdown is not portalled: it spans the nearest positioned ancestor (the sticky top bar) right under it. Priority plus: the nav takes the room it is given and never scrolls; entries without room move into a More entry at the end (game categories first, from the end, then Home; Promotions, Rewards and VIP last), measured in a hidden row and refitted whenever the room or an entry's width changes (window, balance, language, rewards count). More opens like a category: the entries it holds in a row (categories as tabs, selection following focus and a resting pointer), the selected category's own dropdown below, and the rewards count on its trigger when Rewards is inside. Desktop only: below 1024 px the nav is not rendered (the side menu navigates).",
      },
    },
  },
} satisfies Meta<HarnessProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const tabsOf = (element: HTMLElement) => within(element).getAllByRole('tab');

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'VIP rank: none yet' })).toHaveTextContent('--');
    // Visitors see no rewards count.
    await expect(within(nav).getByRole('button', { name: 'Rewards' })).toBeVisible();

    // Pointer: hovering Slots opens it after a short delay, with the first vendor's games.
    const slots = canvas.getByRole('button', { name: 'Slots' });
    await userEvent.hover(slots);
    const vendors = await canvas.findByRole('tablist', { name: 'Slots providers' });
    await waitFor(() => expect(slots).toHaveAttribute('aria-expanded', 'true'));
    await expect(args.onVendorFocus).toHaveBeenCalledWith('RNG', 'PP');
    await expect(tabsOf(vendors)[0]).toHaveAttribute('aria-selected', 'true');
    const grid = await canvas.findByRole('list', { name: 'PP Slots games' });
    await expect(grid.children).toHaveLength(21);

    // Resting on another vendor shows its games.
    await userEvent.hover(within(vendors).getByRole('tab', { name: 'JILI Slots HOT' }));
    await waitFor(() => expect(args.onVendorFocus).toHaveBeenLastCalledWith('RNG', 'JILI'));
    const jili = await canvas.findByRole('list', { name: 'JILI Slots games' });
    await waitFor(() => expect(jili).toBeVisible());

    // Play launches and closes the menu.
    const game = catalogueGames('RNG', 'JILI')[0]!;
    await userEvent.click(canvas.getByRole('button', { name: `Play ${game.name}` }));
    await expect(args.onPlay).toHaveBeenCalledWith(game);
    await waitFor(() => expect(canvas.queryByRole('tablist')).not.toBeInTheDocument());
    await expect(slots).toHaveFocus();
  },
};

export const Keyboard: Story = {
  play: async ({ canvas, userEvent, args }) => {
    // Tab reaches the bar; arrow keys move along it.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sports' })).toHaveFocus());
    // Sports, E-sports, Live Casino, Slots.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    const slots = canvas.getByRole('button', { name: 'Slots' });
    await waitFor(() => expect(slots).toHaveFocus());

    // Enter opens, ArrowDown moves in: the first vendor is focused and selected.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(slots).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{ArrowDown}');
    const vendors = canvas.getByRole('tablist', { name: 'Slots providers' });
    await waitFor(() => expect(tabsOf(vendors)[0]).toHaveFocus());
    await expect(args.onVendorFocus).toHaveBeenCalledWith('RNG', 'PP');

    // Down to the next vendor: its games follow the focus.
    await userEvent.keyboard('{ArrowDown}');
    await expect(tabsOf(vendors)[1]).toHaveFocus();
    await expect(tabsOf(vendors)[1]).toHaveAttribute('aria-selected', 'true');
    await expect(args.onVendorFocus).toHaveBeenLastCalledWith('RNG', 'JILI');
    await expect(canvas.getByRole('list', { name: 'JILI Slots games' }).children).toHaveLength(21);

    // Tab goes on to "All Slots", then into the games.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'All Slots' })).toHaveFocus();
    await userEvent.tab();
    const first = catalogueGames('RNG', 'JILI')[0]!;
    await expect(canvas.getByRole('button', { name: `Play ${first.name}` })).toHaveFocus();

    // Escape closes and gives focus back to the category.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('tablist')).not.toBeInTheDocument());
    await expect(slots).toHaveFocus();
    await expect(slots).toHaveAttribute('aria-expanded', 'false');

    // Reopening shows the vendor chosen last.
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'JILI Slots HOT' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
  },
};

export const PagingAndFreeTrial: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Slots' }));
    const grid = () => canvas.getByRole('list', { name: 'PP Slots games' });
    await waitFor(() => expect(grid().children).toHaveLength(21));

    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onGamesPageChange).toHaveBeenCalledWith(2);
    await waitFor(() => expect(grid().children).toHaveLength(18));
    await expect(canvas.getByRole('button', { name: `Play ${ppSlots[21]!.name}` })).toBeInTheDocument();

    await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
    await waitFor(() => expect(grid().children).toHaveLength(21));
    await userEvent.click(canvas.getByRole('button', { name: `Free trial ${firstTrialGame.name}` }));
    await expect(args.onFreeTrial).toHaveBeenCalledWith(firstTrialGame);
    await waitFor(() => expect(canvas.queryByRole('tablist')).not.toBeInTheDocument());
  },
};

export const LaunchCategory: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const sports = canvas.getByRole('button', { name: 'Sports' });
    // Keyboard: open, move in, arrow to the second sportsbook, choose it.
    sports.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sports).toHaveAttribute('aria-expanded', 'true'));
    const books = canvas.getByRole('list', { name: 'Sports providers' });
    await expect(
      within(books)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['SABA SportsHOT', 'CMD368', 'BTi Sports', 'Pinnacle', 'SBOBET']);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(books).getAllByRole('button')[0]).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(books).getByRole('button', { name: 'CMD368' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onLaunchVendor).toHaveBeenCalledWith('SPORTS', 'CMD');
    await waitFor(() => expect(sports).toHaveAttribute('aria-expanded', 'false'));
    await expect(sports).toHaveFocus();
    // Launch categories never ask for games.
    await expect(args.onVendorFocus).not.toHaveBeenCalled();

    // Pointer: hovering opens Lottery (a click would toggle it shut again, as in Radix).
    const lottery = canvas.getByRole('button', { name: 'Lottery' });
    await userEvent.hover(lottery);
    await waitFor(() => expect(lottery).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.click(await canvas.findByRole('button', { name: 'VN Lottery HOT' }));
    await expect(args.onLaunchVendor).toHaveBeenLastCalledWith('LOTTERY', 'TCGVN');
  },
};

export const LiveTables: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Live Casino' }));
    const grid = await canvas.findByRole('list', { name: 'Evolution games' });
    const art = grid.querySelector('[data-aspect="landscape"] > div') as HTMLElement;
    const box = art.getBoundingClientRect();
    await expect(box.width / box.height).toBeCloseTo(4 / 3, 1);
  },
};

export const LoggedIn: Story = {
  args: { loggedIn: true, rewardsCount: 3, rankLabel: 'Silver', currentHref: '/vip' },
  play: async ({ canvas, userEvent, args }) => {
    const rewards = canvas.getByRole('button', { name: 'Rewards 3 promotions available' });
    await userEvent.click(rewards);
    await expect(args.onAction).toHaveBeenCalledWith('rewards');
    const vip = canvas.getByRole('link', { name: 'VIP rank: Silver' });
    await expect(vip).toHaveAttribute('aria-current', 'page');
    await expect(vip).toHaveTextContent('Silver');
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  },
};

export const RewardsCountOnlyWhenLoggedIn: Story = {
  args: { loggedIn: false, rewardsCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Rewards' })).not.toHaveTextContent('3');
  },
};

export const CurrentCategory: Story = {
  args: { currentHref: '/rng?page=PP' },
  play: async ({ canvas, userEvent }) => {
    const slots = canvas.getByRole('button', { name: 'Slots' });
    await expect(slots).toHaveAttribute('aria-current', 'page');
    await userEvent.click(slots);
    await expect(await canvas.findByRole('link', { name: 'All Slots' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LoadingGames: Story = {
  args: { respond: 'loading' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Fishing' }));
    const panel = await canvas.findByRole('tabpanel');
    await expect(within(panel).getByRole('status')).toHaveTextContent('Loading games…');
    // Placeholders for a first page of 21, and the page count kept in place.
    await expect(panel.querySelectorAll('ul[aria-hidden="true"] > li')).toHaveLength(21);
  },
};

export const GamesErrorAndRetry: Story = {
  args: { respond: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Card Games' }));
    const alert = await canvas.findByRole('alert');
    await waitFor(() => expect(alert).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onGamesRetry).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('list', { name: 'Kingmaker games' })).toBeInTheDocument();
  },
};

export const VendorWithoutGames: Story = {
  args: { respond: 'empty' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Slots' }));
    const panel = await canvas.findByRole('tabpanel');
    await waitFor(() => expect(within(panel).getByText('No data')).toBeVisible());
  },
};

export const CategoryWithoutVendors: Story = {
  args: { categories: [{ id: 'RNG', label: 'Slots', href: '/rng', kind: 'games', vendors: [] }] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Slots' }));
    const message = await canvas.findByText('No providers in this category yet');
    await waitFor(() => expect(message).toBeVisible());
    await expect(canvas.getByRole('link', { name: 'All Slots' })).toHaveAttribute('href', '/rng');
    await expect(args.onVendorFocus).not.toHaveBeenCalled();
  },
};

export const LongNames: Story = {
  args: {
    rankLabel: 'Diamond Elite Platinum',
    categories: [
      {
        id: 'RNG',
        label: 'Slots',
        href: '/rng',
        kind: 'games',
        vendors: [
          { id: 'PP', name: 'Pragmatic Play Slots and Jackpots Megaways', hot: true },
          { id: 'JILI', name: 'JILI Slots' },
        ],
      },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Slots' }));
    const tab = await canvas.findByRole('tab', { name: /Pragmatic Play Slots/ });
    // The vendor name is cut with an ellipsis rather than widening the column.
    const name = within(tab).getByText('Pragmatic Play Slots and Jackpots Megaways');
    await expect(name.scrollWidth).toBeGreaterThan(name.clientWidth);
  },
};

/** Category names come translated from the container. */
const chineseLabels: Record<ShellCategory['id'], string> = {
  SPORTS: '体育',
  ESPORTS: '电竞',
  LIVE: '真人视讯',
  RNG: '电子游戏',
  FISH: '捕鱼',
  PVP: '棋牌',
  LOTTERY: '彩票',
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  args: {
    loggedIn: true,
    rewardsCount: 12,
    rankLabel: '白银',
    categories: navCategoriesIn(catalogueVendors, chineseLabels),
  },
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    await expect(within(nav).getByRole('link', { name: '首页' })).toBeVisible();
    await expect(within(nav).getByRole('button', { name: '奖励中心 12 个可领取的优惠' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'VIP 等级：白银' })).toBeVisible();
    await userEvent.click(within(nav).getByRole('button', { name: '电子游戏' }));
    const vendors = await canvas.findByRole('tablist', { name: '电子游戏游戏厂商' });
    await waitFor(() => expect(vendors).toBeVisible());
    await expect(canvas.getByRole('link', { name: '全部电子游戏' })).toBeVisible();
  },
};

/** A bar of a given width inside the top bar (the balance and shortcuts take the rest on a real one). */
const barWidth =
  (width: number): Decorator =>
  (Story) => (
    <div data-bar-width="" style={{ width }}>
      {Story()}
    </div>
  );

/** The entry list drawn in the bar (not the "More" dropdown's). */
const barOf = (canvasElement: HTMLElement) => canvasElement.querySelector('nav > div > ul') as HTMLUListElement;

const englishEntries = ['Home', ...categories.map((category) => category.label), 'Promotions', /^Rewards/, /^VIP rank/];

export const NarrowBar: Story = {
  args: { loggedIn: true, rewardsCount: 2, rankLabel: 'Gold' },
  decorators: [barWidth(560)],
  play: async ({ canvas, userEvent, canvasElement, args }) => {
    // Too many entries for the room: the game categories wait in More, and nothing scrolls sideways.
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const inMore = await expectEveryNavEntryReachable({ nav, entries: englishEntries, more: 'More', userEvent });
    await expect(inMore).toEqual(categories.map((category) => category.label));
    const bar = within(barOf(canvasElement));
    await expect(bar.getByRole('button', { name: 'Rewards 2 promotions available' })).toBeVisible();
    await expect(bar.getByRole('link', { name: 'VIP rank: Gold' })).toBeVisible();
    // Entries keep their order; More comes last.
    await expect(
      bar.getAllByRole('listitem').map((item) => item.firstElementChild?.getAttribute('href') ?? item.textContent),
    ).toEqual(['/index', '/promotions', 'Rewards22 promotions available', '/vip', 'More']);

    // Rewards is still one click away.
    await userEvent.click(bar.getByRole('button', { name: /^Rewards/ }));
    await expect(args.onAction).toHaveBeenCalledWith('rewards');
  },
};

export const MoreShowsTheCategoryDropdown: Story = {
  decorators: [barWidth(700)],
  play: async ({ canvas, userEvent, canvasElement, args }) => {
    const bar = within(barOf(canvasElement));
    // Categories move from the end: the first ones stay in the bar.
    await expect(bar.getByRole('button', { name: 'Sports' })).toBeVisible();
    await expect(bar.queryByRole('button', { name: 'Lottery' })).not.toBeInTheDocument();

    // Hovering More opens it like any category, on the first category it holds.
    const more = bar.getByRole('button', { name: 'More' });
    await userEvent.hover(more);
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'true'));
    const held = await canvas.findByRole('tablist', { name: 'More game categories' });
    const tabs = within(held).getAllByRole('tab');
    await expect(tabs.map((tab) => tab.textContent)).toEqual(
      categories.slice(categories.length - tabs.length).map((category) => category.label),
    );
    await expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    // Resting on Slots shows its own dropdown: the vendors and the first vendor's games, as in the bar.
    await userEvent.hover(within(held).getByRole('tab', { name: 'Slots' }));
    const vendors = await canvas.findByRole('tablist', { name: 'Slots providers' });
    await waitFor(() =>
      expect(within(held).getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(args.onVendorFocus).toHaveBeenLastCalledWith('RNG', 'PP');
    await expect(within(vendors).getAllByRole('tab')[0]).toHaveAttribute('aria-selected', 'true');
    const grid = await canvas.findByRole('list', { name: 'PP Slots games' });
    await expect(grid.children).toHaveLength(21);
    await expect(canvas.getByRole('link', { name: 'All Slots' })).toHaveAttribute('href', '/rng');

    // Play launches and closes More, with focus back on it.
    const game = catalogueGames('RNG', 'PP')[0]!;
    await userEvent.click(canvas.getByRole('button', { name: `Play ${game.name}` }));
    await expect(args.onPlay).toHaveBeenCalledWith(game);
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'false'));
    await expect(more).toHaveFocus();
  },
};

export const MoreByKeyboard: Story = {
  decorators: [barWidth(700)],
  play: async ({ canvas, userEvent, canvasElement, args }) => {
    const bar = within(barOf(canvasElement));
    // Tab reaches the bar; End goes to its last entry, More.
    await userEvent.tab();
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    const more = bar.getByRole('button', { name: 'More' });
    await waitFor(() => expect(more).toHaveFocus());

    // Enter opens, ArrowDown moves in: the selected category has focus.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{ArrowDown}');
    const held = canvas.getByRole('tablist', { name: 'More game categories' });
    const tabs = within(held).getAllByRole('tab');
    await waitFor(() => expect(tabs[0]).toHaveFocus());

    // Arrows move between the categories, and the dropdown follows.
    await userEvent.keyboard('{End}');
    const lottery = within(held).getByRole('tab', { name: 'Lottery' });
    await expect(lottery).toHaveFocus();
    await expect(lottery).toHaveAttribute('aria-selected', 'true');
    const lotteries = canvas.getByRole('list', { name: 'Lottery providers' });
    await userEvent.keyboard('{ArrowLeft}');
    await expect(within(held).getByRole('tab', { name: 'Card Games' })).toHaveAttribute('aria-selected', 'true');
    await expect(lotteries).not.toBeInTheDocument();
    const cardGames = categories.find((category) => category.id === 'PVP')!;
    await expect(args.onVendorFocus).toHaveBeenLastCalledWith('PVP', cardGames.vendors[0]!.id);
    await userEvent.keyboard('{End}');

    // Tab goes on into the category's dropdown; choosing a lottery launches it and closes More.
    await userEvent.tab();
    const books = canvas.getByRole('list', { name: 'Lottery providers' });
    await expect(within(books).getAllByRole('button')[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const firstLottery = categories.find((category) => category.id === 'LOTTERY')!.vendors[0]!;
    await expect(args.onLaunchVendor).toHaveBeenCalledWith('LOTTERY', firstLottery.id);
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'false'));
    await expect(more).toHaveFocus();

    // Escape closes without choosing.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'false'));
    await expect(more).toHaveFocus();
  },
};

export const RewardsInMore: Story = {
  args: { loggedIn: true, rewardsCount: 3, rankLabel: 'Silver', currentHref: '/vip' },
  decorators: [barWidth(300)],
  play: async ({ canvas, userEvent, canvasElement, args }) => {
    const bar = within(barOf(canvasElement));
    // Only Promotions stays beside More; More shows the count it holds, and says it.
    await expect(bar.getAllByRole('listitem').map((item) => item.firstElementChild?.textContent)).toEqual([
      'Promotions',
      'More33 promotions available',
    ]);
    const more = bar.getByRole('button', { name: 'More 3 promotions available' });
    // The current page (VIP) is inside: More carries the mark under its label.
    await expect(more).toHaveAttribute('data-current');

    await userEvent.click(more);
    const vip = await canvas.findByRole('link', { name: 'VIP rank: Silver' });
    await expect(vip).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/index');
    await userEvent.click(canvas.getByRole('button', { name: 'Rewards 3 promotions available' }));
    await expect(args.onAction).toHaveBeenCalledWith('rewards');
    await waitFor(() => expect(more).toHaveAttribute('aria-expanded', 'false'));
  },
};

export const RefitsWhenTheRoomChanges: Story = {
  args: { loggedIn: true, rewardsCount: 5, rankLabel: 'Gold' },
  globals: { viewport: { value: 'laptopLarge', isRotated: false } },
  decorators: [barWidth(1300)],
  play: async ({ canvas, userEvent, canvasElement }) => {
    const box = canvasElement.querySelector('[data-bar-width]') as HTMLElement;
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const bar = within(barOf(canvasElement));
    const check = () => expectEveryNavEntryReachable({ nav, entries: englishEntries, more: /^More/, userEvent });
    await expect(await check()).toEqual([]);

    // The room shrinks (a wider balance, a narrower window): categories move into More from the end…
    box.style.width = '760px';
    await waitFor(() => expect(bar.getByRole('button', { name: 'More' })).toBeVisible());
    const moved = await check();
    await expect(moved.length).toBeGreaterThan(0);
    await expect(moved).toEqual(categories.slice(categories.length - moved.length).map((category) => category.label));

    // …and come back when it grows.
    box.style.width = '1300px';
    await waitFor(() => expect(bar.queryByRole('button', { name: /^More/ })).not.toBeInTheDocument());
    await expect(await check()).toEqual([]);
  },
};

export const CurrentCategoryInMore: Story = {
  args: { currentHref: '/pvp' },
  decorators: [barWidth(560)],
  play: async ({ canvas, userEvent, canvasElement }) => {
    const more = within(barOf(canvasElement)).getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('data-current');
    await userEvent.click(more);
    const cards = await canvas.findByRole('tab', { name: 'Card Games' });
    await expect(cards).toHaveAttribute('aria-current', 'page');
    await userEvent.click(cards);
    await expect(await canvas.findByRole('link', { name: 'All Card Games' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ChineseInANarrowBar: Story = {
  globals: { locale: 'CN' },
  args: {
    loggedIn: true,
    rewardsCount: 12,
    rankLabel: '白银',
    categories: navCategoriesIn(catalogueVendors, chineseLabels),
  },
  decorators: [barWidth(520)],
  play: async ({ canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    const inMore = await expectEveryNavEntryReachable({
      nav,
      entries: ['首页', ...Object.values(chineseLabels), '优惠活动', /^奖励中心/, /^VIP 等级/],
      more: '更多',
      userEvent,
    });
    await expect(inMore.length).toBeGreaterThan(0);
    // (Radix opens at once on hover right after a close, so a click would toggle it shut: the keyboard opens it.)
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('tablist', { name: '更多游戏分类' })).toBeInTheDocument();
  },
};

/**
 * More left open for the accessibility check (contrast included) in a theme:
 * the rewards count on its trigger, the current page's mark, a selected
 * category and its vendors.
 */
const moreOpenIn = (theme: 'dark' | 'light' | 'aurora'): Story => ({
  globals: { theme },
  args: { loggedIn: true, rewardsCount: 4, rankLabel: 'Gold', currentHref: '/rng' },
  decorators: [barWidth(300)],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const more = within(barOf(canvasElement)).getByRole('button', { name: 'More 4 promotions available' });
    await expect(more).toHaveAttribute('data-current');
    more.focus();
    await userEvent.keyboard('{Enter}');
    const held = await canvas.findByRole('tablist', { name: 'More game categories' });
    await userEvent.click(within(held).getByRole('tab', { name: 'Slots' }));
    await expect(within(held).getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('list', { name: 'PP Slots games' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Rewards 4 promotions available' })).toBeVisible());
  },
});

export const MoreOpenInTheDarkTheme = moreOpenIn('dark');
export const MoreOpenInTheLightTheme = moreOpenIn('light');
export const MoreOpenInTheAuroraTheme = moreOpenIn('aurora');

export const HiddenBelowDesktop: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    // The side menu navigates on phones and tablets.
    const nav = canvasElement.querySelector('nav') as HTMLElement;
    await expect(nav).not.toBeVisible();
  },
};

// ---- driven by the sandbox: the vendor list and a vendor's games through @lobby/api ----

const platform = storyPlatform();

/**
 * Loads a vendor's page through the platform client, as the site's header
 * does, and maps each state of the answer with the site's mapping
 * (`menuVendorGamesOf`: 21 games, then 18, and the page count).
 */
function PlatformMenu(props: NavMenuProps) {
  const [vendorGames, setVendorGames] = useState<NavVendorGames | null>(null);
  const latest = useRef('');
  const load = async (selection: VendorSelection, page: number) => {
    const key = `${selection.categoryId}:${selection.vendorId}:${page}`;
    latest.current = key;
    setVendorGames(menuVendorGamesOf(selection, page, {}));
    try {
      const list = await getGameList(platform.client, {
        vassalage: selection.vendorId,
        gameType: selection.categoryId,
        pageNo: page,
        pageSize: menuGamesPageSize(page),
      });
      if (latest.current === key) setVendorGames(menuVendorGamesOf(selection, page, { data: list }));
    } catch (error) {
      if (latest.current === key) setVendorGames(menuVendorGamesOf(selection, page, { error }));
    }
  };
  return (
    <NavMenu
      {...props}
      vendorGames={vendorGames}
      onVendorFocus={(categoryId, vendorId) => {
        props.onVendorFocus(categoryId, vendorId);
        void load({ categoryId, vendorId }, 1);
      }}
      onGamesPageChange={(page) => {
        props.onGamesPageChange(page);
        if (vendorGames?.categoryId)
          void load({ categoryId: vendorGames.categoryId, vendorId: vendorGames.vendorId }, page);
      }}
    />
  );
}

/** The site's categories, named in the interface language. */
function PlatformCategories({ vendors, ...props }: NavMenuProps & { vendors: GameVendors }) {
  const { t } = useTranslation();
  return <PlatformMenu {...props} categories={navCategoriesOf(labelledCategoriesOf(vendors, ESPORTS_VENDORS, t))} />;
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [async () => ({ vendors: await getGameVendors(platform.client) })],
  render: (args, { loaded }) => <PlatformCategories {...args} vendors={loaded.vendors as GameVendors} />,
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    // Every category of the sandbox has vendors; e-sports are split out of SPORTS, in the site's words.
    await expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Sports', 'E-Sports', 'Live Casino', 'Slots', 'Fishing', 'Card Games', 'Lottery', 'Rewards']);

    await userEvent.click(within(nav).getByRole('button', { name: 'Fishing' }));
    await expect(args.onVendorFocus).toHaveBeenCalledWith('FISH', 'JILI');
    const grid = await canvas.findByRole('list', { name: 'JILI Fishing games' });
    await expect(grid.children).toHaveLength(21);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(canvas.getByRole('list', { name: 'JILI Fishing games' }).children).toHaveLength(8));
  },
};
