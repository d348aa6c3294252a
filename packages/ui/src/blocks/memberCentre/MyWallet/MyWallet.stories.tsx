import {
  type Balance,
  type GameVendors,
  gamesVendorsEndpoint,
  memberInfoEndpoint,
  walletBalanceEndpoint,
  walletRecallEndpoint,
  walletTransferEndpoint,
} from '@lobby/api';
import { createFullI18n } from '@lobby/i18n';
import { cashierFailureOf, walletRowsOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import { sampleWalletOverview } from '../sampleWallets';
import type { CashierResult, WalletOverview, WalletRow, WalletTransferRequest } from '../wallet';
import { MyWallet, type MyWalletProps } from './MyWallet';

/**
 * The stories' wallets behave as the platform's do: a transfer or a recall
 * that succeeds moves the money, after the args' spies have answered.
 */
function LocalWallet(args: MyWalletProps) {
  const [wallets, setWallets] = useState<readonly WalletRow[]>(args.overview.wallets);
  const moveTo = (id: string, delta: number) =>
    setWallets((list) =>
      list.map((wallet) =>
        wallet.id === id ? { ...wallet, balance: Math.round((wallet.balance + delta) * 100) / 100 } : wallet,
      ),
    );
  return (
    <MyWallet
      {...args}
      overview={{ ...args.overview, wallets }}
      onTransfer={async (transfer) => {
        const result = await args.onTransfer(transfer);
        if (result.ok) {
          const signed = transfer.direction === 'IN' ? transfer.amount : -transfer.amount;
          moveTo(transfer.walletId, signed);
          moveTo('main', -signed);
        }
        return result;
      }}
      onRecall={async () => {
        const result = await args.onRecall();
        if (result.ok) {
          const inGames = wallets.filter((wallet) => wallet.kind === 'game').reduce((sum, w) => sum + w.balance, 0);
          setWallets((list) =>
            list.map((wallet) =>
              wallet.kind === 'game' ? { ...wallet, balance: 0 } : { ...wallet, balance: wallet.balance + inGames },
            ),
          );
        }
        return result;
      }}
    />
  );
}

const ok = async (): Promise<CashierResult> => ({ ok: true });

const meta = {
  title: 'Blocks/Member centre/My wallet',
  component: MyWallet,
  args: {
    title: 'My Wallet',
    overview: { ...sampleWalletOverview, onRetry: fn() },
    onTransfer: fn<(transfer: WalletTransferRequest) => Promise<CashierResult>>(ok),
    onRecall: fn<() => Promise<CashierResult>>(ok),
    onRefresh: fn(),
  },
  argTypes: { overview: { control: false }, title: { control: 'text' } },
  render: (args) => <LocalWallet {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "The member centre's wallet page. Every wallet's balance and their total; with a wallet per game vendor, money moves between the main wallet and a game wallet (the amount read exactly as typed: the locale's separators, no more decimals than the currency has, no more than the wallet it leaves holds), and every game wallet can be recalled to the main wallet. A money action is sent once: its button stays busy until the platform answers; a failure keeps what was typed and shows the platform's words, and a time-out says the outcome is not known yet.",
      },
    },
  },
} satisfies Meta<typeof MyWallet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'My Wallet' })).toBeVisible();
    await expect(canvas.getByText('₱13,846.17')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Wallets' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByRole('button', { name: 'Transfer' })).toBeVisible();
  },
};

export const TransferIntoAGame: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '1,000.25');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(args.onTransfer).toHaveBeenCalledWith({ walletId: 'PP', direction: 'IN', amount: 1_000.25 });
    await expect(await canvas.findByText('₱1,000.25 moved to PP Slots.')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Wallets' });
    await expect(within(list).getByText('₱11,345.42')).toBeVisible();
    await expect(within(list).getByText('₱1,300.75')).toBeVisible();
  },
};

export const TransferBackWithAll: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Back to the main wallet' }));
    await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('300.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(args.onTransfer).toHaveBeenCalledWith({ walletId: 'PP', direction: 'OUT', amount: 300.5 });
    await expect(await canvas.findByText('₱300.50 moved from PP Slots to your main wallet.')).toBeVisible();
  },
};

