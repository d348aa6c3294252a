import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atPage, findPageMain, loaded, type PageStory, pageMeta } from '../testing/pageStory';

// /game: a launched game in a frame under the header. Its address is kept in memory for the
// history entry that launched it; an address typed, or a reload, has no game to show.
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
