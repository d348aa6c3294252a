import { getCatalogue } from '@lobby/mocks';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { expectShown } from '../testing/pageExpectations';
import { atPage, findPageMain, loaded, type PageStory, pageMeta } from '../testing/pageStory';

// /game: a launched game in a frame under the header. Its address is kept in memory for the
// history entry that launched it; an address typed, or a reload, has no game to show, unless
// it names one (`?gameId=`), which the page looks up and launches.
export default { title: 'Pages/Game', tags: ['!autodocs'], ...pageMeta({ path: '/game' }) } satisfies Meta;

export const NoGame: PageStory = {
  globals: { user: 'demo_player' },
  play: async ({ canvas }) => {
    const main = await findPageMain(canvas);
    await expect(await within(main).findByRole('heading', { level: 1, name: 'Game' }, loaded)).toBeVisible();
    await expect(within(main).getByRole('heading', { name: 'No game to show' })).toBeVisible();
    await expect(within(main).getByRole('link', { name: 'Go to the lobby' })).toHaveAttribute('href', '/index');
    await expect(within(main).getByRole('button', { name: 'Back' })).toBeVisible();
  },
};

// /seamless: the same frame for games of seamless-wallet vendors, under its own title.
export const SeamlessNoGame: PageStory = {
  globals: { user: 'demo_player' },
  parameters: atPage('/seamless'),
  play: async ({ canvas }) => {
    const main = await findPageMain(canvas);
    await expect(await within(main).findByRole('heading', { level: 1, name: 'Seamless Games' }, loaded)).toBeVisible();
    await expect(within(main).getByRole('heading', { name: 'No game to show' })).toBeVisible();
    await expect(within(main).getByRole('link', { name: 'Go to the lobby' })).toHaveAttribute('href', '/index');
  },
};

// A link to a game by its id: the page asks the sandbox for the game and launches it. (The game
// itself does not open here: the stories' sandbox serves games from the site's own origin, which
// the site never frames; the end-to-end tests open it.)
const realMoneyGame = getCatalogue().games.find(
  (game) => game.vassalage === 'PP' && game.category === 'RNG' && game.supportPlay !== 0,
);
if (!realMoneyGame) throw new Error('The sandbox has no PP slot for real money only');

export const LinkedGameNotFound: PageStory = {
  globals: { user: 'demo_player' },
  parameters: atPage('/game?gameId=999999999'),
  play: async ({ canvas }) => {
    const main = await findPageMain(canvas);
    await expect(
      await within(main).findByRole('heading', { level: 2, name: 'This game could not be found' }, loaded),
    ).toBeVisible();
    await expect(within(main).getByRole('link', { name: 'Go to the lobby' })).toHaveAttribute('href', '/index');
  },
};

export const LinkedGameAsksAVisitorToLogIn: PageStory = {
  parameters: atPage(`/game?gameId=${realMoneyGame.gameId}`),
  play: async ({ canvas, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Log in' }, loaded);
    await waitFor(() => expect(dialog).toBeVisible(), loaded);
    // Closed without logging in: the page keeps the way to log in.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    const main = await findPageMain(canvas);
    await expect(
      await within(main).findByRole('heading', { level: 2, name: 'Log in to play this game' }, loaded),
    ).toBeVisible();
    await userEvent.click(within(main).getByRole('button', { name: 'Log in' }));
    await expect(await screen.findByRole('dialog', { name: 'Log in' }, loaded)).toBeInTheDocument();
  },
};

// A trial account's link to a game for real money only: the warning, and the page stops waiting.
export const LinkedGameForATrialAccount: PageStory = {
  globals: { user: 'trial' },
  parameters: atPage(`/game?gameId=${realMoneyGame.gameId}`),
  play: async ({ canvas }) => {
    const alert = await screen.findByRole('alertdialog', {}, loaded);
    await expectShown(
      within(alert).getByText(
        'Free play accounts can only play games that offer a free trial. Register a real account to play this one.',
      ),
    );
    await expect(await within(alert).findByRole('button', { name: 'Confirm' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'No game to show', hidden: true })).toBeInTheDocument();
  },
};

export const LinkedGameNotFoundChinese: PageStory = {
  globals: { user: 'demo_player', locale: 'CN' },
  parameters: atPage('/game?gameId=999999999'),
  play: async ({ canvas }) => {
    const main = await findPageMain(canvas);
    await expect(await within(main).findByRole('heading', { level: 2, name: '找不到这款游戏' }, loaded)).toBeVisible();
  },
};
