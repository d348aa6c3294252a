import type { Meta } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { expectShown } from '../testing/pageExpectations';
import { loaded, type PageStory, pageMeta } from '../testing/pageStory';

// /vip: the player's progress above the ranks and their benefits.
export default {
  title: 'Pages/Loyalty',
  tags: ['!autodocs'],
  ...pageMeta({ path: '/vip', globals: { user: 'demo_player' } }),
} satisfies Meta;

export const Vip: PageStory = {
  play: async ({ canvas }) => {
    await expectShown(await canvas.findByRole('heading', { level: 1, name: 'VIP' }, loaded));
    await expectShown(await canvas.findByRole('progressbar', { name: 'Turnover this month' }, loaded));
    const ranks = await canvas.findByRole('list', { name: 'Ranks and benefits' }, loaded);
    await expect(within(ranks).getAllByRole('listitem').length).toBeGreaterThan(3);
    await expect(within(ranks).getAllByText('Your rank')).toHaveLength(1);
    await expect(document.title).toBe('VIP | Lobby');
  },
};

// A visitor sees every rank and is asked to sign in; signing in opens the login modal.
export const VipAsVisitor: PageStory = {
  globals: { user: 'visitor' },
  play: async ({ canvas, userEvent }) => {
    const ranks = await canvas.findByRole('list', { name: 'Ranks and benefits' }, loaded);
    await expectShown(within(ranks).getByRole('heading', { name: 'Diamond' }));
    await expect(within(ranks).queryByText('Your rank')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expectShown(await within(document.body).findByRole('dialog', { name: 'Log in' }, loaded));
  },
};

// demo_vip's rank is above 4: the VIP service channel is offered.
export const VipWithVipService: PageStory = {
  globals: { user: 'demo_vip' },
  play: async ({ canvas }) => {
    await expectShown(await canvas.findByRole('button', { name: 'VIP service' }, loaded));
  },
};

export const VipInChinese: PageStory = {
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expectShown(await canvas.findByRole('heading', { level: 2, name: '等级与福利' }, loaded));
    await expectShown(await canvas.findByRole('progressbar', { name: '本月流水' }, loaded));
  },
};
