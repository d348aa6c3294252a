import { CATALOGUE_NOW, type Sandbox } from '@lobby/mocks';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { centrePageStory, expectCentrePage, expectShown } from '../../testing/pageExpectations';
import { atPage, loaded, type PageStory, pageMeta } from '../../testing/pageStory';

// The member centre over the home page, opened by its address, for demo_player.
export default {
  title: 'Pages/Member centre',
  tags: ['!autodocs'],
  ...pageMeta({ path: '/index?panel=member', globals: { user: 'demo_player' } }),
} satisfies Meta;

// The security centre: demo_player's account, bound mobile and e-mail (partly
// hidden) and saved card; its bank cards entry opens the cashier's withdrawal page.
export const MyAccount: PageStory = {
  parameters: atPage('/index?panel=member&page=securityCenter'),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Personal Center', title: 'My Account' });
    const page = within(await screen.findByRole('region', { name: 'My Account' }));
    await expectShown(await page.findByText('912****678', {}, loaded));
    await expect(page.getByText('de***@lobby.example')).toBeVisible();
    await expect(page.getByText('Lucky Player')).toBeVisible();
    await expectShown(await page.findByRole('button', { name: /payment password$/ }, loaded));
    await userEvent.click(page.getByRole('button', { name: 'Manage bank cards' }));
    await expectCentrePage({ centre: 'Personal Center', title: 'Withdraw' });
  },
};
export const MyAccountInChinese: PageStory = {
  globals: { locale: 'CN' },
  parameters: atPage('/index?panel=member&page=securityCenter'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', {}, loaded);
    await expectShown(await within(dialog).findByText('912****678', {}, loaded));
    await expect(within(dialog).getByRole('button', { name: '修改手机号码' })).toBeVisible();
  },
};
// My wallet: demo_player's money is all in the main wallet; moving some into a
// game wallet changes both, and the header's total stays what it was.
export const MyWallet: PageStory = {
  parameters: atPage('/index?panel=member&page=transferFund'),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Personal Center', title: 'My Wallet' });
    const page = within(await screen.findByRole('region', { name: 'My Wallet' }));
    const wallets = await page.findByRole('list', { name: 'Wallets' }, loaded);
    await expectShown(within(wallets).getByText('P12,345.67'));
    await userEvent.type(page.getByRole('textbox', { name: 'Amount' }), '345.67');
    await userEvent.click(page.getByRole('button', { name: 'Transfer' }));
    await expectShown(await page.findByText(/^P345\.67 moved to /, {}, loaded));
    await waitFor(() => expect(within(wallets).getByText('P12,000.00')).toBeVisible(), loaded);
    await expect(within(wallets).getByText('P345.67')).toBeVisible();
  },
};
// Deposit: the sandbox merchant's methods; a QR deposit shows its code and
// waits for payment at the top of the records.
export const Deposit: PageStory = {
  parameters: atPage('/index?panel=member&page=depositv2'),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Personal Center', title: 'Deposit' });
    const page = within(await screen.findByRole('region', { name: 'Deposit' }));
    await userEvent.click(await page.findByRole('radio', { name: 'QR payment' }, loaded));
    await userEvent.type(page.getByRole('textbox', { name: 'Amount' }), '200');
    await userEvent.click(page.getByRole('button', { name: /^Deposit$/ }));
    await expectShown(await page.findByRole('img', { name: 'QR code to pay the deposit' }, loaded));
    const records = page.getByRole('list', { name: 'Deposit records' });
    await waitFor(
      () => expect(within(records).getAllByRole('listitem')[0]).toHaveTextContent(/P200\.00.*Waiting for payment/),
      loaded,
    );
  },
};
// Withdraw: demo_player still owes turnover, so the page says how much and sends
// nothing; the saved card and e-wallet are listed.
export const Withdraw: PageStory = {
  parameters: atPage('/index?panel=member&page=withdraw'),
  play: async () => {
    await expectCentrePage({ centre: 'Personal Center', title: 'Withdraw' });
    const page = within(await screen.findByRole('region', { name: 'Withdraw' }));
    await expectShown(await page.findByText('Play P1,750.00 more turnover before you can withdraw.', {}, loaded));
    await expect(page.getByRole('button', { name: 'Withdraw' })).toHaveAttribute('aria-disabled', 'true');
    await expect(page.getAllByRole('button', { name: /^Remove / })).toHaveLength(2);
  },
};
// demo_vip owes nothing: a withdrawal goes through and shows as pending in the records.
export const WithdrawAsVip: PageStory = {
  globals: { user: 'demo_vip' },
  parameters: atPage('/index?panel=member&page=withdraw'),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Personal Center', title: 'Withdraw' });
    const page = within(await screen.findByRole('region', { name: 'Withdraw' }));
    await userEvent.type(await page.findByRole('textbox', { name: 'Amount' }, loaded), '120');
    await userEvent.type(page.getByLabelText('Payment password'), '666888');
    await userEvent.click(page.getByRole('button', { name: 'Withdraw' }));
    await expectShown(await page.findByText(/^Withdrawal of P120\.00 to .* requested: it is pending\.$/, {}, loaded));
    const records = page.getByRole('list', { name: 'Withdrawal records' });
    await waitFor(
      () => expect(within(records).getAllByRole('listitem')[0]).toHaveTextContent(/P120\.00.*Pending/),
      loaded,
    );
  },
};
// The sandbox of the story on screen, kept by its setup to read the codes it "sent".
let codeSandbox: Sandbox | undefined;
const keepSandbox = (sandbox: Sandbox) => {
  codeSandbox = sandbox;
};

