import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { atPage, findPageMain, loaded, type PageStory, pageMeta } from '../testing/pageStory';

// /down: the app builds the platform lists, each with its code to scan and its download link.
export default { title: 'Pages/Download', tags: ['!autodocs'], ...pageMeta({ path: '/down' }) } satisfies Meta;

async function expectDownloads(canvas: ReturnType<typeof within>) {
  const main = await findPageMain(canvas);
  await expect(await within(main).findByRole('heading', { level: 1, name: 'Download the app' }, loaded)).toBeVisible();
  await expect((await within(main).findAllByRole('link', { name: /Download/ }, loaded)).length).toBeGreaterThan(0);
  await expect(document.title).toBe('App Download | Lobby');
}

export const AppDownload: PageStory = {
  play: async ({ canvas }) => expectDownloads(canvas),
};

/** The old address goes to the same page. */
export const OldAddress: PageStory = {
  parameters: atPage('/download'),
  play: async ({ canvas }) => expectDownloads(canvas),
};