export const RefusedAmounts: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const amount = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '10.005');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(canvas.getByText('Use at most 2 decimal places.')).toBeVisible();
    await userEvent.clear(amount);
    await userEvent.type(amount, '20000');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(canvas.getByText('That is more than the wallet holds.')).toBeVisible();
    await expect(args.onTransfer).not.toHaveBeenCalled();
  },
};

export const TransferRefused: Story = {
  args: {
    onTransfer: fn<(transfer: WalletTransferRequest) => Promise<CashierResult>>(async () => ({
      ok: false,
      error: 'The game wallet is under maintenance.',
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '75');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The game wallet is under maintenance.');
    // What was typed stays, to try again.
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('75');
  },
};

export const TimedOut: Story = {
  args: {
    onTransfer: fn<(transfer: WalletTransferRequest) => Promise<CashierResult>>(async () => ({
      ok: false,
      error: 'The platform did not answer in time.',
      uncertain: true,
    })),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '75');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent("We don't know yet whether this went through.");
    await expect(args.onTransfer).toHaveBeenCalledTimes(1);
  },
};

/** The platform takes its time: the button stays busy and a second click sends nothing. */
export const SlowTransferSentOnce: Story = {
  args: {
    onTransfer: fn<(transfer: WalletTransferRequest) => Promise<CashierResult>>(
      () => new Promise((resolve) => setTimeout(() => resolve({ ok: true }), 600)),
    ),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '10');
    const transfer = canvas.getByRole('button', { name: 'Transfer' });
    await userEvent.dblClick(transfer);
    await expect(transfer).toHaveAttribute('aria-disabled', 'true');
    await expect(await canvas.findByText('₱10.00 moved to PP Slots.')).toBeVisible();
    await expect(args.onTransfer).toHaveBeenCalledTimes(1);
  },
};

export const RecallEverything: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Move everything to the main wallet' }));
    await expect(args.onRecall).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByText("Every game wallet's balance is back in your main wallet.")).toBeVisible();
    await expect(canvas.getByText('Every game wallet is empty.')).toBeVisible();
  },
};

export const SingleWallet: Story = {
  args: { overview: { ...sampleWalletOverview, isSingle: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your balance is shared by every game: there is nothing to transfer.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Transfer' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { overview: { ...sampleWalletOverview, status: 'loading', wallets: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your wallets')).toBeInTheDocument();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Refreshing: Story = {
  args: { overview: { ...sampleWalletOverview, status: 'refreshing' }, refreshing: true },
  play: async ({ canvas }) => {
    // The total waits for the new figure, as the header's does.
    await expect(canvas.getByText('Refreshing…')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { overview: { ...sampleWalletOverview, status: 'error', wallets: [], onRetry: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Your wallets could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.overview.onRetry).toHaveBeenCalled();
  },
};

const longName = 'Mega Fortune Progressive Jackpot Live Dealer Studio Asia Pacific';

export const LongText: Story = {
  args: {
    overview: {
      ...sampleWalletOverview,
      total: 123_456_789.01,
      wallets: [
        ...sampleWalletOverview.wallets,
        { id: 'MEGA', name: longName, balance: 98_765_432.1, kind: 'game', transferable: true },
      ],
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(longName)).toBeVisible();
    await expect(canvas.getByText('₱98,765,432.10')).toBeVisible();
  },
};

/** A merchant in Vietnamese dong: balances show no decimals and a typed decimal is refused, never rounded. */
export const VietnameseDong: Story = {
  args: {
    overview: {
      ...sampleWalletOverview,
      total: 1_250_000,
      wallets: [
        { id: 'main', name: 'Main wallet', balance: 1_200_000, kind: 'main', transferable: false },
        { id: 'PP', name: 'PP Slots', balance: 50_000, kind: 'game', transferable: true },
      ],
      format: { locale: 'en', currency: { code: 'VND' } },
      onRetry: fn(),
    },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('₫1,250,000')).toBeVisible();
    await expect(canvas.getByText('₫1,200,000')).toBeVisible();
    await expect(canvas.getByText('Available: ₫1,200,000')).toBeVisible();
    const amount = canvas.getByRole('textbox', { name: 'Amount' });
    await userEvent.type(amount, '1000.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(await canvas.findByText('Enter a whole amount, without decimals.')).toBeVisible();
    await expect(args.onTransfer).not.toHaveBeenCalled();
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(args.onTransfer).toHaveBeenCalledWith({ walletId: 'PP', direction: 'IN', amount: 1000 });
    await expect(await canvas.findByText('₫1,000 moved to PP Slots.')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: {
    title: '我的钱包',
    overview: {
      ...sampleWalletOverview,
      format: { ...sampleWalletOverview.format, locale: 'zh-CN' },
      wallets: sampleWalletOverview.wallets.map((wallet) =>
        wallet.kind === 'main' ? { ...wallet, name: '主钱包' } : wallet,
      ),
    },
  },
  globals: { locale: 'CN' },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText('总余额')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '金额' }), '１２０．５');
    await userEvent.click(canvas.getByRole('button', { name: '转账' }));
    await expect(args.onTransfer).toHaveBeenCalledWith({ walletId: 'PP', direction: 'IN', amount: 120.5 });
    await expect(await canvas.findByText('PHP 120.50 已转入 PP Slots。')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Transfer' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Move everything to the main wallet' })).toBeVisible();
  },
};