// The merchant asks for an SMS code with each withdrawal (the verification-required
// scenario): demo_vip sends one to the bound phone and the withdrawal carries it.
export const WithdrawWithSmsCode: PageStory = {
  globals: { user: 'demo_vip', scenario: 'verification-required' },
  parameters: atPage('/index?panel=member&page=withdraw', { setup: keepSandbox }),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Personal Center', title: 'Withdraw' });
    const page = within(await screen.findByRole('region', { name: 'Withdraw' }));
    await userEvent.type(await page.findByRole('textbox', { name: 'Amount' }, loaded), '130');
    await userEvent.type(page.getByLabelText('Payment password'), '666888');
    await expect(page.getByText('The code goes to your mobile number 987****321.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Send code' }));
    await expectShown(await page.findByText('We sent a code to 987****321.', {}, loaded));
    const code = codeSandbox?.smsCode('987654321', 'member:withdraw') ?? '';
    await userEvent.type(page.getByRole('textbox', { name: 'Verification code' }), code);
    await userEvent.click(page.getByRole('button', { name: 'Withdraw' }));
    await expectShown(await page.findByText(/^Withdrawal of P130\.00 to .* requested: it is pending\.$/, {}, loaded));
  },
};
// The merchant's binding rules allow three cards: demo_vip with three is not offered a fourth.
export const WithdrawCardLimit: PageStory = {
  globals: { user: 'demo_vip' },
  parameters: atPage('/index?panel=member&page=withdraw', {
    setup: (sandbox) => {
      const account = sandbox.account('demo_vip');
      const [first] = account.bankCards;
      if (first) account.bankCards.push({ ...first, bankCardId: first.bankCardId + 5, accountNumber: '001122334455' });
    },
  }),
  play: async () => {
    await expectCentrePage({ centre: 'Personal Center', title: 'Withdraw' });
    const page = within(await screen.findByRole('region', { name: 'Withdraw' }));
    await expectShown(
      await page.findByText('You have saved 3 cards, the most allowed. Remove one to add another.', {}, loaded),
    );
    await expect(page.queryByRole('button', { name: 'Add a card' })).toBeNull();
  },
};
// A forgotten payment password: demo_player resets it in the security centre with
// the code the sandbox sent to the bound phone.
export const ForgotPaymentPassword: PageStory = {
  parameters: atPage('/index?panel=member&page=securityCenter', { setup: keepSandbox }),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Personal Center', title: 'My Account' });
    const page = within(await screen.findByRole('region', { name: 'My Account' }));
    await userEvent.click(await page.findByRole('button', { name: 'Change payment password' }, loaded));
    await userEvent.click(page.getByRole('button', { name: 'Forgot payment password?' }));
    const form = within(page.getByRole('form', { name: 'Reset payment password' }));
    await userEvent.click(form.getByRole('button', { name: 'Send code' }));
    await expectShown(await form.findByText('We sent a code to 912****678.', {}, loaded));
    const code = codeSandbox?.smsCode('912345678', 'member:changePaymentPassword') ?? '';
    await userEvent.type(form.getByRole('textbox', { name: 'Verification code' }), code);
    await userEvent.type(form.getByLabelText('New payment password'), '975310');
    await userEvent.type(form.getByLabelText('Confirm new payment password'), '975310');
    await userEvent.click(form.getByRole('button', { name: 'Reset password' }));
    await expectShown(await page.findByText('Payment password reset', {}, loaded));
    await expect(codeSandbox?.account('demo_player').paymentPassword).toBe('975310');
  },
};
// Only a member with an upline may transfer to it: demo_agent has one, and
// sends money to it with the login password.
export const TransferToUpline: PageStory = {
  globals: { user: 'demo_agent' },
  parameters: atPage('/index?panel=member&page=transferUpline'),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Personal Center', title: 'Transfer to Upline' });
    const page = within(await screen.findByRole('region', { name: 'Transfer to Upline' }));
    await userEvent.type(await page.findByRole('textbox', { name: 'Amount' }, loaded), '100');
    await userEvent.type(page.getByLabelText('Login password'), 'Passw0rd!');
    await userEvent.click(page.getByRole('button', { name: 'Transfer' }));
    await expectShown(await page.findByText('P100.00 transferred to your upline.', {}, loaded));
  },
};
// The rewards centre: claiming a promotion moves it to the history, and the
// header's rewards count behind the centre drops with it.
const rewardsCount = () => {
  const label = [...document.querySelectorAll('header *')]
    .map((element) => (element.children.length === 0 ? (element.textContent ?? '') : ''))
    .find((text) => /^\d+ promotions? available$/.test(text));
  return Number.parseInt(label ?? '0', 10);
};

