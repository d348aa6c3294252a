import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { loaded, type PageStory, pageMeta } from '../testing/pageStory';

// /responsibleGaming (the footer's Responsible Gaming link): the reality check's interval, the
// limits customer service sets, and the merchant's policy from its help centre.
export default {
  title: 'Pages/Responsible Gaming',
  tags: ['!autodocs'],
  ...pageMeta({ path: '/responsibleGaming' }),
} satisfies Meta;

/** demo_player turns the reality check on: the choice stays on the device. */
export const Player: PageStory = {
  globals: { user: 'demo_player' },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Responsible Gaming' }, loaded)).toBeVisible();
    await expect(document.title).toBe('Responsible Gaming | Lobby');
    const policy = canvas.getByRole('region', { name: 'Our policy' });
    await waitFor(() => expect(within(policy).getByText(/never chase losses/)).toBeVisible(), loaded);
    await userEvent.click(canvas.getByRole('radio', { name: '30 min' }));
    await expect(canvas.getByRole('radio', { name: '30 min' })).toBeChecked();
    await expect(localStorage.getItem('lobby.realityCheckMinutes')).toBe('30');
    await userEvent.click(canvas.getByRole('radio', { name: 'Off' }));
    await expect(localStorage.getItem('lobby.realityCheckMinutes')).toBe('0');
  },
};

/** A visitor: the same tools, and word that the check runs once logged in. */
export const Visitor: PageStory = {
  globals: { user: 'visitor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('It runs while you are logged in, on this device.', {}, loaded)).toBeVisible();
  },
};

/** In Chinese, with the merchant's policy in CN. */
export const Chinese: PageStory = {
  globals: { locale: 'CN', user: 'visitor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: '限额与自我禁入' }, loaded)).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/博彩应当是娱乐/)).toBeVisible(), loaded);
  },
};

/** On a phone. */
export const Mobile: PageStory = {
  globals: { viewport: { value: 'mobile', isRotated: false }, user: 'visitor' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Ask customer service' }, loaded)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
