import {
  memberClaimRebateEndpoint,
  memberRebateRatesEndpoint,
  memberRebateRecordEndpoint,
  memberRebatesEndpoint,
  type RebateRate,
  type RebateRecord,
} from '@lobby/api';
import { createFullI18n } from '@lobby/i18n';
import {
  cashbackFailureOf,
  claimableRebatesOf,
  type PendingRebate,
  rebateHistoryOf,
  rebateHistoryPageSize,
  rebateRatesOf,
} from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type { CashbackResult, ClaimableRebate } from '../cashback';
import {
  sampleRebateHistory,
  sampleRebateRates,
  sampleRebates,
  sampleRebatesCN,
  sampleRebatesTotal,
} from '../sampleCashback';
import { Cashback, type CashbackProps } from './Cashback';

/**
 * The stories' cashback behaves as the site's does: a claim that succeeds
 * takes the claimed types off the list, after the args' `onClaim` (a spy).
 */
function LocalCashback(args: CashbackProps) {
  const [rebates, setRebates] = useState<readonly ClaimableRebate[]>(args.claimable.rebates);
  return (
    <Cashback
      {...args}
      claimable={{ ...args.claimable, rebates }}
      onClaim={async (productType) => {
        const result = await args.onClaim(productType);
        if (result.ok) setRebates((list) => (productType ? list.filter((r) => r.productType !== productType) : []));
        return result;
      }}
    />
  );
}

const ok = async (): Promise<CashbackResult> => ({ ok: true });

/** The one visible element with the text: tables draw their rows twice, as a table and as cards, and show one. */
function shownText(canvas: ReturnType<typeof within>, text: string | RegExp): HTMLElement {
  const shown = canvas.getAllByText(text).filter((element: HTMLElement) => element.checkVisibility());
  if (shown.length !== 1) throw new Error(`${shown.length} visible elements show ${text}`);
  return shown[0] as HTMLElement;
}

const meta = {
  title: 'Blocks/Member centre/Cashback',
  component: Cashback,
  args: {
    title: 'Cashback',
    claimable: { status: 'ready', rebates: sampleRebates, total: sampleRebatesTotal, onRetry: fn() },
    onClaim: fn<(productType?: string) => Promise<CashbackResult>>(ok),
    history: { status: 'ready', rows: sampleRebateHistory, page: 1, pageCount: 1, onPageChange: fn(), onRetry: fn() },
    rates: { status: 'ready', rates: sampleRebateRates, onRetry: fn() },
  },
  argTypes: {
    claimable: { control: false },
    history: { control: false },
    rates: { control: false },
    title: { control: 'text' },
  },
  render: (args) => <LocalCashback {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          'The member centre\'s cashback ("manual rebate"). Cashback owed is listed per product type (valid bets, rate, amount) with its total; each card claims its own type and "Claim all" claims everything; the result is said under the list, and a failed claim keeps the list and says why. Below: the cashback paid before (paged) and the member\'s rates. Loading, empty and failure states come from `AsyncRegion` and `DataTable`.',
      },
    },
  },
} satisfies Meta<typeof Cashback>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Cashback' })).toBeVisible();
    const owed = canvas.getByRole('list', { name: 'Ready to claim' });
    await expect(within(owed).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('212.79')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Claim Slots cashback' })).not.toHaveAttribute('aria-disabled');
    await expect(canvas.getByRole('heading', { level: 4, name: 'Cashback history' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 4, name: 'My rates' })).toBeVisible();
    await expect(shownText(canvas, '0.3%')).toBeVisible();
  },
};

export const ClaimOne: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Claim Slots cashback' }));
    await expect(args.onClaim).toHaveBeenCalledWith('RNG');
    await expect(await canvas.findByText('101.04 cashback moved to your balance.')).toBeVisible();
    const owed = canvas.getByRole('list', { name: 'Ready to claim' });
    await expect(within(owed).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByRole('button', { name: 'Claim Slots cashback' })).toBeNull();
  },
};

export const ClaimAll: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Claim all' }));
    await expect(args.onClaim).toHaveBeenCalledWith(undefined);
    await expect(await canvas.findByText('212.79 cashback moved to your balance.')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'No cashback to claim' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Claim all' })).toBeNull();
  },
};