export const RewardsCenter: PageStory = {
  parameters: atPage('/index?panel=member&page=rewardCenter'),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Personal Center', title: 'Rewards Center' });
    const page = within(await screen.findByRole('region', { name: 'Rewards Center' }));
    const available = await page.findByRole('list', { name: 'Available promotions' }, loaded);
    await expectShown(available);
    await waitFor(() => expect(rewardsCount()).toBeGreaterThan(0), loaded);
    const before = rewardsCount();
    await userEvent.click(within(available).getByRole('button', { name: 'Claim Daily reload 10%' }));
    await expectShown(await page.findByText('Daily reload 10%: the bonus moved to your balance.'));
    await waitFor(() => expect(rewardsCount()).toBe(before - 1), loaded);
    const history = page.getByRole('list', { name: 'Claim history' });
    await waitFor(() => expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Daily reload 10%'));
  },
};

// A raffle opens on demo_player's fixed prize.
export const RewardsCenterRaffle: PageStory = {
  parameters: atPage('/index?panel=member&page=rewardCenter'),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Personal Center', title: 'Rewards Center' });
    const page = within(await screen.findByRole('region', { name: 'Rewards Center' }));
    await userEvent.click(await page.findByRole('button', { name: 'Open Weekend lucky draw' }, loaded));
    await expectShown(await page.findByText('You won 8.00!', {}, loaded));
    await waitFor(() => expect(page.queryByRole('button', { name: 'Open Weekend lucky draw' })).toBeNull());
  },
};

