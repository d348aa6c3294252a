import { CATALOGUE_NOW, type Sandbox, SEED_PAYMENT_PASSWORD } from '@lobby/mocks';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, within } from 'storybook/test';
import { expectShown } from '../testing/pageExpectations';
import { atPage, loaded, type PageStory, pageMeta } from '../testing/pageStory';

// /vip: the player's progress above the ranks and their benefits; /pointMall: the points mall.
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

// The records open on the browser's last seven days: move demo_player's redeems and point
// changes to now, so the redeem history and the points details have this week's rows.
function pointsThisWeek(sandbox: Sandbox) {
  const shift = Date.now() - CATALOGUE_NOW;
  const account = sandbox.findAccount('demo_player');
  for (const record of account?.redeemRecords ?? []) record.applyTime += shift;
  for (const record of account?.pointRecords ?? []) record.time += shift;
}

// /pointMall: demo_player's points and the rewards; redeeming asks for the payment password and
// takes the points off the balance; the tabs hold the redeem history and the points details.
export const PointsMall: PageStory = {
  parameters: atPage('/pointMall', { setup: pointsThisWeek }),
  play: async ({ canvas, userEvent }) => {
    await expectShown(await canvas.findByRole('heading', { level: 1, name: 'Points Mall' }, loaded));
    await expectShown(await canvas.findByText('2,580', {}, loaded));
    await expectShown(canvas.getByText(/Points never expire\./));
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem ₱50 cash' }, loaded));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redeem ₱50 cash' }));
    await userEvent.type(dialog.getByLabelText('Payment password'), SEED_PAYMENT_PASSWORD);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm redeem' }));
    await expectShown(await canvas.findByText('₱50 cash redeemed. Find it in your redeem history.', {}, loaded));
    await expectShown(await canvas.findByText('2,080', {}, loaded));

    await userEvent.click(canvas.getByRole('tab', { name: 'Redeem history' }));
    const history = await canvas.findByRole('table', { name: /^Redeem history, / }, loaded);
    // The statuses in words (this week's redeems are applying or approved).
    for (const status of ['Applying', 'Approved'])
      await expectShown((await within(history).findAllByText(status, {}, loaded))[0] as HTMLElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Points details' }));
    const details = await canvas.findByRole('table', { name: /^Points details, / }, loaded);
    await expectShown((await within(details).findAllByText('Points mall redeem', {}, loaded))[0] as HTMLElement);
  },
};

// A trial account is told it needs a real account.
export const PointsMallAsTrialAccount: PageStory = {
  globals: { user: 'trial' },
  parameters: atPage('/pointMall'),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem ₱50 cash' }, loaded));
    await expectShown(await screen.findByText(/needs a real account/, {}, loaded));
    await expect(screen.queryByRole('dialog', { name: /^Redeem / })).toBeNull();
  },
};

// A visitor sees the rewards and is asked to sign in: redeeming one opens the login modal.
export const PointsMallAsVisitor: PageStory = {
  globals: { user: 'visitor' },
  parameters: atPage('/pointMall'),
  play: async ({ canvas, userEvent }) => {
    await expectShown(await canvas.findByRole('heading', { name: 'Sign in to the points mall' }, loaded));
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem Smart watch' }, loaded));
    await expectShown(await screen.findByRole('dialog', { name: 'Log in' }, loaded));
  },
};

export const PointsMallInChinese: PageStory = {
  globals: { locale: 'CN' },
  parameters: atPage('/pointMall'),
  play: async ({ canvas }) => {
    await expectShown(await canvas.findByText(/积分永不过期。/, {}, loaded));
    await expectShown(await canvas.findByRole('tab', { name: '积分明细' }, loaded));
  },
};
