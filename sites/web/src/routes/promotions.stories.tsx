import type { Meta } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { expectShown } from '../testing/pageExpectations';
import { atPage, findPageMain, loaded, type PageStory, pageMeta } from '../testing/pageStory';

// The promotions: every promotion by category, and one promotion's page with what its status allows.
export default {
  title: 'Pages/Promotions',
  tags: ['!autodocs'],
  ...pageMeta({ path: '/promotions' }),
} satisfies Meta;

export const Promotions: PageStory = {
  play: async ({ canvas, userEvent }) => {
    const main = await findPageMain(canvas);
    await expect(await within(main).findByRole('heading', { level: 1, name: 'Promotions' }, loaded)).toBeVisible();
    await expect(document.title).toBe('Promotions | Lobby');
    const tabs = await within(main).findByRole('tablist', { name: 'Promotion categories' }, loaded);
    await userEvent.click(await within(tabs).findByRole('tab', { name: 'Sports' }, loaded));
    const panel = within(main).getByRole('tabpanel');
    await expect(await within(panel).findByRole('heading', { name: 'Sports cashback 5%' })).toBeVisible();
    // A visitor sees what anyone may do: join this one.
    await expect(within(panel).getByText('Join')).toBeVisible();
    await userEvent.click(within(panel).getByRole('link', { name: 'Details of Sports cashback 5%' }));
    await expect(
      await within(await findPageMain(canvas)).findByRole('heading', { level: 1, name: 'Sports cashback 5%' }, loaded),
    ).toBeVisible();
  },
};

export const VisitorJoinAsksForLogin: PageStory = {
  parameters: atPage('/promoDetail?id=6005'),
  play: async ({ canvas, userEvent }) => {
    const main = await findPageMain(canvas);
    await userEvent.click(await within(main).findByRole('button', { name: 'Join Sports cashback 5%' }, loaded));
    const dialog = await screen.findByRole('dialog', {}, loaded);
    await expectShown(dialog);
    // Nothing was joined: the login comes first.
    await expect(within(main).queryByText(/^You joined/)).toBeNull();
  },
};

export const MemberJoins: PageStory = {
  globals: { user: 'demo_player' },
  parameters: atPage('/promoDetail?id=6005'),
  play: async ({ canvas, userEvent }) => {
    const main = await findPageMain(canvas);
    await userEvent.click(await within(main).findByRole('button', { name: 'Join Sports cashback 5%' }, loaded));
    await expectShown(await within(main).findByText(/^You joined Sports cashback 5%\./, {}, loaded));
    // The page reads the new status: applying, nothing more to press.
    await waitFor(() => expect(within(main).getByText('Applying')).toBeVisible(), loaded);
    await expect(within(main).queryByRole('button', { name: 'Join Sports cashback 5%' })).toBeNull();
  },
};

export const TrialAccountIsWarned: PageStory = {
  globals: { user: 'trial' },
  parameters: atPage('/promoDetail?id=6002'),
  play: async ({ canvas, userEvent }) => {
    const main = await findPageMain(canvas);
    await userEvent.click(await within(main).findByRole('button', { name: 'Claim Daily reload 10%' }, loaded));
    const alert = await screen.findByRole('alertdialog', {}, loaded);
    await expectShown(
      within(alert).getByText('This feature needs a real account. Please register or log in with your member account.'),
    );
  },
};

export const ClaimedShownNotOffered: PageStory = {
  globals: { user: 'demo_player' },
  parameters: atPage('/promoDetail?id=6001'),
  play: async ({ canvas }) => {
    const main = await findPageMain(canvas);
    await expect(
      await within(main).findByRole('heading', { level: 1, name: '100% welcome bonus' }, loaded),
    ).toBeVisible();
    await expect(within(main).getByText('Claimed')).toBeVisible();
    await expect(within(main).queryByRole('button', { name: /^(Join|Claim) / })).toBeNull();
  },
};

export const UnknownPromotion: PageStory = {
  parameters: atPage('/promoDetail?id=999'),
  play: async ({ canvas }) => {
    const main = await findPageMain(canvas);
    await expect(
      await within(main).findByRole('heading', { name: 'This promotion does not exist or has ended' }, loaded),
    ).toBeVisible();
    await expect(within(main).getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/promotions');
  },
};

export const Chinese: PageStory = {
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    const main = await findPageMain(canvas);
    await expect(await within(main).findByRole('tab', { name: '全部' }, loaded)).toBeVisible();
    await expect(await within(main).findByRole('tab', { name: '体育' }, loaded)).toBeVisible();
    await expect(await within(main).findByRole('heading', { name: '体育返现 5%' }, loaded)).toBeVisible();
  },
};

export const Mobile: PageStory = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const main = await findPageMain(canvas);
    await expect(await within(main).findByRole('heading', { name: '100% welcome bonus' }, loaded)).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