export const RewardsCenterInChinese: PageStory = {
  globals: { locale: 'CN' },
  parameters: atPage('/index?panel=member&page=rewardCenter'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '个人中心' }, loaded);
    const page = within(await within(dialog).findByRole('region', { name: '奖励中心' }, loaded));
    await expectShown(await page.findByRole('heading', { name: '可领取的优惠' }, loaded));
    await expect(await page.findByRole('button', { name: '领取每日续存 10%' }, loaded)).toBeVisible();
  },
};
// Invite and earn: demo_player's invite link (two of demo_agent's players moved under
// demo_player so the invited list has people in it), copied to the clipboard, the invited
// list, the income and the rules.
export const InviteFriends: PageStory = {
  parameters: atPage('/index?panel=member&page=referral', {
    setup: (sandbox) => {
      const player = sandbox.account('demo_player');
      const friends = sandbox
        .downlineOf(sandbox.account('demo_agent'))
        .filter((account) => !sandbox.isAgent(account))
        .slice(0, 2);
      for (const friend of friends) friend.uplineId = player.id;
    },
  }),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Personal Center', title: 'Invite Friends' });
    const page = within(await screen.findByRole('region', { name: 'Invite Friends' }));
    const invite = within(await page.findByRole('region', { name: 'Your invite link' }, loaded));
    const link = invite.getByText(/^https?:\/\/.*referralCode=RF/);
    await expectShown(link);
    await expect(invite.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
    await expect(invite.getByText('2')).toBeVisible();

    // The clipboard is the browser's: the story only watches what the page puts there.
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    try {
      await userEvent.click(invite.getByRole('button', { name: 'Copy link' }));
      await expect(writeText).toHaveBeenCalledWith(link.textContent);
      await expect(await invite.findByRole('button', { name: 'Copied' })).toBeVisible();
    } finally {
      writeText.mockRestore();
    }

    const friends = await page.findByRole('list', { name: 'Invited friends' }, loaded);
    await expect(within(friends).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(friends).getAllByText('My reward')).toHaveLength(2);
    await expect(await page.findByRole('region', { name: 'My income' }, loaded)).toBeVisible();
    await expectShown(await page.findByText(/1% of every successful deposit/, {}, loaded));
  },
};
// In CN: the page's own words around the link and the rules.
export const InviteFriendsInChinese: PageStory = {
  globals: { locale: 'CN' },
  parameters: atPage('/index?panel=member&page=referral'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '个人中心' }, loaded);
    const invite = within(await within(dialog).findByRole('region', { name: '我的邀请链接' }, loaded));
    await expectShown(invite.getByRole('button', { name: '复制链接' }));
    await expect(invite.getByText('我的推荐码')).toBeVisible();
    await expect(await within(dialog).findByRole('heading', { name: '还没有邀请好友' }, loaded)).toBeVisible();
    await expect(await within(dialog).findByRole('list', { name: '规则' }, loaded)).toBeVisible();
  },
};
// Missions: demo_player's missions with their progress, the leaderboard and the rules; claiming a
// completed mission's reward takes one off the menu's badge.
export const Missions: PageStory = {
  parameters: atPage('/index?panel=member&page=missionLeaderboard'),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Personal Center', title: 'Missions' });
    const dialog = within(screen.getByRole('dialog', { name: 'Personal Center' }));
    const page = within(dialog.getByRole('region', { name: 'Missions' }));
    const list = await page.findByRole('list', { name: 'Missions' }, loaded);
    await expect(within(list).getAllByRole('progressbar').length).toBeGreaterThan(0);
    await expectShown(await page.findByRole('table', { name: 'Leaderboard' }, loaded));
    await expectShown(await page.findByText(/^You are number \d+ with/, {}, loaded));
    await expect((await page.findAllByRole('term', {}, loaded)).length).toBeGreaterThan(0);

    // The menu's badge counts the rewards waiting to be claimed.
    await expect(await dialog.findByText('2 mission rewards to claim', {}, loaded)).toBeInTheDocument();
    const claim = within(list).getAllByRole('button', { name: /^Claim / })[0] as HTMLElement;
    await userEvent.click(claim);
    await expectShown(await page.findByText(/: the reward moved to your balance\.$/, {}, loaded));
    await expect(await dialog.findByText('1 mission reward to claim', {}, loaded)).toBeInTheDocument();
    await expect(dialog.queryByText('2 mission rewards to claim')).toBeNull();
  },
};
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
    const confirm = await screen.findByRole('alertdialog', { name: /删除 1 条消息？$/ });
    await expectShown(confirm);
    await userEvent.click(within(confirm).getByRole('button', { name: '删除' }));
    await expectShown(await page.findByText('已删除 1 条消息。'));
    await waitFor(() => expect(page.queryByText('Welcome to Lobby')).toBeNull());
    await expect(page.getByText('3 条未读')).toBeVisible();
  },
};
// Cashback: demo_player is owed cashback on slots, live casino and sports.
// Claiming the slots' moves 101.04 to the balance the header shows behind the
// centre, and the payment heads the history.
export const Cashback: PageStory = {
  parameters: atPage('/index?panel=member&page=manualRebate'),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Personal Center', title: 'Cashback' });
    const page = within(await screen.findByRole('region', { name: 'Cashback' }));
    const owed = await page.findByRole('list', { name: 'Ready to claim' }, loaded);
    await expectShown(owed);
    await expect(within(owed).getAllByRole('listitem')).toHaveLength(3);
    await expect(page.getByText('212.79')).toBeVisible();
    await expect(await page.findByRole('table', { name: 'My rates' }, loaded)).toBeInTheDocument();
    const header = () => document.querySelector('header');
    await waitFor(() => expect(header()).toHaveTextContent('12,345.67'));

    await userEvent.click(page.getByRole('button', { name: 'Claim Slots cashback' }));
    await expectShown(await page.findByText('101.04 cashback moved to your balance.'));
    await waitFor(() => expect(within(owed).getAllByRole('listitem')).toHaveLength(2));
    await waitFor(() => expect(header()).toHaveTextContent('12,446.71'));
  },
};

