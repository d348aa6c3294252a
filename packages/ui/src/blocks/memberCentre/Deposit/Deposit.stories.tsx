import {
  type DepositChannels,
  type DepositMethod,
  type DepositRecord,
  walletCancelDepositEndpoint,
  walletDepositByLaunchUrlEndpoint,
  walletDepositByQrEndpoint,
  walletDepositChannelsEndpoint,
  walletDepositMethodsEndpoint,
  walletDepositRecordsEndpoint,
} from '@lobby/api';
import { createFullI18n } from '@lobby/i18n';
import { cashierFailureOf, depositMethodsOf, depositRecordRowsOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type { DepositRequest, DepositStart } from '../deposit';
import { sampleDepositBonuses, sampleDepositMethods, sampleDepositRecords } from '../sampleDeposit';
import type { CashierResult } from '../wallet';
import { Deposit, type DepositProps } from './Deposit';

const format = { locale: 'en', currency: { code: 'PHP' } };
const payUrl = 'https://pay.example/checkout/8002';

/** A stand-in for the window a payment page opens in: it records where it was sent. */
function fakeWindow() {
  const target = { location: { href: '' }, close: fn() };
  // The page only sets the address and closes it: the rest of a Window is not used.
  return { target, open: fn<() => Window | null>(() => target as unknown as Window) };
}

const payment = fakeWindow();

const meta = {
  title: 'Blocks/Member centre/Deposit',
  component: Deposit,
  args: {
    title: 'Deposit',
    status: 'ready',
    allowed: true,
    methods: sampleDepositMethods,
    bonuses: sampleDepositBonuses,
    format,
    onRetry: fn(),
    onDeposit: fn<(request: DepositRequest) => Promise<DepositStart>>(async () => ({
      ok: true,
      kind: 'redirect',
      url: payUrl,
    })),
    onCancel: fn<(id: string) => Promise<CashierResult>>(async () => ({ ok: true })),
    onCheck: fn(),
    records: { status: 'ready', rows: sampleDepositRecords },
    openWindow: payment.open,
  },
  argTypes: { methods: { control: false }, records: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "The cashier's deposit page. A method, paid on the provider's page (a window opened during the click, so browsers do not block it; one blocked anyway is said, with a link) or by a QR code; its channel with the channel's limits and one-tap amounts; the amount read exactly as typed; an optional bonus, given only from its least deposit. Deposits waiting for payment can be cancelled from the records; coming back from paying reads them again.",
      },
    },
  },
} satisfies Meta<typeof Deposit>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Deposit' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Online banking' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: /^PayPro/ })).toBeChecked();
    const records = canvas.getByRole('list', { name: 'Deposit records' });
    await expect(within(records).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const PayOnTheProvidersPage: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '₱500.00' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onDeposit).toHaveBeenCalledWith(
      expect.objectContaining({ amount: 500, bank: sampleDepositMethods[0]?.channels[0]?.banks[0], bonusId: null }),
    );
    await expect(
      await canvas.findByText(
        'Complete the payment in the window that opened. The deposit shows below once it is paid.',
      ),
    ).toBeVisible();
    await expect(payment.target.location.href).toBe(payUrl);
    await userEvent.click(canvas.getByRole('button', { name: 'I have paid: check again' }));
    await expect(args.onCheck).toHaveBeenCalled();
  },
};

export const PopupBlocked: Story = {
  args: { openWindow: fn<() => Window | null>(() => null) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '300');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(
      await canvas.findByText('Your browser blocked the payment window. Open the payment page with the link below.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('href', payUrl);
  },
};

export const PayByQrCode: Story = {
  args: {
    onDeposit: fn<(request: DepositRequest) => Promise<DepositStart>>(async () => ({
      ok: true,
      kind: 'qr',
      qrImage:
        'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"%3E%3Crect width="10" height="10"/%3E%3C/svg%3E',
      url: payUrl,
    })),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'QR payment' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '100');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(await canvas.findByRole('img', { name: 'QR code to pay the deposit' })).toBeVisible();
    // A QR deposit opens no window.
    await expect(args.openWindow).not.toHaveBeenCalled();
  },
};

export const WithABonus: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '1,000');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Bonus' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: /^Weekend reload 10%/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(args.onDeposit).toHaveBeenCalledWith(expect.objectContaining({ amount: 1_000, bonusId: '6002' }));
  },
};

export const OutsideTheChannelLimits: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '99.50');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(canvas.getByText('The least this channel takes is ₱100.00.')).toBeVisible();
    await expect(args.onDeposit).not.toHaveBeenCalled();
    await expect(args.openWindow).not.toHaveBeenCalled();
  },
};

