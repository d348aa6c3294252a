import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreditCard, ShieldCheck } from 'lucide-react';
import { expect, fn, waitFor } from 'storybook/test';
import { Accordion, type AccordionEntry } from './Accordion';

const help: AccordionEntry[] = [
  {
    id: 'deposit',
    title: 'How do I make a deposit?',
    content:
      'Open the wallet, choose Deposit, pick a payment method and enter the amount. Most methods credit at once.',
  },
  {
    id: 'withdraw',
    title: 'How long does a withdrawal take?',
    content: 'Withdrawals are usually processed within 15 minutes once the turnover requirement is met.',
  },
  {
    id: 'turnover',
    title: 'What is the turnover requirement?',
    content: 'The amount of valid bets you need to place before a bonus or deposit can be withdrawn.',
  },
  {
    id: 'vip',
    title: 'How do I become a VIP?',
    content: 'Your rank rises with your valid bets. From rank 5 you get a personal VIP service.',
  },
];

const meta = {
  title: 'Primitives/Accordion',
  component: Accordion,
  args: { items: help, onValueChange: fn() },
  argTypes: { items: { control: false } },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
  parameters: {
    docs: {
      description: {
        component:
          'A list of entries of which one at a time is open (the footer help accordion, "one entry open at a time"); opening one closes the other, and the open one can be closed again. Pass `items` (`{ id, title, content }`, like the help items), or compose `Accordion.Root` / `.Item` / `.Trigger` / `.Content` for custom entries. Built on Radix Accordion: Enter or Space toggles, arrow keys move between headers, Home/End jump to the ends. Titles are headings (`headingLevel`, default 3).',
      },
    },
  },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const deposit = canvas.getByRole('button', { name: 'How do I make a deposit?' });
    const withdraw = canvas.getByRole('button', { name: 'How long does a withdrawal take?' });
    await expect(deposit).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(deposit);
    await expect(deposit).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(canvas.getByText(/choose Deposit/)).toBeVisible());

    // Opening another entry closes the first.
    await userEvent.click(withdraw);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('withdraw');
    await expect(withdraw).toHaveAttribute('aria-expanded', 'true');
    await expect(deposit).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByText(/choose Deposit/)).toBeNull());
    await waitFor(() => expect(canvas.getByText(/within 15 minutes/)).toBeVisible());

    // The open entry closes again: nothing open.
    await userEvent.click(withdraw);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await expect(withdraw).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByText(/within 15 minutes/)).toBeNull());
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent }) => {
    const [deposit, withdraw, turnover, vip] = canvas.getAllByRole('button');
    await userEvent.tab();
    await expect(deposit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(deposit).toHaveAttribute('aria-expanded', 'true');

    // Arrow keys move between headers without opening them.
    await userEvent.keyboard('{ArrowDown}');
    await expect(withdraw).toHaveFocus();
    await expect(withdraw).toHaveAttribute('aria-expanded', 'false');

    // Space opens it and closes the first.
    await userEvent.keyboard(' ');
    await expect(withdraw).toHaveAttribute('aria-expanded', 'true');
    await expect(deposit).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{End}');
    await expect(vip).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(deposit).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(vip).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(turnover).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    await expect(turnover).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(turnover).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OpenAtFirst: Story = {
  args: { defaultValue: 'turnover' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'What is the turnover requirement?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('region', { name: 'What is the turnover requirement?' })).toBeVisible();
  },
};

export const Headings: Story = {
  args: { headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(4);
  },
};

export const DisabledEntry: Story = {
  args: { items: help.map((entry) => (entry.id === 'withdraw' ? { ...entry, disabled: true } : entry)) },
  play: async ({ canvas, userEvent, args }) => {
    const withdraw = canvas.getByRole('button', { name: 'How long does a withdrawal take?' });
    await userEvent.click(withdraw);
    await expect(withdraw).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Custom entries through the namespace: icons in titles, rich content. */
export const Custom: Story = {
  render: (args) => (
    <Accordion.Root onValueChange={args.onValueChange} defaultValue="payments">
      <Accordion.Item value="payments">
        <Accordion.Trigger>
          <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            <CreditCard aria-hidden size={18} /> Payment methods
          </span>
        </Accordion.Trigger>
        <Accordion.Content>
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            <li>Bank transfer</li>
            <li>E-wallet</li>
            <li>
              <a href="#usdt">USDT (TRC20)</a>
            </li>
          </ul>
        </Accordion.Content>
      </Accordion.Item>
      <Accordion.Item value="responsible">
        <Accordion.Trigger>
          <span style={{ display: 'inline-flex', gap: 8, alignItems: 'center' }}>
            <ShieldCheck aria-hidden size={18} /> Responsible gaming
          </span>
        </Accordion.Trigger>
        <Accordion.Content>Set deposit limits or take a break from your security center.</Accordion.Content>
      </Accordion.Item>
    </Accordion.Root>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const payments = canvas.getByRole('button', { name: 'Payment methods' });
    await expect(payments).toHaveAttribute('aria-expanded', 'true');
    // Focusable content sits between its header and the next one.
    payments.focus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'USDT (TRC20)' })).toHaveFocus();
    await userEvent.tab();
    const responsible = canvas.getByRole('button', { name: 'Responsible gaming' });
    await expect(responsible).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('responsible');
    await expect(payments).toHaveAttribute('aria-expanded', 'false');
  },
};

export const LongText: Story = {
  args: {
    defaultValue: 'long',
    items: [
      {
        id: 'long',
        title:
          'Why was my withdrawal request to a newly added bank account held for additional verification even though my identity was verified?',
        content:
          'For your security, the first withdrawal to a new bank account is checked by our risk team. This usually takes less than an hour. You will receive a message in your mailbox as soon as it is approved, and the funds are sent automatically. If more than 24 hours pass, contact customer service with your withdrawal reference number.',
      },
      ...help.slice(0, 2),
    ],
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /newly added bank account/ });
    await expect(trigger.scrollWidth).toBeLessThanOrEqual(trigger.clientWidth);
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  args: {
    items: [
      { id: 'deposit', title: '如何存款？', content: '打开钱包，选择存款，选择支付方式并输入金额。' },
      { id: 'withdraw', title: '提款需要多久？', content: '满足流水要求后，提款通常在 15 分钟内处理完毕。' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '如何存款？' }));
    await waitFor(() => expect(canvas.getByText(/打开钱包/)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: '提款需要多久？' }));
    await waitFor(() => expect(canvas.queryByText(/打开钱包/)).toBeNull());
  },
};

export const Mobile: Story = {
  args: { defaultValue: 'deposit' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'How do I make a deposit?' });
    // Full-width rows with a comfortable touch height.
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    await expect(canvas.getByRole('region', { name: 'How do I make a deposit?' })).toBeVisible();
  },
};