// In CN, with nothing left to claim: the empty state in the player's words.
export const CashbackInChinese: PageStory = {
  globals: { locale: 'CN' },
  parameters: atPage('/index?panel=member&page=manualRebate', {
    setup: (sandbox) => sandbox.account('demo_player').pendingRebates.clear(),
  }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '个人中心' }, loaded);
    const page = within(await within(dialog).findByRole('region', { name: '返水' }, loaded));
    await expectShown(await page.findByRole('heading', { name: '暂无可领取的返水' }, loaded));
    await expect(page.queryByRole('button', { name: '一键领取' })).toBeNull();
    await expect(await page.findByRole('heading', { name: '返水记录' })).toBeVisible();
  },
};

// Bonus details: demo_player's bonuses with their statuses, the issued ones
// first; claiming one moves it to the balance the header shows.
export const BonusDetails: PageStory = {
  parameters: atPage('/index?panel=member&page=bonusDetails'),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Personal Center', title: 'Bonus Details' });
    const page = within(await screen.findByRole('region', { name: 'Bonus Details' }));
    const list = await page.findByRole('list', { name: 'Bonus Details' }, loaded);
    await expectShown(list);
    await expect(within(list).getAllByText('Claimed').length).toBeGreaterThan(0);
    const claim = within(list).getAllByRole('button', { name: /^Claim / })[0] as HTMLElement;
    const name = claim.getAttribute('aria-label') ?? '';
    const header = () => document.querySelector('header');
    await waitFor(() => expect(header()).toHaveTextContent('12,345.67'));

    await userEvent.click(claim);
    await expectShown(await page.findByText(/: the bonus moved to your balance\.$/));
    await waitFor(() => expect(page.queryByRole('button', { name })).toBeNull());
    await waitFor(() => expect(header()).not.toHaveTextContent('12,345.67'));
  },
};

// In CN: the statuses in the player's words.
export const BonusDetailsInChinese: PageStory = {
  globals: { locale: 'CN' },
  parameters: atPage('/index?panel=member&page=bonusDetails'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '个人中心' }, loaded);
    const page = within(await within(dialog).findByRole('region', { name: '红利明细' }, loaded));
    await expectShown(await page.findByText(/个红利可领取$/, {}, loaded));
    await expect(page.getAllByText('已领取').length).toBeGreaterThan(0);
  },
};

// The player rank page: demo_player's progress towards the next rank above the ranks and their benefits.
export const VipRank: PageStory = {
  parameters: atPage('/index?panel=member&page=playerRank'),
  play: async () => {
    await expectCentrePage({ centre: 'Personal Center', title: 'VIP Rank', inMenu: false });
    const page = within(await screen.findByRole('dialog', { name: 'Personal Center' }));
    await expectShown(await page.findByRole('progressbar', { name: 'Turnover this month' }, loaded));
    const ranks = await page.findByRole('list', { name: 'Ranks and benefits' }, loaded);
    await expect(within(ranks).getAllByText('Your rank')).toHaveLength(1);
    // demo_player's rank has no VIP service channel.
    await expect(page.queryByRole('button', { name: 'VIP service' })).toBeNull();
  },
};

