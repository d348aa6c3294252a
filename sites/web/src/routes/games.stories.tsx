import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { expectShown } from '../testing/pageExpectations';
import { atPage, findPageMain, loaded, type PageStory, pageMeta } from '../testing/pageStory';

// The games pages: one lobby by category (/rng, /live, /pvp, /fish, /hot, /fav), its filters in the address.
export default { title: 'Pages/Games', tags: ['!autodocs'], ...pageMeta({ path: '/rng' }) } satisfies Meta;

/** The category's heading, and its grid once games have come. */
async function lobby(canvas: ReturnType<typeof within>, title: string) {
  await expect(await canvas.findByRole('heading', { level: 1, name: title }, loaded)).toBeVisible();
  const grid = await canvas.findByRole('grid', { name: `${title} games` }, loaded);
  await waitFor(() => expect(within(grid).getAllByRole('gridcell').length).toBeGreaterThan(0), loaded);
  return grid;
}

/** A visitor on the slots: providers, kinds, the default point rate, search and the games. */
export const Slots: PageStory = {
  play: async ({ canvas }) => {
    await lobby(canvas, 'Slots');
    await expect(canvas.getByText('Earn 1.20 points per 1 bet')).toBeVisible();
    const providers = canvas.getByRole('navigation', { name: 'Providers' });
    await expect(await within(providers).findByRole('button', { name: /^PP Slots/ }, loaded)).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search games' })).toBeVisible();
    // The full layout: on a laptop the side menu stays open beside the page.
    await expect(canvas.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  },
};

/** A provider's slots (the footer's link): its chip chosen, its kinds as toggles, only its games. */
export const SlotsOfAProvider: PageStory = {
  parameters: atPage('/rng?page=PG'),
  play: async ({ canvas, userEvent }) => {
    const grid = await lobby(canvas, 'Slots');
    await expect(await canvas.findByRole('button', { name: /^PG Soft/, pressed: true }, loaded)).toBeVisible();
    const kinds = await canvas.findByRole('group', { name: 'Game types' }, loaded);
    await expect(within(kinds).getByRole('button', { name: 'All', pressed: true })).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search games' }), 'zzzz');
    await expect(await canvas.findByText('No games match', {}, loaded)).toBeVisible();
    await expect(grid).not.toBeInTheDocument();
  },
};

/** The crash games (/rng?gameClassify=Crash). */
export const CrashGames: PageStory = {
  parameters: atPage('/rng?gameClassify=Crash'),
  play: async ({ canvas }) => {
    await lobby(canvas, 'Crash Games');
    await expect(await canvas.findByRole('button', { name: /^Play Aviator/ }, loaded)).toBeInTheDocument();
  },
};

/** Live tables in landscape art, live's point rate. */
export const LiveCasino: PageStory = {
  parameters: atPage('/live'),
  play: async ({ canvas }) => {
    const grid = await lobby(canvas, 'Live Casino');
    await expect(canvas.getByText('Earn 0.70 points per 1 bet')).toBeVisible();
    await expect(grid.querySelector('[data-aspect="landscape"]')).not.toBeNull();
  },
};

/** The card games with their tables, for demo_player with their recent games and hearts. */
export const CardGames: PageStory = {
  globals: { user: 'demo_player' },
  parameters: atPage('/pvp'),
  play: async ({ canvas }) => {
    await lobby(canvas, 'Card Games');
    await expect(canvas.getByText('Earn 1.00 points per 1 bet')).toBeVisible();
    const tables = await canvas.findByRole('region', { name: 'Tables' }, loaded);
    await expect((await within(tables).findAllByRole('button', { name: /^Join / }, loaded)).length).toBeGreaterThan(0);
    await expect((await canvas.findAllByRole('button', { name: /^Favourite / }, loaded)).length).toBeGreaterThan(0);
  },
};

export const Fishing: PageStory = {
  parameters: atPage('/fish'),
  play: async ({ canvas }) => {
    await lobby(canvas, 'Fishing');
    await expect(canvas.getByText('Earn 1.20 points per 1 bet')).toBeVisible();
  },
};

/** The hot list: its providers open their games in the popup game list. */
export const HotGames: PageStory = {
  parameters: atPage('/hot'),
  play: async ({ canvas, userEvent }) => {
    await lobby(canvas, 'Hot Games');
    const providers = await canvas.findByRole('navigation', { name: 'Hot providers' }, loaded);
    const open = (await within(providers).findAllByRole('button', { name: /^Open the games of / }, loaded))[0]!;
    const name = open.getAttribute('aria-label')?.replace('Open the games of ', '') ?? '';
    await userEvent.click(open);
    await expectShown(await within(document.body).findByRole('dialog', { name }, loaded));
  },
};

/** A visitor's favourites: a prompt to log in. */
export const FavouritesOfAVisitor: PageStory = {
  parameters: atPage('/fav'),
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Favourites' }, loaded)).toBeVisible();
    const main = await findPageMain(canvas);
    await expect(within(main).getByText('Log in to see your favourites')).toBeVisible();
    await userEvent.click(within(main).getByRole('button', { name: 'Log in' }));
    await expectShown(await within(document.body).findByRole('dialog', { name: 'Log in' }, loaded));
  },
};

/** demo_player's favourites. */
export const Favourites: PageStory = {
  globals: { user: 'demo_player' },
  parameters: atPage('/fav'),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Favourites' }, loaded)).toBeVisible();
    await expect(await canvas.findByText(/^(\d+ games?|No favourites yet)$/, {}, loaded)).toBeVisible();
  },
};

/** In Chinese. */
export const Chinese: PageStory = {
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '老虎机' }, loaded)).toBeVisible();
    await expect(await canvas.findByRole('searchbox', { name: '搜索游戏' }, loaded)).toBeVisible();
    await expect(canvas.getByText('每投注 1 可获 1.20 积分')).toBeVisible();
  },
};

/** A phone (375 px): two columns of games. */
export const Mobile: PageStory = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const grid = await lobby(canvas, 'Slots');
    await expect(grid).toHaveAttribute('aria-colcount', '2');
  },
};
