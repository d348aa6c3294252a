import { getWinnerBoard } from '@lobby/api';
import { winnersOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import { WinnerBoard, type WinnerEntry } from './WinnerBoard';

const winners: WinnerEntry[] = [
  { player: 'lu***8', game: 'Fortune Tiger', prize: 12_850.5 },
  { player: 'ja***7', game: 'Gates of Olympus', prize: 320_000 },
  { player: 'mi***2', game: 'Sweet Bonanza', prize: 4_210.75 },
  { player: 'ch***9', game: 'Crazy Time', prize: 88_000 },
  { player: 'an***1', game: 'Dragon Tiger', prize: 1_500 },
  { player: 'ro***4', game: 'Fishing God', prize: 9_999.99 },
  { player: 'ke***3', game: 'Mahjong Ways 2', prize: 51_200 },
];

const listOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list', { name: 'Latest winners' });
const shownGames = (canvasElement: HTMLElement) =>
  within(listOf(canvasElement))
    .getAllByRole('listitem')
    .map((row) => row.children[1]?.textContent);

const meta = {
  title: 'Blocks/Lottery/WinnerBoard',
  component: WinnerBoard,
  // A long step, so the ticker holds still for screenshots; the pause story shortens it.
  args: { status: 'ready', winners, onRetry: fn(), visibleRows: 5, stepMs: 600_000 },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready', 'refreshing'] } },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          "Recent winners: the player's name masked (first two characters and the last), the game and the prize. A ticker moves one winner up every few seconds; it stands still while the pointer is over it or focus is inside it (and says so), and for players who ask for reduced motion, who get the whole list to scroll. Used on the home page (loaded lazily), the lottery and the sports pages.",
      },
    },
  },
} satisfies Meta<typeof WinnerBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Latest winners' })).toBeVisible();
    await expect(shownGames(canvasElement)).toHaveLength(5);
    await expect(canvas.getByText('P320,000.00')).toBeVisible();
  },
};

export const PausesOnHoverAndFocus: Story = {
  args: { stepMs: 400 },
  play: async ({ canvas, canvasElement, userEvent }) => {
    // It moves on its own.
    await waitFor(() => expect(shownGames(canvasElement)[0]).not.toBe('Fortune Tiger'), { timeout: 3000 });
    await userEvent.hover(listOf(canvasElement));
    await expect(await canvas.findByText('Paused')).toBeVisible();
    const held = shownGames(canvasElement);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(shownGames(canvasElement)).toEqual(held);
    await userEvent.unhover(listOf(canvasElement));
    await userEvent.tab();
    await expect(listOf(canvasElement)).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(shownGames(canvasElement)).toEqual(held);
    await expect(canvas.getByText('Paused')).toBeVisible();
  },
};

export const MasksFullNames: Story = {
  args: { winners: [{ player: 'luckystar88', game: 'Fortune Tiger', prize: 500 }] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('lu***8')).toBeVisible();
    await expect(canvas.queryByText('luckystar88')).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', winners: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the latest winners…');
  },
};

export const Empty: Story = {
  args: { winners: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No winners to show yet.')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', winners: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the winners');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongTextOnAPhone: Story = {
  args: {
    winners: [
      {
        player: 've***y',
        game: 'Mega Fortune Dreams of the Golden Dragon Emperor Deluxe Edition',
        prize: 1_234_567.89,
      },
      ...winners,
    ],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('P1,234,567.89')).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '最新中奖' })).toBeVisible();
  },
};

// The sandbox's rank list, mapped as the site maps it.
const platform = storyPlatform();

export const FromThePlatform: Story = {
  args: { winners: [] },
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [async () => ({ winners: winnersOf(await getWinnerBoard(platform.client, { size: 20 })) })],
  render: (args, { loaded }) => <WinnerBoard {...args} winners={loaded.winners as WinnerEntry[]} />,
  play: async ({ canvasElement, loaded }) => {
    const loadedWinners = loaded.winners as WinnerEntry[];
    await expect(loadedWinners).toHaveLength(20);
    await expect(shownGames(canvasElement)[0]).toBe(loadedWinners[0]?.game);
    // The platform masks names already; the board keeps them as given.
    await expect(within(listOf(canvasElement)).getByText(loadedWinners[0]!.player)).toBeVisible();
  },
};
