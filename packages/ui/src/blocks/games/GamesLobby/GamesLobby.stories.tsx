import { type GameList, type GameVendors, getGameList, getGameVendors } from '@lobby/api';
import { type GameFixture, getCatalogue } from '@lobby/mocks';
import { categoryVendorsOf, gameTileOf, pointRateOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import { formatMoney } from '../../shell/Balance/formatMoney';
import type { GameTileItem } from '../GameTile/GameTile';
import type { VendorStripItem } from '../VendorStrip/VendorStrip';
import { GamesLobby, type GamesLobbyProps, type GamesLobbySort } from './GamesLobby';

// Slots of the sandbox catalogue (fixed seed: the same every run).
const catalogue = getCatalogue();
const tileOf = (game: GameFixture): GameTileItem => ({
  id: String(game.gameId),
  name: game.gameName,
  iconUrl: game.showIcon,
  hot: game.isHot === 1,
  freeTrial: game.supportPlay === 0,
});
const slotGames = catalogue.games.filter((game) => game.category === 'RNG');
const slots = slotGames.map(tileOf);
const vendors: VendorStripItem[] = catalogue.vendors
  .filter((vendor) => vendor.gameType === 'RNG')
  .map((vendor) => ({
    id: vendor.vassalage,
    name: vendor.displayName,
    iconUrl: vendor.smallIcon,
    ...(vendor.isHot === 1 ? { hot: true } : {}),
  }));
const kinds = [
  { id: 'SLOT', label: 'Slots', count: 3391 },
  { id: 'TG', label: 'Table Games', count: 163 },
  { id: 'Crash', label: 'Crash', count: 13 },
];

/** A stand-in for the site's container: search, provider and sort answered at once on the client. */
function FilteringLobby(props: GamesLobbyProps) {
  const [query, setQuery] = useState('');
  const [vendor, setVendor] = useState<string | null>(null);
  const [sort, setSort] = useState<GamesLobbySort>('featured');
  const words = query.normalize('NFKC').toLocaleLowerCase().split(/\s+/).filter(Boolean);
  const shown = slotGames
    .filter(
      (game) =>
        (!vendor || game.vassalage === vendor) && words.every((word) => game.gameName.toLowerCase().includes(word)),
    )
    .map(tileOf);
  if (sort === 'nameAsc') shown.sort((a, b) => a.name.localeCompare(b.name));
  return (
    <GamesLobby
      {...props}
      games={shown}
      resultCount={shown.length}
      query={query}
      onQueryChange={(next) => {
        props.onQueryChange(next);
        setQuery(next);
      }}
      selectedVendor={vendor}
      onSelectVendor={setVendor}
      sort={sort}
      onSortChange={setSort}
      filtered={Boolean(vendor || query)}
      onClearFilters={() => {
        setQuery('');
        setVendor(null);
      }}
    />
  );
}

const meta = {
  title: 'Blocks/Games/GamesLobby',
  component: GamesLobby,
  args: {
    title: 'Slots',
    pointRate: '1.20',
    vendors: vendors.slice(0, 10),
    onSelectVendor: fn(),
    kinds: [],
    onSelectKind: fn(),
    query: '',
    onQueryChange: fn(),
    sort: 'featured',
    onSortChange: fn(),
    resultCount: 12,
    games: slots.slice(0, 12),
    status: 'ready',
    onPlay: fn(),
    onFreeTrial: fn(),
    onRetry: fn(),
    onClearFilters: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'refreshing', 'error'] },
    games: { control: false },
    vendors: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "One games page for /rng, /live, /pvp, /fish, /hot and /fav: the category's heading with the points a bet earns there, its providers (`VendorStrip`), the kinds of the chosen provider's games as toggles, search and sort, the player's recent games, the card tables on the PvP page (`PvpRoomList`) and the games in a `VirtualGameGrid`. The count of what the filters leave is announced as it changes. `gate` shows only a sign-in prompt (a visitor's favourites) or a notice (a switched-off feature). The view holds no filter state: the site keeps it in the address.",
      },
    },
  },
  decorators: [(Story) => <div style={{ padding: '0 1rem' }}>{Story()}</div>],
} satisfies Meta<typeof GamesLobby>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { kinds, selectedKind: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await expect(canvas.getByText('Earn 1.20 points per 1 bet')).toBeVisible();
    await expect(canvas.getByText('12 games')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Table Games/ }));
    await expect(args.onSelectKind).toHaveBeenCalledWith('TG');
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search games' }), 'd');
    await expect(args.onQueryChange).toHaveBeenCalledWith('d');
    await userEvent.click(canvas.getByRole('button', { name: `Play ${slots[0]!.name}` }));
    await expect(args.onPlay).toHaveBeenCalledWith(slots[0]);
  },
};

