import type { Meta } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { centrePageStory, expectCentrePage, expectShown } from '../../testing/pageExpectations';
import { atPage, loaded, type PageStory, pageMeta } from '../../testing/pageStory';

// The member centre over the home page, opened by its address, for demo_player.
export default {
  title: 'Pages/Member centre',
  tags: ['!autodocs'],
  ...pageMeta({ path: '/index?panel=member', globals: { user: 'demo_player' } }),
} satisfies Meta;

export const MyAccount = centrePageStory('member', 'securityCenter', { title: 'My Account' });
export const MyWallet = centrePageStory('member', 'transferFund', { title: 'My Wallet' });
export const Deposit = centrePageStory('member', 'depositv2', { title: 'Deposit' });
export const Withdraw = centrePageStory('member', 'withdraw', { title: 'Withdraw' });
// Only a member with an upline may transfer to it: demo_agent has one.
export const TransferToUpline = centrePageStory(
  'member',
  'transferUpline',
  { title: 'Transfer to Upline' },
  'demo_agent',
);
export const BettingRecord = centrePageStory('member', 'personalHistoryCopy', { title: 'Betting Record' });
export const Cashback = centrePageStory('member', 'manualRebate', { title: 'Cashback' });
export const AccountRecord = centrePageStory('member', 'transactionHistory', { title: 'Account Record' });
export const ProfitAndLoss = centrePageStory('member', 'personalProfit', { title: 'Profit and Loss' });
export const BonusDetails = centrePageStory('member', 'bonusDetails', { title: 'Bonus Details' });
export const RewardsCenter = centrePageStory('member', 'rewardCenter', { title: 'Rewards Center' });
export const InviteFriends = centrePageStory('member', 'referral', { title: 'Invite Friends' });
export const Missions = centrePageStory('member', 'missionLeaderboard', { title: 'Missions' });
// The mailbox: demo_player's twelve messages, four unread. Opening one marks it
// read, and the count drops at once on the page and in the header behind the centre.
export const Messages: PageStory = {
  parameters: atPage('/index?panel=member&page=messageV2'),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Personal Center', title: 'Messages' });
    const page = within(await screen.findByRole('region', { name: 'Messages' }));
    await expectShown(await page.findByText('4 unread', {}, loaded));
    await expect(page.getByRole('tab', { name: 'Sent' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Write' })).toBeVisible();
    const list = await page.findByRole('list', { name: 'Inbox messages' }, loaded);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    // The header sits behind the modal centre, hidden from assistive tech (so its names
    // compute empty) while the centre is open: its account menu is read by its label.
    const accountMenuSays = (count: number) =>
      waitFor(() =>
        expect(document.querySelector('header button[aria-label^="Account menu of"]')).toHaveAttribute(
          'aria-label',
          expect.stringMatching(new RegExp(`, ${count} unread messages$`)),
        ),
      );
    await accountMenuSays(4);

    await userEvent.click(page.getByRole('button', { name: /^Deposit received\W+Unread/ }));
    await expectShown(await page.findByText(/credited to your main wallet/));
    await expect(page.getByText('3 unread')).toBeVisible();
    // At once: before the platform has answered the call that marks it read.
    await accountMenuSays(3);
  },
};

// Without the outbox and writing switched on, the mailbox is the inbox alone.
export const MessagesInboxOnly: PageStory = {
  parameters: atPage('/index?panel=member&page=messageV2', {
    setup: (sandbox) => {
      sandbox.setFlag('OUTBOX3', false);
      sandbox.setFlag('SENDMAIL3', false);
    },
  }),
  play: async () => {
    await expectCentrePage({ centre: 'Personal Center', title: 'Messages' });
    const page = within(await screen.findByRole('region', { name: 'Messages' }));
    await expectShown(await page.findByRole('list', { name: 'Inbox messages' }, loaded));
    await expect(page.queryByRole('tablist')).toBeNull();
  },
};

// In CN: the inbox's words and the confirmation before a delete.
export const MessagesInChinese: PageStory = {
  globals: { locale: 'CN' },
  parameters: atPage('/index?panel=member&page=messageV2'),
  play: async ({ userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: '个人中心' }, loaded);
    const page = within(await within(dialog).findByRole('region', { name: '平台信息' }, loaded));
    await expectShown(await page.findByText('4 条未读', {}, loaded));
    await userEvent.click(await page.findByRole('checkbox', { name: '选择“Welcome to Lobby”' }, loaded));
    await userEvent.click(page.getByRole('button', { name: '删除所选' }));
    const confirm = await screen.findByRole('alertdialog', { name: /删除这条消息？$/ });
    await expectShown(confirm);
    await userEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await expectShown(await page.findByText('消息已删除。'));
    await waitFor(() => expect(page.queryByText('Welcome to Lobby')).toBeNull());
    await expect(page.getByText('3 条未读')).toBeVisible();
  },
};
export const VipRank = centrePageStory('member', 'playerRank', { title: 'VIP Rank', inMenu: false });
export const Profile = centrePageStory('member', 'profile', { title: 'Profile', inMenu: false });

// An address without a page opens the default one, and the address is corrected to name it.
export const DefaultPage = centrePageStory('member', '', { title: 'My Account' });

// A section the merchant switched off: the address gives way to the default page.
export const SwitchedOffSection: PageStory = {
  parameters: atPage('/index?panel=member&page=messageV2', { setup: (sandbox) => sandbox.setFlag('INBOX3', false) }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Personal Center' }, loaded);
    await expectShown(await within(dialog).findByRole('heading', { level: 3, name: 'My Account' }, loaded));
    await expect(within(dialog).queryByRole('button', { name: 'Messages' })).not.toBeInTheDocument();
  },
};

// A visitor who follows a link to the centre is asked to log in first.
export const Visitor: PageStory = {
  globals: { user: 'visitor' },
  parameters: atPage('/index?panel=member&page=depositv2'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Log in' }, loaded);
    await expectShown(within(dialog).getByRole('textbox', { name: /Username/ }));
    await expect(screen.queryByRole('dialog', { name: 'Personal Center' })).not.toBeInTheDocument();
  },
};

// A trial account never sees the member centre: a warning, and the address drops the centre.
export const TrialAccount: PageStory = {
  globals: { user: 'trial' },
  parameters: atPage('/index?panel=member&page=depositv2'),
  play: async () => {
    const alert = await screen.findByRole('alertdialog', {}, loaded);
    await expectShown(
      within(alert).getByText('This feature needs a real account. Please register or log in with your member account.'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Personal Center' })).not.toBeInTheDocument());
  },
};
