import { type PointReward, pointsBalanceEndpoint, pointsRedeemEndpoint, pointsRewardsEndpoint } from '@lobby/api';
import { createFullI18n } from '@lobby/i18n';
import { SEED_PAYMENT_PASSWORD } from '@lobby/mocks';
import { errorTextOf, mallRewardsOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, screen, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type { PointsActionResult } from '../pointsMall';
import { sampleRewards, sampleRewardsCN } from '../samplePointsMall';
import { PointsMall, type PointsMallMemberProps } from './PointsMall';

/** The member's mall (the visitor's card has a story of its own). */
function MemberPointsMall(props: PointsMallMemberProps) {
  return <PointsMall {...props} />;
}

const done = async (): Promise<PointsActionResult> => ({ ok: true, message: 'Done: find it in your redeem history.' });

const meta = {
  title: 'Blocks/Loyalty/Points mall',
  component: MemberPointsMall,
  args: {
    balance: { status: 'ready', points: 2580, onRetry: fn() },
    pointsPerCash: 10,
    cashText: (amount: number) => amount.toFixed(2),
    catalogue: { status: 'ready', rewards: sampleRewards, onRetry: fn() },
    history: <p>The redeem history</p>,
    details: <p>The points details</p>,
    onRedeem: fn(done),
    onConvert: fn(done),
  },
  argTypes: { balance: { control: false }, catalogue: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "/pointMall: the player's points (they never expire) with their conversion to cash at the configured rate, the rewards to redeem with the payment password, and tabs for the redeem history and the points details, which the host fills with records. A visitor is asked to sign in; a trial account is sent to the real-account warning.",
      },
    },
  },
} satisfies Meta<typeof MemberPointsMall>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2,580')).toBeVisible();
    await expect(canvas.getByText(/Points never expire\./)).toBeVisible();
    const rewards = canvas.getByRole('list', { name: 'Rewards' });
    await expect(within(rewards).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Redeem Smart watch' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Redeem: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem ₱50 cash' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Redeem ₱50 cash' }));
    await userEvent.type(dialog.getByLabelText('Payment password'), '666888');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm redeem' }));
    await expect(args.onRedeem).toHaveBeenCalledWith(expect.objectContaining({ id: '5001' }), 1, '666888');
    await expect(await canvas.findByText('Done: find it in your redeem history.')).toBeVisible();
  },
};

export const RedeemRefused: Story = {
  args: { onRedeem: fn(async (): Promise<PointsActionResult> => ({ ok: false, error: 'Incorrect payment password' })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem ₱50 cash' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Payment password'), 'wrong');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm redeem' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent('Incorrect payment password');
  },
};

export const Convert: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Convert to cash' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Convert points to cash' }));
    await userEvent.type(dialog.getByLabelText('Points to convert'), '250');
    await expect(dialog.getByText('You receive 25.00')).toBeVisible();
    await userEvent.type(dialog.getByLabelText('Payment password'), '666888');
    await userEvent.click(dialog.getByRole('button', { name: 'Convert' }));
    await expect(args.onConvert).toHaveBeenCalledWith(250, '666888');
  },
};

export const TrialAccount: Story = {
  args: { onRealAccountNeeded: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Redeem ₱50 cash' }));
    await expect(args.onRealAccountNeeded).toHaveBeenCalledOnce();
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

const signIn = fn();

export const Visitor: Story = {
  render: () => <PointsMall balance={null} onSignIn={signIn} catalogue={{ status: 'ready', rewards: sampleRewards }} />,
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign in to the points mall' })).toBeVisible();
    await expect(canvas.getByText(/Points never expire\./)).toBeVisible();
    // The rewards show; redeeming one asks to sign in first.
    await userEvent.click(canvas.getByRole('button', { name: `Redeem ${sampleRewards[0]!.name}` }));
    await expect(signIn).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(signIn).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { balance: { status: 'loading', points: 0 }, catalogue: { status: 'loading', rewards: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your points')).toBeInTheDocument();
    await expect(canvas.getByText('Loading the rewards')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { catalogue: { status: 'ready', rewards: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No rewards to redeem yet' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { catalogue: { status: 'error', rewards: [], onRetry: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'The rewards could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.catalogue.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    balance: { status: 'ready', points: 123_456_789 },
    catalogue: {
      status: 'ready',
      rewards: [
        {
          id: 'long',
          name: 'A weekend for two at the seaside resort, with dinner, spa treatments and a sunset cruise included',
          image: '',
          kind: 'Gift',
          points: 9_999_999,
          amountRequirement: '1,234,567.89',
          stock: 3,
        },
        ...sampleRewards,
      ],
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('123,456,789')).toBeVisible();
    await expect(canvas.getByText('Needs 1,234,567.89 turnover this month')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Chinese: Story = {
  args: { catalogue: { status: 'ready', rewards: sampleRewardsCN } },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/积分永不过期。/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '兑换₱50 现金' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '兑换记录' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Convert to cash' })).toBeVisible();
  },
};

// demo_player's points and the sandbox's rewards, redeemed through the platform's encrypted call.
const platform = storyPlatform({ user: 'demo_player' });
const i18n = createFullI18n();
const t = (key: string) => i18n.t(key);

function SandboxPointsMall(args: PointsMallMemberProps) {
  const [points, setPoints] = useState<number>();
  const [rewards, setRewards] = useState<readonly PointReward[]>();
  const reload = useCallback(async () => {
    setPoints((await platform.client.call(pointsBalanceEndpoint)).balance);
    setRewards(await platform.client.call(pointsRewardsEndpoint));
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return (
    <PointsMall
      {...args}
      balance={{ status: points === undefined ? 'loading' : 'ready', points: points ?? 0 }}
      catalogue={{ status: rewards ? 'ready' : 'loading', rewards: mallRewardsOf(rewards, t) }}
      onRedeem={async (reward, quantity, password) => {
        try {
          await platform.client.call(pointsRedeemEndpoint, { rewardId: reward.id, quantity, password });
          await reload();
          return { ok: true, message: `${reward.name} redeemed.` };
        } catch (error) {
          return { ok: false, error: errorTextOf(error, t) };
        }
      }}
    />
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxPointsMall {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByText('2,580')).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'Redeem ₱50 cash' }));
    const dialog = within(await screen.findByRole('dialog'));
    await userEvent.type(dialog.getByLabelText('Payment password'), SEED_PAYMENT_PASSWORD);
    await userEvent.click(dialog.getByRole('button', { name: 'Confirm redeem' }));
    await expect(await canvas.findByText('₱50 cash redeemed.')).toBeVisible();
    await expect(await canvas.findByText('2,080')).toBeVisible();
  },
};
