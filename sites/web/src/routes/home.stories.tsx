import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loaded, type PageStory, pageMeta } from '../testing/pageStory';

export default { title: 'Pages/Home', tags: ['!autodocs'], ...pageMeta({ path: '/index' }) } satisfies Meta;

/** A visitor: the banners, the call to join, the categories, and Log in in the top bar. */
export const Visitor: PageStory = {
  globals: { user: 'visitor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Lobby' }, loaded)).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Register, play, win' }, loaded)).toBeVisible();
    const categories = await canvas.findByRole('region', { name: 'Game categories' }, loaded);
    await expect(await within(categories).findByRole('link', { name: /Slots/ }, loaded)).toHaveAttribute(
      'href',
      '/rng',
    );
    await expect(within(canvas.getByRole('banner')).getByRole('button', { name: 'Log in' })).toBeVisible();
    await expect(document.title).toBe('Home | Lobby');
  },
};

/** demo_player signed in: their balance and account menu instead of Log in, and no call to join. */
export const Player: PageStory = {
  globals: { user: 'demo_player' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /^Account menu of Lucky Player/ }, loaded)).toBeVisible();
    await expect(await canvas.findByRole('region', { name: 'Game categories' }, loaded)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Register, play, win' })).not.toBeInTheDocument();
    await expect(within(canvas.getByRole('banner')).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  },
};