// demo_vip's rank is above 4: the page offers the VIP service channel.
export const VipRankWithVipService: PageStory = {
  globals: { user: 'demo_vip' },
  parameters: atPage('/index?panel=member&page=playerRank'),
  play: async () => {
    const page = within(await screen.findByRole('dialog', { name: 'Personal Center' }, loaded));
    await expectShown(await page.findByRole('button', { name: 'VIP service' }, loaded));
  },
};

/** The header's avatar behind the centre (hidden from assistive tech while the centre is open), once its picture loaded. */
const headerAvatar = () => document.querySelector<HTMLImageElement>('header img:not([data-default-avatar])');

// The profile: demo_player's details and stock avatar; choosing another one
// changes the avatar in the header behind the centre at once.
export const Profile: PageStory = {
  parameters: atPage('/index?panel=member&page=profile'),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Personal Center', title: 'Profile', inMenu: false });
    const page = within(screen.getByRole('dialog', { name: 'Personal Center' }));
    await expectShown(await page.findByLabelText('Nickname', {}, loaded));
    await expect(page.getByLabelText('Nickname')).toHaveValue('Lucky Player');
    // The payee name of withdrawals is set: it shows, read-only.
    await expect(page.getByLabelText('Real name')).toHaveValue('Nguyen Van An');
    await expect(page.getByLabelText('Real name')).toHaveAttribute('readonly');
    const grid = await page.findByRole('radiogroup', { name: 'Choose an avatar' }, loaded);
    await expect(within(grid).getByRole('radio', { name: 'Avatar 7' })).toBeChecked();
    await waitFor(() => expect(headerAvatar()?.getAttribute('src')).toBe('/avatars/avatar-07.svg'), loaded);

    await userEvent.click(within(grid).getByRole('radio', { name: 'Avatar 2' }));
    await userEvent.click(page.getByRole('button', { name: 'Use this avatar' }));
    await expectShown(await page.findByText('Avatar saved'));
    await waitFor(() => expect(headerAvatar()?.getAttribute('src')).toBe('/avatars/avatar-02.svg'), loaded);
  },
};

// The security centre's "Edit profile" opens the profile, whose e-mail field
// sends a bound address back to the security centre to be changed.
export const ProfileFromMyAccount: PageStory = {
  parameters: atPage('/index?panel=member&page=securityCenter'),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Personal Center', title: 'My Account' });
    const dialog = within(screen.getByRole('dialog', { name: 'Personal Center' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Edit profile' }, loaded));
    await expectCentrePage({ centre: 'Personal Center', title: 'Profile', inMenu: false });
    await expect(await dialog.findByLabelText('E-mail', {}, loaded)).toHaveValue('de***@lobby.example');
    await userEvent.click(dialog.getByRole('button', { name: 'Change e-mail in the security centre' }));
    await expectCentrePage({ centre: 'Personal Center', title: 'My Account' });
  },
};

// In CN, without the avatar switch: the details in the player's words, no avatar section.
export const ProfileInChineseWithoutAvatars: PageStory = {
  globals: { locale: 'CN' },
  parameters: atPage('/index?panel=member&page=profile', { setup: (sandbox) => sandbox.setFlag('PROFPIC3', false) }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '个人中心' }, loaded);
    await expectShown(await within(dialog).findByRole('heading', { level: 4, name: '个人信息' }, loaded));
    await expect(within(dialog).getByLabelText('真实姓名')).toHaveValue('Nguyen Van An');
    await expect(within(dialog).queryByRole('heading', { name: '头像' })).toBeNull();
  },
};

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

// The sandbox's clock stands still on its catalogue day, while the records
// open on the browser's last seven days: move the member's bets and
// transactions to now, so the records have this week's rows.
function recordsThisWeek(sandbox: Sandbox) {
  const shift = Date.now() - CATALOGUE_NOW;
  const account = sandbox.findAccount('demo_player');
  for (const bet of account?.bets ?? []) {
    bet.betTime += shift;
    if (bet.settleTime !== null) bet.settleTime += shift;
  }
  for (const transaction of account?.transactions ?? []) transaction.time += shift;
}

