import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Select, type SelectOptionGroup } from './Select';

const banks = [
  { value: 'vcb', label: 'Vietcombank' },
  { value: 'tcb', label: 'Techcombank' },
  { value: 'acb', label: 'ACB' },
  { value: 'bidv', label: 'BIDV', disabled: true },
  { value: 'mb', label: 'MB Bank' },
];

const methods: SelectOptionGroup[] = [
  {
    label: 'Bank transfer',
    options: [
      { value: 'local-bank', label: 'Local bank transfer' },
      { value: 'qr-bank', label: 'Bank QR code' },
    ],
  },
  {
    label: 'E-wallets',
    options: [
      { value: 'momo', label: 'MoMo' },
      { value: 'zalopay', label: 'ZaloPay' },
      { value: 'viettelpay', label: 'ViettelPay', disabled: true },
    ],
  },
  { label: 'Crypto', options: [{ value: 'usdt-trc20', label: 'USDT (TRC20)' }] },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: {
    label: 'Bank',
    options: banks,
    size: 'md',
    disabled: false,
    required: false,
    fullWidth: false,
    onValueChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['md', 'lg'] },
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 320 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'Choose one value from a short list (bank, payment method, date range preset, language). Same label, hint and error as TextField, and the same heights. Options may be grouped under headings; disabled options are skipped by the keyboard. Built on Radix Select: open with Enter, Space or the arrow keys, move with arrows, Home/End or type-ahead, choose with Enter. `name` submits the value with a form through a hidden native select. The placeholder defaults to the translated "Select…".',
      },
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Bank' });
    await expect(trigger).toHaveTextContent('Select…');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const PointerSelection: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Bank' });
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await userEvent.click(within(listbox).getByRole('option', { name: 'Techcombank' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('tcb');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('Techcombank');
    // Reopening marks the chosen option.
    await userEvent.click(trigger);
    const chosen = await screen.findByRole('option', { name: 'Techcombank' });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Bank' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    // Enter opens; arrows move; Enter chooses and returns focus to the trigger.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
    await waitFor(() => expect(screen.getByRole('option', { name: 'Vietcombank' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'ACB' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('acb');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveTextContent('ACB');

    // ArrowDown also opens; the disabled BIDV is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'ACB' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(screen.getByRole('option', { name: 'MB Bank' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('mb');
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
  },
};

export const Grouped: Story = {
  args: { label: 'Payment method', options: methods, defaultValue: 'momo' },
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Payment method' });
    await expect(trigger).toHaveTextContent('MoMo');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    await expect(within(listbox).getByRole('group', { name: 'E-wallets' })).toBeVisible();
    await expect(within(listbox).getByRole('option', { name: 'ViettelPay' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

export const WithHint: Story = {
  args: { hint: 'Withdrawals go to an account in your own name.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Bank' })).toHaveAccessibleDescription(
      'Withdrawals go to an account in your own name.',
    );
  },
};

export const WithError: Story = {
  args: { required: true, hint: 'Withdrawals go to an account in your own name.', error: 'Choose a bank.' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Bank' });
    await expect(trigger).toHaveAttribute('aria-invalid', 'true');
    await expect(trigger).toHaveAttribute('aria-required', 'true');
    await expect(trigger).toHaveAccessibleDescription('Choose a bank.');
    await expect(canvas.queryByText(/own name/)).toBeNull();
  },
};

const submitWithdrawal = fn();

export const InAForm: Story = {
  args: { name: 'bank', required: true },
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitWithdrawal(Object.fromEntries(new FormData(event.currentTarget)));
      }}
      style={{ display: 'grid', gap: 16, justifyItems: 'start' }}
    >
      <Select {...args} />
      <Button type="submit">Continue</Button>
    </form>
  ),
  play: async ({ canvas, userEvent }) => {
    submitWithdrawal.mockClear();
    const trigger = canvas.getByRole('combobox', { name: 'Bank' });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'MB Bank' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    // The hidden native select carries the value into the submitted form data.
    await userEvent.click(canvas.getByRole('button', { name: 'Continue' }));
    await expect(submitWithdrawal).toHaveBeenCalledWith({ bank: 'mb' });
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'vcb' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Bank' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(screen.queryByRole('listbox')).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const LongOptionLabels: Story = {
  args: {
    label: 'Withdrawal account',
    defaultValue: 'acct-1',
    options: [
      { value: 'acct-1', label: 'Joint Stock Commercial Bank for Foreign Trade of Vietnam •••• 4821 (Nguyen Van An)' },
      { value: 'acct-2', label: 'Vietnam Technological and Commercial Joint Stock Bank •••• 1290 (Nguyen Van An)' },
      { value: 'acct-3', label: 'MoMo •••• 8800' },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Withdrawal account' });
    // The trigger keeps one line and its width; the list shows the whole label.
    await expect(trigger.getBoundingClientRect().height).toBe(40);
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(280);
    await userEvent.click(trigger);
    const option = await screen.findByRole('option', { name: /Technological/ });
    await waitFor(() => expect(option).toBeVisible());
    await expect(option.getBoundingClientRect().height).toBeGreaterThan(40);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};

export const Chinese: Story = {
  args: {
    label: '银行',
    options: [
      { value: 'icbc', label: '中国工商银行' },
      { value: 'ccb', label: '中国建设银行' },
      { value: 'abc', label: '中国农业银行' },
    ],
  },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent, args }) => {
    const trigger = canvas.getByRole('combobox', { name: '银行' });
    await expect(trigger).toHaveTextContent('请选择…');
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: '中国建设银行' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('ccb');
  },
};

export const Mobile: Story = {
  args: { fullWidth: true, size: 'lg', label: 'Payment method', options: methods },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ minHeight: 480 }}>{Story()}</div>],
  play: async ({ canvas, canvasElement, userEvent }) => {
    const trigger = canvas.getByRole('combobox', { name: 'Payment method' });
    await expect(trigger.getBoundingClientRect().height).toBe(48);
    await expect(trigger.getBoundingClientRect().width).toBeGreaterThan(
      canvasElement.getBoundingClientRect().width * 0.8,
    );
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(listbox).toBeVisible());
    // The list is as wide as the trigger and stays on screen.
    await expect(Math.round(listbox.getBoundingClientRect().width)).toBeLessThanOrEqual(
      Math.round(trigger.getBoundingClientRect().width),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  },
};
