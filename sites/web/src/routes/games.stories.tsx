import type { Meta } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { expectPreparingRoute } from '../testing/pageExpectations';
import { atPage, loaded, type PageStory, pageMeta } from '../testing/pageStory';

// The game category routes; their lobbies are being built, so each shows the shell and its notice.
export default { title: 'Pages/Games', tags: ['!autodocs'], ...pageMeta({ path: '/rng' }) } satisfies Meta;

export const Slots: PageStory = {
  play: async ({ canvas }) => {
    await expectPreparingRoute(canvas, 'Slots');
    // The full layout: on a laptop the side menu stays open beside the page.
    await expect(await canvas.findByRole('navigation', { name: 'Main menu' }, loaded)).toBeVisible();
  },
};

export const LiveCasino: PageStory = {
  parameters: atPage('/live'),
  play: async ({ canvas }) => expectPreparingRoute(canvas, 'Live Casino'),
};

export const CardGames: PageStory = {
  parameters: atPage('/pvp'),
  play: async ({ canvas }) => expectPreparingRoute(canvas, 'Card Games'),
};

export const Fishing: PageStory = {
  parameters: atPage('/fish'),
  play: async ({ canvas }) => expectPreparingRoute(canvas, 'Fishing'),
};

export const HotGames: PageStory = {
  parameters: atPage('/hot'),
  play: async ({ canvas }) => expectPreparingRoute(canvas, 'Hot Games'),
};

export const Favourites: PageStory = {
  globals: { user: 'demo_player' },
  parameters: atPage('/fav'),
  play: async ({ canvas }) => expectPreparingRoute(canvas, 'Favourites'),
};