// demo_vip's wallets in the sandbox (money in two game wallets), moved through
// the platform's calls and mapped by the site's view model.
const platform = storyPlatform({ user: 'demo_vip' });
const { client } = platform;
const i18n = createFullI18n();
const t = (key: string) => i18n.t(key);

function SandboxWallet(args: MyWalletProps) {
  const [balance, setBalance] = useState<Balance>();
  const [vendors, setVendors] = useState<GameVendors>();
  const reload = useCallback(async () => setBalance(await client.call(walletBalanceEndpoint)), []);
  useEffect(() => {
    void reload();
    void client.call(gamesVendorsEndpoint, { merchantCode: 'demo' }).then(setVendors);
  }, [reload]);
  const run = async (write: () => Promise<unknown>): Promise<CashierResult> => {
    try {
      await write();
      return { ok: true };
    } catch (error) {
      return cashierFailureOf(error, t);
    } finally {
      await reload();
    }
  };
  const overview: WalletOverview = {
    status: balance && vendors ? 'ready' : 'loading',
    isSingle: false,
    total: balance?.sumBalance ?? 0,
    wallets: balance ? walletRowsOf(balance, vendors, 'Main wallet') : [],
    format: { locale: 'en', currency: { code: 'PHP' } },
  };
  return (
    <MyWallet
      {...args}
      overview={overview}
      onTransfer={(transfer) =>
        run(() =>
          client.call(walletTransferEndpoint, {
            vassalage: transfer.walletId,
            direction: transfer.direction,
            amount: transfer.amount,
          }),
        )
      }
      onRecall={() =>
        run(async () =>
          client.call(walletRecallEndpoint, { customerId: String((await client.call(memberInfoEndpoint)).id) }),
        )
      }
    />
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxWallet {...args} />,
  play: async ({ canvas, userEvent }) => {
    const account = platform.sandbox.account('demo_vip');
    const list = await canvas.findByRole('list', { name: 'Wallets' });
    await expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Move everything to the main wallet' }));
    await expect(await canvas.findByText("Every game wallet's balance is back in your main wallet.")).toBeVisible();
    await waitFor(() => expect([...account.vendorWallets.values()].every((amount) => amount === 0)).toBe(true));
    const mainBefore = account.main;
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '25.5');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(await canvas.findByText(/^₱25\.50 moved to /)).toBeVisible();
    await expect(account.main).toBe(Math.round((mainBefore - 25.5) * 100) / 100);
  },
};
