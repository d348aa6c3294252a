import { getHotGames, getWinnerBoard } from '@lobby/api';
import { homeHotGamesOf, winnersOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type { GameTileItem } from '../../games/GameTile/GameTile';
import type { WinnerEntry } from '../../lottery/WinnerBoard/WinnerBoard';
import { HomeHighlights, hotGamesShown } from './HomeHighlights';

const tile = (name: string, extra: Partial<GameTileItem> = {}): GameTileItem => ({
  id: name,
  name,
  ...extra,
});

const hotGames: GameTileItem[] = [
  tile('Sweet Bonanza', { hot: true, freeTrial: true }),
  tile('Gates of Olympus', { hot: true }),
  tile('Fortune Tiger', { freeTrial: true }),
  tile('Mahjong Ways 2'),
  tile('Crazy Time'),
  tile('Fishing God'),
  tile('Wild Bandito'),
  tile('Aztec Gems'),
];

const winners: WinnerEntry[] = [
  { player: 'lu***8', game: 'Fortune Tiger', prize: 12_850.5 },
  { player: 'ja***7', game: 'Gates of Olympus', prize: 320_000 },
  { player: 'mi***2', game: 'Sweet Bonanza', prize: 4_210.75 },
  { player: 'ch***9', game: 'Crazy Time', prize: 88_000 },
  { player: 'an***1', game: 'Dragon Tiger', prize: 1_500 },
];

const meta = {
  title: 'Blocks/Home/HomeHighlights',
  component: HomeHighlights,
  // A long ticker step, so the winners hold still for screenshots.
  args: {
    hotGames,
    hotStatus: 'ready',
    onPlay: fn(),
    onFreeTrial: fn(),
    onRetryHotGames: fn(),
    hotGamesHref: '/hot',
    winners,
    winnersStatus: 'ready',
    onRetryWinners: fn(),
  },
  argTypes: {
    hotStatus: { control: 'inline-radio', options: ['loading', 'error', 'ready', 'refreshing'] },
    winnersStatus: { control: 'inline-radio', options: ['loading', 'error', 'ready', 'refreshing'] },
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The home page below its categories: the platform’s hot games (a dozen at most, with a link to them all) beside the latest winners; one above the other on a phone. With no hot games, only the winners show. The site loads it as the page nears it, so it adds nothing to the first screen’s code.',
      },
    },
  },
} satisfies Meta<typeof HomeHighlights>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('list', { name: 'Hot games' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(hotGames.length);
    await expect(canvas.getByRole('link', { name: 'See all hot games' })).toHaveAttribute('href', '/hot');
    await expect(canvas.getByRole('heading', { name: 'Latest winners' })).toBeVisible();
  },
};

export const PlayAndFreeTrial: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const grid = within(canvas.getByRole('list', { name: 'Hot games' }));
    await userEvent.click(grid.getByRole('button', { name: 'Play Gates of Olympus' }));
    await expect(args.onPlay).toHaveBeenCalledWith(expect.objectContaining({ name: 'Gates of Olympus' }));
    await userEvent.click(grid.getByRole('button', { name: 'Free trial Sweet Bonanza' }));
    await expect(args.onFreeTrial).toHaveBeenCalledWith(expect.objectContaining({ name: 'Sweet Bonanza' }));
  },
};

export const Loading: Story = {
  args: { hotGames: [], hotStatus: 'loading', winners: [], winnersStatus: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Hot games' })).toBeVisible();
    await expect(canvas.getByText('Loading the latest winners…')).toBeInTheDocument();
  },
};

export const NoHotGames: Story = {
  args: { hotGames: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Hot games' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Latest winners' })).toBeVisible();
  },
};

export const HotGamesFailed: Story = {
  args: { hotGames: [], hotStatus: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    const section = within(canvas.getByRole('region', { name: 'Hot games' }));
    await userEvent.click(section.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryHotGames).toHaveBeenCalledTimes(1);
    // The winners do not depend on the hot games.
    await expect(canvas.getByRole('heading', { name: 'Latest winners' })).toBeVisible();
  },
};

export const LongNamesOnAPhone: Story = {
  args: {
    hotGames: [
      tile('Mega Fortune Dreams of the Golden Dragon Emperor Deluxe Edition', { hot: true }),
      ...hotGames.slice(0, 5),
    ],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // One above the other: the winners start below the hot games.
    const hot = within(canvasElement).getByRole('region', { name: 'Hot games' }).getBoundingClientRect();
    const board = within(canvasElement).getByRole('heading', { name: 'Latest winners' }).getBoundingClientRect();
    await expect(board.top).toBeGreaterThanOrEqual(hot.bottom);
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '热门游戏' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看全部热门游戏' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '最新中奖' })).toBeVisible();
  },
};

// The sandbox's hot list and rank list, mapped as the site maps them.
const platform = storyPlatform();

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [
    async () => ({
      hot: homeHotGamesOf(await getHotGames(platform.client), hotGamesShown),
      winners: winnersOf(await getWinnerBoard(platform.client, { size: 20 })),
    }),
  ],
  render: (args, { loaded }) => (
    <HomeHighlights {...args} hotGames={loaded.hot as GameTileItem[]} winners={loaded.winners as WinnerEntry[]} />
  ),
  play: async ({ canvas, loaded }) => {
    const hot = loaded.hot as GameTileItem[];
    await expect(hot.length).toBeGreaterThan(0);
    await expect(hot.length).toBeLessThanOrEqual(hotGamesShown);
    const grid = canvas.getByRole('list', { name: 'Hot games' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(hot.length);
    await expect(within(grid).getAllByText(hot[0]!.name)[0]).toBeVisible();
  },
};