export const ClaimFails: Story = {
  args: {
    onClaim: fn<(productType?: string) => Promise<CashbackResult>>(async () => ({
      ok: false,
      error: 'Cashback is paid out after 10:00 each day.',
    })),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Claim Live casino cashback' }));
    await expect(args.onClaim).toHaveBeenCalledWith('LIVE');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Cashback is paid out after 10:00 each day.');
    // Nothing was paid: the list stays as it was and the claim can be tried again.
    const owed = canvas.getByRole('list', { name: 'Ready to claim' });
    await expect(within(owed).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Claim Live casino cashback' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

export const Loading: Story = {
  args: {
    claimable: { status: 'loading', rebates: [], total: '' },
    history: { status: 'loading', rows: [], page: 1, pageCount: 1, onPageChange: fn() },
    rates: { status: 'loading', rates: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your cashback')).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Claim all' })).toBeNull();
  },
};

export const Empty: Story = {
  args: {
    claimable: { status: 'ready', rebates: [], total: '0.00' },
    history: { status: 'ready', rows: [], page: 1, pageCount: 1, onPageChange: fn() },
    rates: { status: 'ready', rates: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No cashback to claim' })).toBeVisible();
    await expect(shownText(canvas, 'No cashback paid yet')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Claim all' })).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  args: {
    claimable: { status: 'error', rebates: [], total: '', onRetry: fn() },
    history: { status: 'error', rows: [], page: 1, pageCount: 1, onPageChange: fn(), onRetry: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Your cashback could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Retry' })[0] as HTMLElement);
    await expect(args.claimable.onRetry).toHaveBeenCalled();
  },
};

const longLabel = 'Progressive jackpot slots and table games from every partner studio of the merchant';

export const LongText: Story = {
  args: {
    claimable: {
      status: 'ready',
      rebates: [
        {
          productType: 'JACKPOT',
          label: longLabel,
          validBet: '123,456,789.00',
          rate: '1.125%',
          amount: '1,388,888.88',
        },
        ...sampleRebates,
      ],
      total: '1,389,101.67',
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 5, name: longLabel })).toBeVisible();
    await expect(canvas.getByText('1,388,888.88')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: {
    title: '返水',
    claimable: { status: 'ready', rebates: sampleRebatesCN, total: '197.04' },
    history: { status: 'ready', rows: [], page: 1, pageCount: 1, onPageChange: fn() },
  },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 4, name: '可领取' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '领取电子返水' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '一键领取' })).toBeVisible();
    await expect(shownText(canvas, '暂无返水记录')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Claim all' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Claim Sports cashback' })).toBeVisible();
  },
};

// demo_player's cashback in the sandbox, claimed through the platform calls
// and mapped by the site's view models.
const platform = storyPlatform({ user: 'demo_player' });
const { client } = platform;
const words = createFullI18n();
const t = (key: string) => words.t(key);

function SandboxCashback(args: CashbackProps) {
  const [pending, setPending] = useState<readonly PendingRebate[]>();
  const [record, setRecord] = useState<{ list: readonly RebateRecord[]; totalCount?: number | null }>();
  const [rates, setRates] = useState<readonly RebateRate[]>();
  const [page, setPage] = useState(1);
  const reload = useCallback(async () => {
    const [owed, paid, rateList] = await Promise.all([
      client.call(memberRebatesEndpoint),
      client.call(memberRebateRecordEndpoint, { pageNo: page, pageSize: rebateHistoryPageSize }),
      client.call(memberRebateRatesEndpoint),
    ]);
    setPending(owed);
    setRecord(paid);
    setRates(rateList);
  }, [page]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return (
    <Cashback
      {...args}
      claimable={{ ...claimableRebatesOf(pending, t), status: pending ? 'ready' : 'loading' }}
      onClaim={async (productType) => {
        try {
          await client.call(memberClaimRebateEndpoint, productType ? { productType } : {});
          await reload();
          return { ok: true };
        } catch (error) {
          return cashbackFailureOf(error, t);
        }
      }}
      history={{ ...rebateHistoryOf(record, page, t), status: record ? 'ready' : 'loading', onPageChange: setPage }}
      rates={{ rates: rebateRatesOf(rates, t), status: rates ? 'ready' : 'loading' }}
    />
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxCashback {...args} />,
  play: async ({ canvas, userEvent }) => {
    // demo_player is owed cashback on slots, live casino and sports.
    const owed = await canvas.findByRole('list', { name: 'Ready to claim' });
    await expect(within(owed).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('212.79')).toBeVisible();
    const before = platform.sandbox.account('demo_player').main;
    await userEvent.click(canvas.getByRole('button', { name: 'Claim Slots cashback' }));
    await expect(await canvas.findByText('101.04 cashback moved to your balance.')).toBeVisible();
    await waitFor(() => expect(within(owed).getAllByRole('listitem')).toHaveLength(2));
    await expect(platform.sandbox.account('demo_player').main).toBeCloseTo(before + 101.04, 2);
    // The payment heads the history.
    const history = canvas.getByRole('table', { name: 'Cashback history' });
    await waitFor(() => expect(shownText(within(history), '101.04')).toBeVisible());
  },
};
