import {
  type Claimable,
  type ClaimRecord,
  type Promotion,
  promotionsAvailableEndpoint,
  promotionsClaimablesEndpoint,
  promotionsClaimHistoryEndpoint,
  promotionsClaimIssuedEndpoint,
  promotionsClaimRaffleEndpoint,
  promotionsRaffleStatusEndpoint,
  type RaffleStatus,
} from '@lobby/api';
import { createFullI18n } from '@lobby/i18n';
import { amountText, claimRowsOf, errorTextOf, raffleItemsOf, rewardItemsOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type { RaffleItem, RaffleOpenResult, RewardClaimResult, RewardItem } from '../rewardCentre';
import { sampleClaims, sampleRaffles, sampleRewards } from '../sampleRewards';
import { RewardCentre, type RewardCentreProps } from './RewardCentre';

const claimed = async (): Promise<RewardClaimResult> => ({ ok: true });
const won = async (): Promise<RaffleOpenResult> => ({ ok: true, prize: '18.00' });

const meta = {
  title: 'Blocks/Member centre/Reward centre',
  component: RewardCentre,
  args: {
    title: 'Rewards Center',
    available: { status: 'ready', items: sampleRewards, onRetry: fn() },
    raffles: { status: 'ready', items: sampleRaffles, onRetry: fn() },
    history: { status: 'ready', items: sampleClaims, page: 1, pageCount: 3, onPageChange: fn(), onRetry: fn() },
    onClaim: fn<(reward: RewardItem) => Promise<RewardClaimResult>>(claimed),
    onOpenRaffle: fn<(raffle: RaffleItem) => Promise<RaffleOpenResult>>(won),
  },
  argTypes: { available: { control: false }, raffles: { control: false }, history: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "The member centre's rewards: the promotions waiting for the member (claimed here, or joined on the promotion's page), the raffles and red envelopes to open (the envelope shakes during the draw and opens on the prize; with reduced motion it only changes), and the claim history, page by page.",
      },
    },
  },
} satisfies Meta<typeof RewardCentre>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Rewards Center' })).toBeVisible();
    const available = canvas.getByRole('list', { name: 'Available promotions' });
    await expect(within(available).getAllByRole('button', { name: /^Claim / })).toHaveLength(2);
    await expect(within(available).getByRole('link', { name: 'Join Sports cashback 5% on its page' })).toHaveAttribute(
      'href',
      '/promoDetail?id=6005',
    );
    await expect(canvas.getByRole('button', { name: 'Open Weekend lucky draw' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open Lunar New Year red envelope' })).toBeNull();
    await expect(canvas.getByRole('navigation')).toBeVisible();
  },
};

export const ClaimOne: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Claim Daily reload 10%' }));
    await expect(args.onClaim).toHaveBeenCalledWith(expect.objectContaining({ id: '6002' }));
    await expect(
      await canvas.findByText('Daily reload 10%: the bonus moved to your balance.', {}, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const ClaimFails: Story = {
  args: {
    onClaim: fn<(reward: RewardItem) => Promise<RewardClaimResult>>(async () => ({
      ok: false,
      error: 'Already claimed',
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Claim Daily reload 10%' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Already claimed');
  },
};

export const OpenARaffle: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open Weekend lucky draw' }));
    await expect(args.onOpenRaffle).toHaveBeenCalledWith(expect.objectContaining({ id: '6006' }));
    await expect(await canvas.findByText('You won 18.00!')).toBeVisible();
    await expect(canvas.getByText('Prize 18.00')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Open Weekend lucky draw' })).toBeNull();
  },
};

export const HistoryPages: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /2/ }));
    await expect(args.history.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Loading: Story = {
  args: {
    available: { status: 'loading', items: [] },
    raffles: { status: 'loading', items: [] },
    history: { status: 'loading', items: [], page: 1, pageCount: 1, onPageChange: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your promotions')).toBeInTheDocument();
    await expect(canvas.getByText('Loading your claims')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    available: { status: 'ready', items: [] },
    raffles: { status: 'ready', items: [] },
    history: { status: 'ready', items: [], page: 1, pageCount: 1, onPageChange: fn() },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Nothing to claim right now' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No raffles right now' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'No claims yet' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: {
    available: { status: 'error', items: [], onRetry: fn() },
    raffles: { status: 'ready', items: sampleRaffles },
    history: { status: 'error', items: [], page: 1, pageCount: 1, onPageChange: fn(), onRetry: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Your promotions could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Retry' })[0] as HTMLElement);
    await expect(args.available.onRetry).toHaveBeenCalled();
    // The raffles still show: one failed list does not hide the others.
    await expect(canvas.getByRole('button', { name: 'Open Weekend lucky draw' })).toBeVisible();
  },
};

const longTitle =
  'Grand opening celebration: a matched bonus on every deposit during the first fortnight, for slots, live casino and sports alike';

export const LongText: Story = {
  args: {
    available: {
      status: 'ready',
      items: [{ ...sampleRewardsFirst(), id: 'long', title: longTitle, amount: '1,234,567.89' }, ...sampleRewards],
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: longTitle })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

function sampleRewardsFirst(): RewardItem {
  return {
    id: 'sample',
    title: 'Sample',
    amount: '',
    status: { label: 'Claim', tone: 'info' },
    action: 'claim',
    href: '/promoDetail?id=sample',
  };
}

export const Chinese: Story = {
  args: {
    title: '奖励中心',
    available: {
      status: 'ready',
      items: [
        {
          ...sampleRewardsFirst(),
          id: '6002',
          title: '每日续存 10%',
          amount: '100.00',
          status: { label: '领取', tone: 'info' },
        },
      ],
    },
    raffles: { status: 'ready', items: [] },
    history: { status: 'ready', items: [], page: 1, pageCount: 1, onPageChange: fn() },
  },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '可领取的优惠' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '领取每日续存 10%' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '暂无领取记录' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Claim Daily reload 10%' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open Weekend lucky draw' })).toBeVisible();
  },
};

// demo_player's rewards in the sandbox, claimed and opened through the platform calls.
const platform = storyPlatform({ user: 'demo_player' });
const { client } = platform;
const i18n = createFullI18n();
const t = (key: string) => i18n.t(key);

interface Loaded {
  available: readonly Promotion[];
  claimables: readonly Claimable[];
  raffles: readonly RaffleStatus[];
  history: readonly ClaimRecord[];
}

function SandboxRewardCentre(args: RewardCentreProps) {
  const [loaded, setLoaded] = useState<Loaded>();
  const reload = useCallback(async () => {
    const [available, claimables, raffles, history] = await Promise.all([
      client.call(promotionsAvailableEndpoint),
      client.call(promotionsClaimablesEndpoint),
      client.call(promotionsRaffleStatusEndpoint),
      client.call(promotionsClaimHistoryEndpoint, {}),
    ]);
    setLoaded({ available, claimables, raffles, history: history.list });
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  const status = loaded ? 'ready' : 'loading';
  return (
    <RewardCentre
      {...args}
      available={{ status, items: rewardItemsOf(loaded?.available, loaded?.claimables, t) }}
      raffles={{ status, items: raffleItemsOf(loaded?.raffles, t) }}
      history={{ status, items: claimRowsOf(loaded?.history, t), page: 1, pageCount: 1, onPageChange: () => undefined }}
      onClaim={async (reward) => {
        try {
          await client.call(promotionsClaimIssuedEndpoint, { id: reward.id });
          await reload();
          return { ok: true };
        } catch (error) {
          return { ok: false, error: errorTextOf(error, t) };
        }
      }}
      onOpenRaffle={async (raffle) => {
        try {
          const { prize } = await client.call(promotionsClaimRaffleEndpoint, { promotionId: raffle.id });
          await reload();
          return { ok: true, prize: amountText(prize) };
        } catch (error) {
          return { ok: false, error: errorTextOf(error, t) };
        }
      }}
    />
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxRewardCentre {...args} />,
  play: async ({ canvas, userEvent }) => {
    // The sandbox answers through the network layer: on a busy machine, more than the default second.
    const available = await canvas.findByRole('list', { name: 'Available promotions' }, { timeout: 5000 });
    const before = within(available).getAllByRole('listitem').length;
    await userEvent.click(within(available).getByRole('button', { name: 'Claim Daily reload 10%' }));
    await expect(
      await canvas.findByText('Daily reload 10%: the bonus moved to your balance.', {}, { timeout: 5000 }),
    ).toBeVisible();
    // Claimed: it leaves the list and heads the history.
    await expect(within(available).getAllByRole('listitem')).toHaveLength(before - 1);
    const history = canvas.getByRole('list', { name: 'Claim history' });
    await expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent('Daily reload 10%');
    // demo_player's draw is fixed: 8.
    await userEvent.click(canvas.getByRole('button', { name: 'Open Weekend lucky draw' }));
    await expect(await canvas.findByText('You won 8.00!', {}, { timeout: 5000 })).toBeVisible();
  },
};
