import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectShown } from '../testing/pageExpectations';
import { atPage, loaded, type PageStory, pageMeta } from '../testing/pageStory';

// /noticePage: every notice, nine per page, newest first; the page number is in the address.
export default {
  title: 'Pages/Notices',
  tags: ['!autodocs'],
  ...pageMeta({ path: '/noticePage' }),
} satisfies Meta;

export const Notices: PageStory = {
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('region', { name: 'Notices' }, loaded);
    await expect(within(list).getByRole('heading', { level: 1, name: 'Notices' })).toBeVisible();
    const titles = await within(list).findAllByRole('button', { expanded: false }, loaded);
    await expect(titles).toHaveLength(9);
    await expect(document.title).toBe('Notices | Lobby');

    // A notice opens in place.
    const first = titles[0];
    if (!first) throw new Error('No notice to open');
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The second page, straight from its address. */
export const SecondPage: PageStory = {
  parameters: atPage('/noticePage?page=2'),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('region', { name: 'Notices' }, loaded);
    const pages = await within(list).findByRole('navigation', {}, loaded);
    await expectShown(within(pages).getByRole('button', { name: /2/, current: 'page' }));
  },
};
