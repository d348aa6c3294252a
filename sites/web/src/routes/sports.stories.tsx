import type { Meta } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { atPage, findPageMain, loaded, type PageStory, pageMeta } from '../testing/pageStory';

// /sports and /esports: the books of each, e-sports split from sports by the brand's list; a visitor's Play logs in first.
export default { title: 'Pages/Sports', tags: ['!autodocs'], ...pageMeta({ path: '/sports' }) } satisfies Meta;

export const Sports: PageStory = {
  play: async ({ canvas, userEvent }) => {
    const main = await findPageMain(canvas);
    await expect(await within(main).findByRole('heading', { level: 1, name: 'Sports' }, loaded)).toBeVisible();
    await expect(await within(main).findByRole('button', { name: 'Play SABA Sports' }, loaded)).toBeVisible();
    await expect(within(main).queryByRole('button', { name: 'Play IM eSports' })).toBeNull();
    // A visitor logs in first.
    await userEvent.click(within(main).getByRole('button', { name: 'Play SABA Sports' }));
    const dialog = await screen.findByRole('dialog', {}, loaded);
    await waitFor(() => expect(dialog).toBeVisible(), loaded);
  },
};

export const ESports: PageStory = {
  parameters: atPage('/esports'),
  play: async ({ canvas }) => {
    const main = await findPageMain(canvas);
    await expect(await within(main).findByRole('heading', { level: 1, name: 'E-Sports' }, loaded)).toBeVisible();
    await expect(await within(main).findByRole('button', { name: 'Play IM eSports' }, loaded)).toBeVisible();
    await expect(within(main).queryByRole('button', { name: 'Play SABA Sports' })).toBeNull();
  },
};