/** The record's region, the table's body rows once they have settled, and the record's queries. */
async function openRecord(title: string) {
  await expectCentrePage({ centre: 'Personal Center', title });
  const region = within(screen.getByRole('dialog', { name: 'Personal Center' })).getByRole('region', { name: title });
  const table = await within(region).findByRole('table', { name: new RegExp(`^${title}, `) }, loaded);
  const bodyRows = async () => {
    await waitFor(() => expect(table.closest('[aria-busy]')).toBeNull(), loaded);
    // The body's rows: the header and the totals line are row groups of their own.
    const [, body] = within(table).getAllByRole('rowgroup');
    return body ? within(body).getAllByRole('row') : [];
  };
  return { page: within(region), table, bodyRows };
}

/** Picks an option of a filter (a Radix select: its options open in a portal). */
async function choose(filter: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: filter }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

// The betting record: this week's third-party bets with the platform's totals, one vendor's, then the lottery's with a bet's full detail.
export const BettingRecord: PageStory = {
  parameters: atPage('/index?panel=member&page=personalHistoryCopy', { setup: recordsThisWeek }),
  play: async () => {
    const { page, table, bodyRows } = await openRecord('Betting Record');
    await waitFor(async () => expect((await bodyRows()).length).toBeGreaterThan(2), loaded);
    await expect(within(table).getByRole('columnheader', { name: 'Win/loss' })).toBeVisible();
    await expect(within(table).getByText('Total')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Last 7 days', pressed: true })).toBeVisible();

    // demo_player played Evolution's tables this week: only those bets stay.
    await choose('Vendor', 'Evolution');
    await waitFor(async () => {
      const rows = await bodyRows();
      await expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) await expect(within(row).getAllByRole('cell')[2]).toHaveTextContent(/^EVO$/);
    }, loaded);

    await choose('Games', 'Lottery');
    await waitFor(async () => expect(within(table).queryByRole('columnheader', { name: 'Win/loss' })).toBeNull());
    await expect(page.queryByRole('combobox', { name: 'Vendor' })).toBeNull();
    const [first] = await bodyRows();
    await userEvent.click(within(first!).getByRole('button', { name: /^Details of / }));
    // The sandbox's lottery orders are numbered L….
    const detail = await screen.findByRole('dialog', { name: /^Order no\. L\w+$/ });
    // The lottery's full record adds the draw, the play and what was chosen to the row's own fields.
    await expectShown(await within(detail).findByText('Draw', {}, loaded));
    await expectShown(within(detail).getByText('Valid bet'));
    await expectShown(within(detail).getByText('Play'));
    await expectShown(within(detail).getByText('Chosen'));
    await expect(within(detail).getByText(/^\d{8}-\d{4}$/)).toBeVisible();
  },
};

// The account record: this week's transactions, then one type only.
export const AccountRecord: PageStory = {
  parameters: atPage('/index?panel=member&page=transactionHistory', { setup: recordsThisWeek }),
  play: async () => {
    const { bodyRows } = await openRecord('Account Record');
    await waitFor(async () => expect((await bodyRows()).length).toBeGreaterThan(2), loaded);
    await choose('Type', 'Deposit');
    await waitFor(async () => {
      const rows = await bodyRows();
      await expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) await expect(row).toHaveTextContent('Deposit');
    }, loaded);
  },
};

// The personal profit and loss: the figures of the days chosen, the profit as the total.
export const ProfitAndLoss: PageStory = {
  parameters: atPage('/index?panel=member&page=personalProfit', { setup: recordsThisWeek }),
  play: async () => {
    const { table, bodyRows } = await openRecord('Profit and Loss');
    await waitFor(async () => expect(await bodyRows()).toHaveLength(6), loaded);
    for (const item of ['Deposits', 'Withdrawals', 'Valid bets', 'Win/loss', 'Bonuses', 'Cashback']) {
      await expect(within(table).getByRole('rowheader', { name: item })).toBeVisible();
    }
    await expect(within(table).getByText('Profit and loss')).toBeVisible();
  },
};

// A record in Chinese: the same page, every word translated.
export const BettingRecordInChinese: PageStory = {
  globals: { locale: 'CN' },
  parameters: atPage('/index?panel=member&page=personalHistoryCopy', { setup: recordsThisWeek }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: '个人中心' }, loaded);
    const region = await within(dialog).findByRole('region', { name: '投注记录' }, loaded);
    // The centre fades in.
    await expectShown(await within(region).findByRole('columnheader', { name: '投注额' }, loaded));
    await expectShown(within(region).getByRole('button', { name: '导出 CSV' }));
  },
};
