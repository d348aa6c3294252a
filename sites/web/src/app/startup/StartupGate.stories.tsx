import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectShown } from '../../testing/pageExpectations';
import { findPageMain, loaded, type PageStory, pageMeta } from '../../testing/pageStory';

// What the system status and the first calls decide before the site appears: maintenance, an IP
// restriction, a platform that cannot be reached, and the splash while it answers.
export default {
  title: 'Pages/Start-up',
  tags: ['!autodocs'],
  ...pageMeta({ path: '/index' }),
} satisfies Meta;

export const Maintenance: PageStory = {
  globals: { scenario: 'maintenance' },
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('main', { name: 'System Maintenance' }, loaded);
    await expect(within(main).getByText('We are currently performing a system maintenance')).toBeVisible();
    await expect(within(main).getByText(/Expected back at/)).toBeVisible();
    await expect(within(main).getByRole('button', { name: 'Contact Us' })).toBeVisible();
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
  },
};

export const IpRestricted: PageStory = {
  globals: { scenario: 'ip-restricted' },
  play: async ({ canvas }) => {
    const main = await canvas.findByRole('main', { name: 'IP Restriction' }, loaded);
    await expect(within(main).getByText('203.0.113.24')).toBeVisible();
    await expect(within(main).getByText('Philippines')).toBeVisible();
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
  },
};

/** Both at once: maintenance wins. */
export const MaintenanceAndIpRestricted: PageStory = {
  globals: { scenario: 'maintenance-and-ip' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('main', { name: 'System Maintenance' }, loaded)).toBeVisible();
    await expect(canvas.queryByRole('main', { name: 'IP Restriction' })).not.toBeInTheDocument();
  },
};

/** Every call answers 500: the start-up says the platform could not be reached, with a retry. */
export const ServerError: PageStory = {
  globals: { scenario: 'server-error' },
  play: async ({ canvas }) => {
    const main = await findPageMain(canvas);
    await expectShown(await within(main).findByRole('button', { name: /Retry|Try again/ }, loaded));
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
  },
};

/** Every answer breaks its schema: the same failure page, never a half-drawn site. */
export const MalformedAnswers: PageStory = {
  globals: { scenario: 'malformed' },
  play: async ({ canvas }) => {
    const main = await findPageMain(canvas);
    await expectShown(await within(main).findByRole('button', { name: /Retry|Try again/ }, loaded));
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
  },
};

/** Each call takes 2 to 4 seconds: the splash holds the screen until the status is known. */
export const SlowPlatform: PageStory = {
  globals: { scenario: 'slow' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Lobby', {}, loaded)).toBeVisible();
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
  },
};
