import {
  agentReferralDetailsEndpoint,
  agentReferralIncomeEndpoint,
  agentReferralRulesEndpoint,
  agentReferralsEndpoint,
  type ReferralDetails,
  type ReferralIncome,
} from '@lobby/api';
import { invitedFriendsOf, pageCountOf, referralIncomeOf, referralLinkOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type { InvitedFriend, InvitedFriendList } from '../referral';
import { sampleFriends, sampleIncome, sampleInvite, sampleRules } from '../sampleReferral';
import { Referral, type ReferralProps, type ReferralShareData } from './Referral';

const friends: InvitedFriendList = {
  status: 'ready',
  friends: sampleFriends,
  page: 1,
  pageCount: 1,
  onPageChange: fn(),
  onRetry: fn(),
};

const meta = {
  title: 'Blocks/Member centre/Referral',
  component: Referral,
  args: {
    title: 'Invite and earn',
    invite: { ...sampleInvite, onRetry: fn() },
    friends,
    income: { ...sampleIncome, onRetry: fn() },
    rules: { ...sampleRules, onRetry: fn() },
    copyText: fn<(text: string) => Promise<void>>(async () => undefined),
  },
  argTypes: {
    invite: { control: false },
    friends: { control: false },
    income: { control: false },
    rules: { control: false },
    title: { control: 'text' },
  },
  parameters: {
    docs: {
      description: {
        component:
          "The member centre's invite-and-earn page. The player's invite link as text and as a QR code, a Copy button that says Copied (or, when the browser refuses the clipboard, how to copy by hand), a Share button that opens the device's share sheet where there is one and copies otherwise, the referral code with its own Copy, how many friends were invited, and what the invited friends earned the player (in all, today, yesterday), the invited friends with their sign-up time, deposits and the player's reward, paged when long, and the merchant's rules. Income and rules are left out where the merchant has neither.",
      },
    },
  },
} satisfies Meta<typeof Referral>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Invite and earn' })).toBeVisible();
    const invite = within(canvas.getByRole('region', { name: 'Your invite link' }));
    await expect(invite.getByText(sampleInvite.link)).toBeVisible();
    await expect(invite.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
    await expect(invite.getByText('RF4K2Q')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Invited friends' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('lucky_star')).toBeVisible();
    const income = within(canvas.getByRole('region', { name: 'My income' }));
    await expect(income.getByText('17.00')).toBeVisible();
    const rules = canvas.getByRole('list', { name: 'Rules' });
    await expect(within(rules).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const WithoutIncomeAndRules: Story = {
  args: { income: undefined, rules: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Invited friends' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'My income' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'Rules' })).toBeNull();
  },
};

export const CopyLink: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(args.copyText).toHaveBeenCalledWith(sampleInvite.link);
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy code' }));
    await expect(args.copyText).toHaveBeenLastCalledWith('RF4K2Q');
    // Only what was copied last says so.
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

export const CopyRefused: Story = {
  args: {
    copyText: fn<(text: string) => Promise<void>>(async () => {
      throw new DOMException('Clipboard denied', 'NotAllowedError');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }));
    await expect(
      await canvas.findByText('Copying is not allowed here: select the link and copy it yourself.'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Copied' })).toBeNull();
  },
};

export const ShareSheet: Story = {
  args: { share: fn<(data: ReferralShareData) => Promise<void>>(async () => undefined) },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.share).toHaveBeenCalledWith(expect.objectContaining({ url: sampleInvite.link }));
    await expect(args.copyText).not.toHaveBeenCalled();
  },
};

export const ShareWithoutShareSheet: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await expect(args.copyText).toHaveBeenCalledWith(sampleInvite.link);
    await expect(await canvas.findByRole('button', { name: 'Copied' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: {
    invite: { status: 'loading', link: '', code: '' },
    friends: { ...friends, status: 'loading', friends: [] },
    income: { status: 'loading', total: '', today: '', yesterday: '' },
    rules: { status: 'loading', rules: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your invite link')).toBeInTheDocument();
    await expect(canvas.getByText('Loading your invited friends')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Copy link' })).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    invite: { ...sampleInvite, totalInvitations: 0 },
    friends: { ...friends, friends: [] },
    income: { status: 'ready', total: '0.00', today: '0.00', yesterday: '0.00' },
    rules: { status: 'ready', rules: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No rules published')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No friends invited yet' })).toBeVisible();
    await expect(canvas.getByText('Share your link: friends who sign up with it appear here.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: {
    invite: { status: 'error', link: '', code: '', onRetry: fn() },
    friends: { ...friends, status: 'error', friends: [], onRetry: fn() },
    income: { status: 'error', total: '', today: '', yesterday: '', onRetry: fn() },
    rules: { status: 'error', rules: [], onRetry: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Your invite link could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your invited friends could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your income could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'The rules could not be loaded' })).toBeVisible();
    // In page order: the link, the income, the friends, the rules.
    const [retryInvite, retryIncome, retryFriends, retryRules] = canvas.getAllByRole('button', { name: 'Retry' });
    await userEvent.click(retryInvite as HTMLElement);
    await expect(args.invite.onRetry).toHaveBeenCalled();
    await userEvent.click(retryIncome as HTMLElement);
    await expect(args.income?.onRetry).toHaveBeenCalled();
    await userEvent.click(retryFriends as HTMLElement);
    await expect(args.friends.onRetry).toHaveBeenCalled();
    await userEvent.click(retryRules as HTMLElement);
    await expect(args.rules?.onRetry).toHaveBeenCalled();
  },
};

const longLink = `https://promotions.a-very-long-merchant-domain-name.example/register/landing/welcome?affiliateCode=AF9Z8Y7X6W5V&referralCode=RF4K2QLONGCODE1234567890`;
const longAccount = 'a_player_with_an_unusually_long_account_name_2026';

export const LongText: Story = {
  args: {
    invite: { ...sampleInvite, link: longLink, code: 'RF4K2QLONGCODE1234567890', totalInvitations: 1234567 },
    friends: {
      ...friends,
      friends: [
        {
          id: 'long',
          account: longAccount,
          registered: '2026-11-24 23:59:59',
          deposit: '1,234,567.89',
          reward: '12,345.68',
        },
        ...sampleFriends,
      ],
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(longLink)).toBeVisible();
    await expect(canvas.getByText(longAccount)).toBeVisible();
    await expect(canvas.getByText('1234567')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: {
    title: '邀请赚钱',
    rules: {
      status: 'ready',
      rules: ['分享您的邀请链接或推荐码，好友用它注册即成为您邀请的好友。', '好友每次成功存款，您可获得其金额的 1%。'],
    },
  },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('region', { name: '我的邀请链接' })).toBeVisible();
    await expect(canvas.getByText('我的推荐码')).toBeVisible();
    await expect(canvas.getAllByText('我的奖励')).toHaveLength(3);
    await expect(canvas.getByRole('region', { name: '我的收入' })).toBeVisible();
    await expect(canvas.getByRole('list', { name: '规则' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '复制链接' }));
    await expect(await canvas.findByRole('button', { name: '已复制' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code of your invite link' })).toBeVisible();
  },
};

export const Paged: Story = {
  args: { friends: { ...friends, page: 2, pageCount: 4, onPageChange: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    const pager = canvas.getByRole('navigation');
    await userEvent.click(within(pager).getByRole('button', { name: /3/ }));
    await expect(args.friends.onPageChange).toHaveBeenCalledWith(3);
  },
};

// demo_agent's invite link and invited players in the sandbox, paged through the
// platform call and mapped by the site's view models.
const platform = storyPlatform({ user: 'demo_agent' });
const { client } = platform;
const perPage = 5;

function SandboxReferral(args: ReferralProps) {
  const [details, setDetails] = useState<ReferralDetails>();
  const [page, setPage] = useState(1);
  const [invited, setInvited] = useState<{ friends: InvitedFriend[]; pageCount: number }>();
  const [income, setIncome] = useState<ReferralIncome>();
  const [rules, setRules] = useState<readonly string[]>();
  useEffect(() => {
    void client.call(agentReferralDetailsEndpoint).then(setDetails);
    void client.call(agentReferralIncomeEndpoint).then(setIncome);
    void client.call(agentReferralRulesEndpoint).then((answer) => setRules(answer.rules));
  }, []);
  useEffect(() => {
    setInvited(undefined);
    void client
      .call(agentReferralsEndpoint, { pageNo: page, pageSize: perPage })
      .then((result) => setInvited({ friends: invitedFriendsOf(result.list), pageCount: pageCountOf(result) }));
  }, [page]);
  return (
    <Referral
      {...args}
      invite={{
        status: details ? 'ready' : 'loading',
        link: referralLinkOf(details, window.location.origin),
        code: details?.referralCode ?? '',
        totalInvitations: details?.totalInvitations ?? undefined,
      }}
      friends={{
        status: invited ? 'ready' : 'loading',
        friends: invited?.friends ?? [],
        page,
        pageCount: invited?.pageCount ?? 1,
        onPageChange: setPage,
      }}
      income={{ ...referralIncomeOf(income), status: income ? 'ready' : 'loading' }}
      rules={{ status: rules ? 'ready' : 'loading', rules: rules ?? [] }}
    />
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxReferral {...args} />,
  play: async ({ canvas, userEvent }) => {
    const agent = platform.sandbox.account('demo_agent');
    const invite = within(await canvas.findByRole('region', { name: 'Your invite link' }));
    await expect(invite.getByText(agent.referralCode)).toBeVisible();
    await expect(invite.getByText(new RegExp(`referralCode=${agent.referralCode}$`))).toBeVisible();
    await expect(invite.getByText(String(platform.sandbox.downlineOf(agent).length))).toBeVisible();

    await expect(await canvas.findByText(/1% of every successful deposit/)).toBeVisible();
    // 1% of the invited friends' successful deposits, as the sandbox holds them.
    const deposited = platform.sandbox
      .downlineOf(agent)
      .flatMap((friend) => friend.transactions)
      .filter((tx) => tx.txType === 'DEPOSIT' && tx.status === 'SUCCESS')
      .reduce((sum, tx) => sum + tx.amount, 0);
    const total = (Math.round(deposited) / 100).toLocaleString('en', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    await expect(deposited).toBeGreaterThan(0);
    await expect(within(canvas.getByRole('region', { name: 'My income' })).getByText(total)).toBeVisible();

    const list = await canvas.findByRole('list', { name: 'Invited friends' });
    const firstPage = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(firstPage).toHaveLength(perPage);
    await userEvent.click(within(canvas.getByRole('navigation')).getByRole('button', { name: /2/ }));
    const secondList = await canvas.findByRole('list', { name: 'Invited friends' });
    await expect(within(secondList).getAllByRole('listitem')[0]?.textContent).not.toBe(firstPage[0]);
  },
};
