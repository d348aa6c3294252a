import type { Meta } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { centrePageStory, expectShown } from '../../testing/pageExpectations';
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
export const Messages = centrePageStory('member', 'messageV2', { title: 'Messages' });
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
