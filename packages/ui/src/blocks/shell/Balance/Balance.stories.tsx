import { type ResponseOf, walletBalanceEndpoint } from '@lobby/api';
import { balanceViewOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import { Balance, type BalanceProps } from './Balance';
import { CurrencyProvider } from './currency';

const meta = {
  title: 'Blocks/Shell/Balance',
  component: Balance,
  args: { amount: 12345.67, status: 'ready', onRefresh: fn() },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'ready', 'refreshing', 'error'] } },
  parameters: {
    docs: {
      description: {
        component:
          'The wallet balance of the top bar and the side menu. Tabular figures in the merchant\'s currency (from `CurrencyProvider`; the platform\'s default is pesos written "P"), placed and spaced as the interface language writes money; a refreshing placeholder until the balance has loaded; in the side menu a click hides it as *** and shows it again.',
      },
    },
  },
} satisfies Meta<typeof Balance>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('P12,345.67')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh balance' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading', amount: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Refreshing…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Refresh balance' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Unavailable: Story = {
  args: { status: 'error', amount: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Balance unavailable')).toBeVisible();
  },
};

function HideableBalance(props: BalanceProps) {
  const [hidden, setHidden] = useState(false);
  return <Balance {...props} hidden={hidden} onToggleHidden={() => setHidden((value) => !value)} />;
}

export const HideByClickOrKeyboard: Story = {
  render: (args) => <HideableBalance {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /P12,345.67/ }));
    await expect(canvas.getByText('***')).toBeVisible();
    // The toggle keeps focus, so the keyboard can show it again.
    await expect(canvas.getByRole('button', { name: /\*\*\*/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('P12,345.67')).toBeVisible();
  },
};

export const LargeAmount: Story = {
  args: { amount: 1234567890.5 },
  decorators: [(Story) => <div style={{ maxWidth: 180 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('P1,234,567,890.50')).toBeInTheDocument();
  },
};

/** A merchant in Vietnamese dong: the currency has no minor unit, so the balance shows no decimals. */
export const VietnameseDong: Story = {
  args: { amount: 1234567.5 },
  decorators: [
    (Story) => (
      <CurrencyProvider currency={{ code: 'VND' }}>
        <Story />
      </CurrencyProvider>
    ),
  ],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₫1,234,568')).toBeVisible();
    await expect(canvas.queryByText(/\.\d/)).toBeNull();
  },
};

export const Chinese: Story = {
  args: { status: 'refreshing' },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('刷新中…')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '刷新余额' })).toBeInTheDocument();
  },
};

// demo_player's wallet in the sandbox, fetched through the platform client.
const platform = storyPlatform({ user: 'demo_player' });

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [async () => ({ balance: await platform.client.call(walletBalanceEndpoint) })],
  // The site's mapping: the wallets' sum in the merchant's currency, with where the figure stands.
  render: (args, { loaded }) => (
    <Balance {...args} {...balanceViewOf({ data: loaded.balance as ResponseOf<typeof walletBalanceEndpoint> })} />
  ),
  play: async ({ canvas }) => {
    // The platform's symbol is not used: the merchant's currency (here the default, pesos as "P") writes the sum.
    await expect(canvas.getByText('P12,345.67')).toBeVisible();
  },
};
