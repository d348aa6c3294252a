import { getGameList } from '@lobby/api';
import { type GameFixture, getCatalogue } from '@lobby/mocks';
import { gameTileOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type { GameTileItem } from '../GameTile/GameTile';
import { VirtualGameGrid } from './VirtualGameGrid';

// Games of the sandbox catalogue (fixed seed: the same every run).
const catalogue = getCatalogue();
const tileOf = (game: GameFixture): GameTileItem => ({
  id: String(game.gameId),
  name: game.gameName,
  iconUrl: game.showIcon,
  hot: game.isHot === 1,
  freeTrial: game.supportPlay === 0,
});
const slots = catalogue.games.filter((game) => game.category === 'RNG').map(tileOf);
const live = catalogue.games.filter((game) => game.category === 'LIVE').map(tileOf);
/** More than the whole catalogue: the grid has to stay smooth with every game of a category. */
const fiveThousand = [...slots, ...live, ...slots]
  .slice(0, 5000)
  .map((game, index) => ({ ...game, id: `${game.id}-${index}` }));

const meta = {
  title: 'Blocks/Games/VirtualGameGrid',
  component: VirtualGameGrid,
  args: {
    games: slots.slice(0, 10),
    status: 'ready',
    label: 'Slots games',
    onPlay: fn(),
    onFreeTrial: fn(),
    onRetry: fn(),
    emptyTitle: 'No games match',
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'refreshing', 'error'] },
    games: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          "The games pages' grid for any number of games: the first row's art, on the first screen, is fetched first and shown without fading in; only the rows near the screen are rendered (it scrolls with the page, `@tanstack/react-virtual`), so a category of 5,000 stays smooth. Columns follow the grid's own width (2 on a phone up to 8). It is an ARIA grid: one tile is in the Tab order, the arrow keys, Home and End (Ctrl for the first and last game) and Page Up/Down move between tiles and scroll the one reached into view. `status` shows skeleton rows while loading, Retry after a failure and the empty state (with an action such as clearing the filters); `hasMore` with `onEndReached` asks for the next page when the last row comes into view.",
      },
    },
  },
} satisfies Meta<typeof VirtualGameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'Slots games' });
    await expect(within(grid).getAllByRole('gridcell')).toHaveLength(10);
    await expect(grid).toHaveAttribute(
      'aria-rowcount',
      String(Math.ceil(10 / Number(grid.getAttribute('aria-colcount')))),
    );
    // The first row's art is the screen's likely largest paint: fetched first and shown without fading in.
    const [firstRow, secondRow] = within(grid).getAllByRole('row');
    const firstArt = firstRow!.querySelectorAll('img[fetchpriority="high"]');
    await expect(firstArt).toHaveLength(within(firstRow!).getAllByRole('gridcell').length);
    await expect(secondRow!.querySelectorAll('img[fetchpriority]')).toHaveLength(0);
  },
};

export const PlaysAGame: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Play ${slots[0]!.name}` }));
    await expect(args.onPlay).toHaveBeenCalledWith(slots[0]);
    await userEvent.click(
      canvas.getByRole('button', { name: `Free trial ${slots.slice(0, 10).find((game) => game.freeTrial)!.name}` }),
    );
    await expect(args.onFreeTrial).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardMoves: Story = {
  args: { games: slots.slice(0, 40) },
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Slots games' });
    const columns = Number(grid.getAttribute('aria-colcount'));
    // One stop for the whole grid: Tab lands on the first tile's Play.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Play ${slots[0]!.name}` })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: `Play ${slots[1]!.name}` })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: `Play ${slots[1 + columns]!.name}` })).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await waitFor(() => expect(canvas.getByRole('button', { name: `Play ${slots[39]!.name}` })).toHaveFocus());
    // The tile reached is the grid's tab stop now: leaving and coming back returns to it.
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Play ${slots[39]!.name}` })).toHaveFocus();
  },
};

export const FiveThousandGames: Story = {
  args: { games: fiveThousand },
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    const grid = canvas.getByRole('grid', { name: 'Slots games' });
    const columns = Number(grid.getAttribute('aria-colcount'));
    await expect(grid).toHaveAttribute('aria-rowcount', String(Math.ceil(5000 / columns)));
    // A few screens of rows are rendered, not thousands.
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(30);
    // The last game is one key away, rendered once it scrolls into view.
    await userEvent.tab();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    const last = fiveThousand[4999]!;
    await waitFor(() => expect(canvas.getByRole('button', { name: `Play ${last.name}` })).toHaveFocus());
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(30);
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await waitFor(() => expect(canvas.getByRole('button', { name: `Play ${fiveThousand[0]!.name}` })).toHaveFocus());
  },
};

export const Favourites: Story = {
  args: { favoriteIds: new Set([slots[1]!.id]), onToggleFavorite: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: `Favourite ${slots[1]!.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const heart = canvas.getByRole('button', { name: `Favourite ${slots[0]!.name}` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    await expect(args.onToggleFavorite).toHaveBeenCalledWith(slots[0]);
  },
};

export const LiveTables: Story = {
  args: { games: live.slice(0, 8), aspect: 'landscape', label: 'Live Casino games' },
  play: async ({ canvas }) => {
    const art = canvas.getByRole('grid').querySelector('[data-aspect="landscape"]');
    await expect(art).not.toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', games: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading games…');
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const Empty: Story = {
  args: { games: [], emptyDescription: 'Try another name, provider or game type.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No games match')).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', games: [], errorTitle: 'Could not load the games' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the games');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const AsksForMore: Story = {
  args: { games: slots.slice(0, 6), hasMore: true, onEndReached: fn() },
  play: async ({ canvas, args }) => {
    // Its last row is on screen: the next page is asked for.
    await waitFor(() => expect(args.onEndReached).toHaveBeenCalled());
    await expect(canvas.getByRole('status', { name: 'Loading games…' })).toBeVisible();
  },
};

export const LongNames: Story = {
  args: {
    games: slots
      .slice(0, 6)
      .map((game, index) =>
        index % 2 === 0 ? { ...game, name: `${game.name} Megaways Deluxe Extended Edition of the Ancient Gods` } : game,
      ),
  },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid');
    // Long names stay on their tile's line instead of widening the grid.
    await expect(grid.scrollWidth).toBeLessThanOrEqual(grid.clientWidth);
  },
};

export const Chinese: Story = {
  args: {
    label: '老虎机游戏',
    games: slots.slice(0, 6).map((game, index) => (index === 0 ? { ...game, name: '麻将胡了 2' } : game)),
  },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '开始游戏 麻将胡了 2' }));
    await expect(args.onPlay).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = {
  args: { games: slots.slice(0, 12) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('grid')).toHaveAttribute('aria-colcount', '2');
  },
};

// The first page of PG Soft from the sandbox, fetched through the platform client as the site does.
const platform = storyPlatform();

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [async () => ({ list: await getGameList(platform.client, { vassalage: 'PG', pageNo: 1, pageSize: 24 }) })],
  render: (args, { loaded }) => {
    const list = loaded.list as Awaited<ReturnType<typeof getGameList>>;
    return <VirtualGameGrid {...args} label="PG Soft games" games={list.games.map(gameTileOf)} />;
  },
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid', { name: 'PG Soft games' });
    await waitFor(() => expect(within(grid).getAllByRole('gridcell').length).toBeGreaterThan(0));
  },
};