export const Refused: Story = {
  args: {
    onDeposit: fn<(request: DepositRequest) => Promise<DepositStart>>(async () => ({
      ok: false,
      error: 'The channel is under maintenance.',
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '250');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The channel is under maintenance.');
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('250');
  },
};

export const CancelAPendingDeposit: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: 'Cancel the deposit of ₱500.00 from 2026-11-20 14:02:11' }),
    );
    await expect(args.onCancel).toHaveBeenCalledWith('8001');
    await expect(await canvas.findByText('Deposit cancelled.')).toBeVisible();
  },
};

export const NotAllowed: Story = {
  args: { allowed: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^Deposits are not available for your account right now\./)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Deposit' })).toBeNull();
  },
};

export const Loading: Story = {
  args: { status: 'loading', methods: [], records: { status: 'loading', rows: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the ways to deposit')).toBeInTheDocument();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', methods: [], records: { status: 'error', rows: [] } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'The deposit could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Retry' })[0] as HTMLElement);
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const NoRecords: Story = {
  args: { records: { status: 'ready', rows: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No deposits yet' })).toBeVisible();
  },
};

export const LongText: Story = {
  args: {
    methods: [
      {
        code: 'PG',
        name: 'Online banking through the Philippine interbank clearing network',
        flow: 'redirect',
        channels: [
          {
            id: 'LONG',
            name: 'International Payment Gateway Services of Southeast Asia',
            min: 100,
            max: 99_999_999,
            fixedAmounts: [100, 10_000_000],
            banks: [],
          },
        ],
      },
    ],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^International Payment Gateway Services of Southeast Asia/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '₱10,000,000.00' })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { title: '存款', format: { ...format, locale: 'zh-CN' } },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: '支付方式' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '存款' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Deposit' })).toBeVisible();
  },
};

// demo_player's deposits in the sandbox: methods, channels and records through
// the platform's calls, mapped by the site's view models. A QR deposit is
// created and then cancelled from the records.
const platform = storyPlatform({ user: 'demo_player' });
const { client } = platform;
const i18n = createFullI18n();
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

function SandboxDeposit(args: DepositProps) {
  const [methods, setMethods] = useState<DepositMethod[]>();
  const [channels, setChannels] = useState<DepositChannels>();
  const [records, setRecords] = useState<DepositRecord[]>();
  const reload = useCallback(async () => {
    setRecords((await client.call(walletDepositRecordsEndpoint, { pageNo: 1, pageSize: 10 })).records);
  }, []);
  useEffect(() => {
    void client.call(walletDepositMethodsEndpoint).then(setMethods);
    void client.call(walletDepositChannelsEndpoint).then(setChannels);
    void reload();
  }, [reload]);
  return (
    <Deposit
      {...args}
      status={methods && channels ? 'ready' : 'loading'}
      methods={depositMethodsOf(methods, channels)}
      bonuses={[]}
      onDeposit={async ({ method, channel, amount }) => {
        try {
          const request = { amount, vendorId: channel.id };
          if (method.flow === 'qr') {
            const answer = await client.call(walletDepositByQrEndpoint, request);
            return { ok: true, kind: 'qr', qrImage: answer.qrImageUrl ?? null, url: answer.redirectUrl ?? null };
          }
          const answer = await client.call(walletDepositByLaunchUrlEndpoint, request);
          return { ok: true, kind: 'redirect', url: answer.redirectUrl };
        } catch (error) {
          return cashierFailureOf(error, t);
        } finally {
          await reload();
        }
      }}
      onCancel={async (depositId) => {
        try {
          await client.call(walletCancelDepositEndpoint, { depositId });
          return { ok: true };
        } catch (error) {
          return cashierFailureOf(error, t);
        } finally {
          await reload();
        }
      }}
      records={{ status: records ? 'ready' : 'loading', rows: depositRecordRowsOf(records, format, t) }}
    />
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxDeposit {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: 'QR payment' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '150');
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }));
    await expect(await canvas.findByRole('img', { name: 'QR code to pay the deposit' })).toBeVisible();
    const created = platform.sandbox.account('demo_player').deposits[0];
    await expect(created).toMatchObject({ amount: 150, status: 'PENDING' });
    const records = canvas.getByRole('list', { name: 'Deposit records' });
    const first = within(records).getAllByRole('listitem')[0] as HTMLElement;
    await expect(first).toHaveTextContent(/₱150\.00.*Waiting for payment/);
    await userEvent.click(within(first).getByRole('button', { name: /^Cancel the deposit of ₱150\.00/ }));
    await expect(await canvas.findByText('Deposit cancelled.')).toBeVisible();
    await expect(platform.sandbox.account('demo_player').deposits[0]?.status).toBe('CANCELLED');
  },
};
