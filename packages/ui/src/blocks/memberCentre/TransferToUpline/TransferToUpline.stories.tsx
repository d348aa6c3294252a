import { agentTransferToUplineEndpoint, walletBalanceEndpoint } from '@lobby/api';
import { createFullI18n } from '@lobby/i18n';
import { SEED_PASSWORD } from '@lobby/mocks';
import { cashierFailureOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type { CashierResult } from '../wallet';
import { TransferToUpline, type TransferToUplineProps, type UplineTransferRequest } from './TransferToUpline';

const format = { locale: 'en', currency: { code: 'PHP' } };

const meta = {
  title: 'Blocks/Member centre/Transfer to upline',
  component: TransferToUpline,
  args: {
    title: 'Transfer to Upline',
    status: 'ready',
    balance: 2_450.5,
    format,
    onRetry: fn(),
    onTransfer: fn<(request: UplineTransferRequest) => Promise<CashierResult>>(async () => ({ ok: true })),
  },
  parameters: {
    docs: {
      description: {
        component:
          "Transfer to the upline: money from the main wallet to the agent above the member, confirmed with the login password (the one the platform checks here). The amount is read exactly as typed and can be no more than the main wallet holds; the transfer is sent once, and a failure keeps what was typed and shows the platform's words.",
      },
    },
  },
} satisfies Meta<typeof TransferToUpline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Transfer to Upline' })).toBeVisible();
    await expect(canvas.getByText('Main wallet: ₱2,450.50')).toBeVisible();
  },
};

export const TransferOnce: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '450.50');
    await userEvent.type(canvas.getByLabelText('Login password'), 'Passw0rd!');
    await userEvent.dblClick(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(await canvas.findByText('₱450.50 transferred to your upline.')).toBeVisible();
    await expect(args.onTransfer).toHaveBeenCalledTimes(1);
    await expect(args.onTransfer).toHaveBeenCalledWith({ amount: 450.5, password: 'Passw0rd!' });
  },
};

export const RefusedAmount: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '3000');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(canvas.getByText('That is more than the wallet holds.')).toBeVisible();
    await expect(canvas.getByText('Enter your login password.')).toBeVisible();
    await expect(args.onTransfer).not.toHaveBeenCalled();
  },
};

export const WrongPassword: Story = {
  args: {
    onTransfer: fn<(request: UplineTransferRequest) => Promise<CashierResult>>(async () => ({
      ok: false,
      error: 'Wrong password',
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount' }), '10');
    await userEvent.type(canvas.getByLabelText('Login password'), 'nope');
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Wrong password');
    await expect(canvas.getByRole('textbox', { name: 'Amount' })).toHaveValue('10');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your balance')).toBeInTheDocument();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: { balance: 123_456_789_012.34 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Main wallet: ₱123,456,789,012.34')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { title: '转账给上级', format: { ...format, locale: 'zh-CN' } },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('登录密码')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '转账' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Transfer' })).toBeVisible();
  },
};

// demo_agent, who has an upline, transfers through the platform's call.
const platform = storyPlatform({ user: 'demo_agent' });
const { client } = platform;
const i18n = createFullI18n();
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

function SandboxTransfer(args: TransferToUplineProps) {
  const [balance, setBalance] = useState<number>();
  const reload = useCallback(async () => setBalance((await client.call(walletBalanceEndpoint)).sumBalance), []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return (
    <TransferToUpline
      {...args}
      status={balance === undefined ? 'loading' : 'ready'}
      balance={balance ?? 0}
      onTransfer={async (request) => {
        try {
          await client.call(agentTransferToUplineEndpoint, request);
          return { ok: true };
        } catch (error) {
          return cashierFailureOf(error, t);
        } finally {
          await reload();
        }
      }}
    />
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxTransfer {...args} />,
  play: async ({ canvas, userEvent }) => {
    const before = platform.sandbox.account('demo_agent').main;
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Amount' }), '25');
    await userEvent.type(canvas.getByLabelText('Login password'), SEED_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer' }));
    await expect(await canvas.findByText('₱25.00 transferred to your upline.')).toBeVisible();
    await expect(platform.sandbox.account('demo_agent').main).toBe(Math.round((before - 25) * 100) / 100);
  },
};
