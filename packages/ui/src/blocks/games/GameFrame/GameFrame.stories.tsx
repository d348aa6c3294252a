import { getGameList, launchGame } from '@lobby/api';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { storyClock } from '../../../stories/clock';
import { storyPlatform } from '../../../stories/platform';
import dragonFortunePath from './fixtures/dragon-fortune.html?url';
import stalledGamePath from './fixtures/stalled-game.bin?url';
import { GameFrame } from './GameFrame';

// A game page served with the stories (an address on the web would draw the browser's error page, or
// nothing yet, depending on when the network gives up).
const dragonFortune = new URL(dragonFortunePath, window.location.href).href;

// A self-contained page, so the story needs no network.
const demoGame = `data:text/html,${encodeURIComponent('<body style="margin:0;display:grid;place-items:center;height:100vh;background:#101522;color:#f0b429;font:600 28px sans-serif">Dragon Fortune</body>')}`;

const meta = {
  title: 'Blocks/Games/GameFrame',
  component: GameFrame,
  args: { url: dragonFortune, title: 'Dragon Fortune', onBack: fn() },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The /game page (a game in an iframe, header only, entered after a launch address is obtained). Only http(s) launch addresses are framed; the frame is sandboxed to the game's own origin and popups. A toolbar offers back and full screen; without an address it points back to the lobby.",
      },
    },
  },
} satisfies Meta<typeof GameFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const frame = canvas.getByTitle('Dragon Fortune') as HTMLIFrameElement;
    await expect(frame).toHaveAttribute('src', dragonFortune);
    // The game has drawn itself.
    await waitFor(() => expect(frame.contentDocument?.body?.textContent?.trim()).toBe('Dragon Fortune'), {
      timeout: 5000,
    });
    await expect(frame).toHaveAttribute('sandbox', expect.stringContaining('allow-scripts'));
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

export const UnsafeAddressIsNotFramed: Story = {
  args: { url: demoGame },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTitle('Dragon Fortune')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'No game to show' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the lobby' })).toHaveAttribute('href', '/index');
  },
};

export const NoGame: Story = {
  args: { url: null, title: 'Game' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Back' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Go to the lobby' })).toHaveFocus();
  },
};

export const LongTitleOnMobile: Story = {
  args: { url: null, title: 'Super Mega Fortune Dragon Tiger Baccarat Squeeze Deluxe Edition' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
  },
};

export const Chinese: Story = {
  args: { url: null, title: '游戏' },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '返回' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '没有可显示的游戏' })).toBeVisible();
  },
};

// A game whose page never finishes loading (the browser takes the address for a download, as a frame
// stays blank when a provider does not answer): after the time-out the player is offered Retry, which
// loads the game in a new frame and waits again. The wait runs on a clock the play function moves.
const stalledGame = new URL(stalledGamePath, window.location.href).href;

export const LoadTimedOut: Story = {
  args: { url: stalledGame, loadTimeoutMs: 20_000 },
  parameters: { clock: 'manual' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const clock = storyClock(context);
    const firstFrame = canvas.getByTitle('Dragon Fortune');
    await expect(canvas.getByText('Starting the game…')).toBeVisible();
    await clock.advance(19_999);
    await expect(canvas.queryByRole('heading', { name: 'The game is taking too long to load' })).toBeNull();
    await clock.advance(1);
    await expect(canvas.getByRole('heading', { level: 2, name: 'The game is taking too long to load' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the lobby' })).toHaveAttribute('href', '/index');

    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    // A new frame loads the game from the start, and the wait starts over.
    await waitFor(() => expect(canvas.getByTitle('Dragon Fortune')).not.toBe(firstFrame));
    await expect(canvas.getByTitle('Dragon Fortune')).toHaveAttribute('src', stalledGame);
    await expect(canvas.queryByRole('heading', { name: 'The game is taking too long to load' })).toBeNull();
    await expect(canvas.getByText('Starting the game…')).toBeVisible();
    await clock.advance(20_000);
    await expect(canvas.getByRole('heading', { level: 2, name: 'The game is taking too long to load' })).toBeVisible();
  },
};

// A link to a game by its id (/game?gameId=): what the page shows before the game is in the frame.
export const StartingFromALink: Story = {
  args: { url: null, title: 'Game', waiting: 'starting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Starting the game…')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Go to the lobby' })).toBeNull();
  },
};

export const LinkedGameNotFound: Story = {
  args: { url: null, title: 'Game', waiting: 'notFound' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'This game could not be found' })).toBeVisible();
    await expect(
      canvas.getByText('It may have been removed, or the link is wrong. Choose a game in the lobby.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the lobby' })).toHaveAttribute('href', '/index');
  },
};

export const LinkedGameAsksToLogIn: Story = {
  args: { url: null, title: 'Game', waiting: 'login', onLogin: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Log in to play this game' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const LinkedGameLookUpFailed: Story = {
  args: { url: null, title: 'Game', waiting: 'failed', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'The game could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Go to the lobby' })).toBeVisible();
  },
};

export const LinkedGameNotFoundChinese: Story = {
  args: { url: null, title: '游戏', waiting: 'notFound' },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '找不到这款游戏' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '前往游戏大厅' })).toBeVisible();
  },
};

export const LinkedGameAsksToLogInOnMobile: Story = {
  args: { url: null, title: 'Super Mega Fortune Dragon Tiger Baccarat Squeeze Deluxe Edition', waiting: 'login' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log in' })).toBeVisible();
  },
};

// demo_player launches a slot in the sandbox; the launch address is framed.
const platform = storyPlatform({ user: 'demo_player' });

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [
    async () => {
      const [game] = (await getGameList(platform.client, { vassalage: 'PP', pageNo: 1, pageSize: 1 })).games;
      if (!game) throw new Error('The sandbox has no PP game');
      const url = await launchGame(platform.client, {
        vassalage: game.vassalage,
        ...(game.gameId !== undefined ? { gameId: String(game.gameId) } : {}),
        ...(game.nodeId !== undefined ? { nodeId: String(game.nodeId) } : {}),
      });
      return { url };
    },
  ],
  render: (args, { loaded }) => <GameFrame {...args} url={loaded.url as string} />,
  play: async ({ canvas, loaded }) => {
    await expect(loaded.url).toMatch(/^https?:\/\//);
    await waitFor(() => expect(canvas.getByTitle('Dragon Fortune')).toHaveAttribute('src', loaded.url as string));
  },
};
