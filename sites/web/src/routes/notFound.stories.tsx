import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { findPageMain, loaded, type PageStory, pageMeta } from '../testing/pageStory';

// Any address the site does not know: said inside the shell, with a way home.
export default {
  title: 'Pages/Not found',
  tags: ['!autodocs'],
  ...pageMeta({ path: '/no-such-page' }),
} satisfies Meta;

export const UnknownAddress: PageStory = {
  play: async ({ canvas }) => {
    const main = await findPageMain(canvas);
    await expect(await within(main).findByRole('heading', { name: 'Page not found' }, loaded)).toBeVisible();
    await expect(within(main).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/index');
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(document.title).toBe('Page not found | Lobby');
  },
};