export const SearchAndFilter: Story = {
  render: (args) => <FilteringLobby {...args} />,
  play: async ({ canvas, userEvent }) => {
    const expected = slotGames.filter((game) => game.gameName.toLowerCase().includes('dragon'));
    // Full-width letters match as typed.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search games' }), 'ｄｒａｇｏｎ');
    await expect(canvas.getByText(`${expected.length} games`)).toBeVisible();
    const grid = canvas.getByRole('grid', { name: 'Slots games' });
    for (const button of within(grid).getAllByRole('button', { name: /^Play / })) {
      const name = button.getAttribute('aria-label')?.replace(/^Play /, '');
      await expect(expected.some((game) => game.gameName === name)).toBe(true);
    }
    // A provider narrows the found games to its own.
    const vendor = vendors[1]!;
    await userEvent.click(canvas.getByRole('button', { name: new RegExp(`^${vendor.name}`) }));
    const ofVendor = expected.filter((game) => game.vassalage === vendor.id);
    await expect(canvas.getByText(`${ofVendor.length} ${ofVendor.length === 1 ? 'game' : 'games'}`)).toBeVisible();
    // No game of that name at all: the empty state offers to start again.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search games' }), 'zzz');
    await expect(canvas.getByText('No games match')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(canvas.getByText(`${slotGames.length} games`)).toBeVisible();
  },
};

export const ProviderKindsLoading: Story = {
  args: { selectedVendor: vendors[0]!.id, kinds: [], kindsLoading: true },
  play: async ({ canvas }) => {
    // A row of placeholders holds the kinds' place; no toggles until they come.
    await expect(canvas.queryByRole('group', { name: 'Game types' })).toBeNull();
    await expect(canvas.getByRole('button', { name: new RegExp(`^${vendors[0]!.name}`) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const OneKindChosen: Story = {
  args: { kinds: [{ id: 'AC', label: 'Arcade' }], selectedKind: 'AC' },
  play: async ({ canvas, userEvent, args }) => {
    const kindsGroup = canvas.getByRole('group', { name: 'Game types' });
    await expect(within(kindsGroup).getByRole('button', { name: 'Arcade' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(kindsGroup).getByRole('button', { name: 'All' }));
    await expect(args.onSelectKind).toHaveBeenCalledWith(null);
  },
};

export const SortChoice: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Name A–Z' }));
    await expect(args.onSortChange).toHaveBeenCalledWith('nameAsc');
  },
};

export const RecentAndFavourites: Story = {
  args: {
    recent: { games: slots.slice(20, 24), status: 'ready' },
    favoriteIds: new Set([slots[0]!.id]),
    onToggleFavorite: fn(),
  },
  play: async ({ canvas, userEvent, args }) => {
    const recent = canvas.getByRole('region', { name: 'Recently played' });
    await expect(within(recent).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: `Favourite ${slots[0]!.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: `Favourite ${slots[1]!.name}` }));
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(slots[1]);
  },
};

const rooms = catalogue.pvpRooms.slice(0, 4).map((room) => ({
  id: String(room.roomId),
  name: room.roomName,
  gameName: catalogue.index.gameById.get(room.gameId)?.gameName ?? '',
  level: room.level,
  seats: room.maxPlayers,
  minBalance: formatMoney(room.minBalance),
}));

export const CardGamesWithTables: Story = {
  args: {
    title: 'Card Games',
    pointRate: '1.00',
    games: catalogue.games
      .filter((game) => game.category === 'PVP')
      .slice(0, 8)
      .map(tileOf),
    rooms: { rooms, status: 'ready', onJoin: fn() },
  },
  play: async ({ canvas, userEvent, args }) => {
    const tables = canvas.getByRole('region', { name: 'Tables' });
    await userEvent.click(within(tables).getAllByRole('button', { name: /^Join / })[0]!);
    await expect(args.rooms?.onJoin).toHaveBeenCalledWith(rooms[0]);
  },
};

export const HotProviders: Story = {
  args: {
    title: 'Hot Games',
    pointRate: undefined,
    vendorMode: 'open',
    vendors: vendors.filter((vendor) => vendor.hot).slice(0, 3),
  },
  play: async ({ canvas, userEvent, args }) => {
    const first = vendors.filter((vendor) => vendor.hot)[0]!;
    await expect(canvas.queryByText(/points per 1 bet/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `Open the games of ${first.name}` }));
    await expect(args.onSelectVendor).toHaveBeenCalledWith(first.id);
  },
};

const onSignIn = fn();

export const FavouritesOfAVisitor: Story = {
  args: { title: 'Favourites', pointRate: undefined, gate: { kind: 'signIn', onSignIn } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByText('Log in to see your favourites')).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(onSignIn).toHaveBeenCalledTimes(1);
  },
};

export const NoFavouritesYet: Story = {
  args: {
    title: 'Favourites',
    games: [],
    resultCount: 0,
    emptyTitle: 'No favourites yet',
    emptyDescription: 'Mark a game with the heart to keep it here.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No favourites yet')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', games: [], resultCount: undefined, vendors: [], vendorsLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('status')[0]).toHaveTextContent('Loading games…'));
    await expect(canvas.queryByText(/\d games/)).toBeNull();
  },
};

export const NoMatch: Story = {
  args: { games: [], resultCount: 0, filtered: true, query: 'zzz' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('0 games')).toBeVisible();
    await expect(canvas.getByText('No games match')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', games: [], resultCount: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the games');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongNames: Story = {
  args: {
    title: 'Slots of the Ancient Gods and Their Extended Megaways Jackpot Collection',
    games: slots
      .slice(0, 6)
      .map((game, index) => (index === 0 ? { ...game, name: `${game.name} Megaways Deluxe Extended Edition` } : game)),
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const Chinese: Story = {
  args: { title: '老虎机', kinds: [{ id: 'SC', label: '刮刮乐', count: 109 }, ...kinds.slice(0, 1)], resultCount: 12 },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('每投注 1 可获 1.20 积分')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: '搜索游戏' })).toBeVisible();
    await expect(canvas.getByText('12 款游戏')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '全部厂商' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-colcount', '2');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

// The first page of the slots and the providers, from the sandbox through the platform client, mapped as the site does.
const platform = storyPlatform();

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [
    async () => ({
      list: await getGameList(platform.client, { vassalage: '', gameType: 'RNG', pageNo: 1, pageSize: 24 }),
      vendors: await getGameVendors(platform.client),
    }),
  ],
  render: (args, { loaded }) => {
    const list = loaded.list as GameList;
    return (
      <GamesLobby
        {...args}
        pointRate={pointRateOf('RNG', undefined)}
        vendors={categoryVendorsOf(loaded.vendors as GameVendors, 'RNG')}
        games={list.games.map(gameTileOf)}
        resultCount={undefined}
      />
    );
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^PP Slots/ })).toBeVisible();
    await expect(canvas.getByText('Earn 1.20 points per 1 bet')).toBeVisible();
    await waitFor(() => expect(canvas.getAllByRole('gridcell').length).toBeGreaterThan(0));
  },
};
