import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck, CircleX, Clock, Gift, Mail, MinusCircle } from 'lucide-react';
import { expect } from 'storybook/test';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { Badge } from './Badge';

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { count: 5, max: 99, showZero: false, dot: false, tone: 'danger' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['accent', 'danger', 'success', 'warning', 'info', 'neutral'] },
    count: { control: { type: 'number', min: 0 } },
    icon: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A count on a nav or menu entry (rewards shows the number of available promotions; the member-center mission entry shows a count badge only when the count is above 0), or with `children` a small status label for records. A zero count renders nothing unless `showZero`; counts above `max` read "99+". Screen readers hear "5 new items" (or `label`) instead of a bare number; status labels carry text and an optional icon so status is never told by colour alone.',
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('span')!;
    await expect(badge).toBeVisible();
    // The digit is drawn (and hidden from screen readers); the phrase is spoken.
    await expect(badge.querySelector('[aria-hidden]')).toHaveTextContent(/^5$/);
    await expect(badge).toHaveTextContent('5 new items');
    await expect(badge.getBoundingClientRect().height).toBe(20);
  },
};

export const Overflow: Story = {
  args: { count: 150 },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('span')!;
    await expect(badge.querySelector('[aria-hidden]')).toHaveTextContent('99+');
    await expect(badge).toHaveTextContent('More than 99 new items');
  },
};

export const CustomMax: Story = {
  args: { count: 12, max: 9 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('span [aria-hidden]')).toHaveTextContent('9+');
  },
};

export const ZeroIsHidden: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('span')).toBeNull();
  },
};

export const ShowZero: Story = {
  args: { count: 0, showZero: true, tone: 'neutral' },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector('span')!;
    await expect(badge.querySelector('[aria-hidden]')).toHaveTextContent('0');
    await expect(badge).toHaveTextContent('0 new items');
  },
};

export const Dot: Story = {
  args: { dot: true, count: undefined },
  render: (args) => (
    <button type="button" style={{ position: 'relative', padding: 8, background: 'none', border: 0, color: 'inherit' }}>
      <Mail aria-hidden size={24} />
      <VisuallyHidden>Mailbox</VisuallyHidden>
      <span style={{ position: 'absolute', top: 6, right: 6, display: 'flex' }}>
        <Badge {...args} />
      </span>
    </button>
  ),
  play: async ({ canvas }) => {
    // The dot adds "New" to the button's name: the news is not carried by colour alone.
    await expect(canvas.getByRole('button', { name: 'Mailbox New' })).toBeVisible();
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['accent', 'danger', 'success', 'warning', 'info', 'neutral'] as const).map((tone, index) => (
        <Badge key={tone} {...args} tone={tone} count={index + 1} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const badges = canvasElement.querySelectorAll(':scope > div > span');
    await expect(badges).toHaveLength(6);
    // Every tone paints a different fill.
    const fills = new Set([...badges].map((badge) => getComputedStyle(badge).backgroundColor));
    await expect(fills.size).toBe(6);
  },
};

export const InNavigation: Story = {
  args: { count: 3, tone: 'accent' },
  render: (args) => (
    <nav aria-label="Main">
      <a href="#rewards" style={{ display: 'inline-flex', gap: 8, alignItems: 'center', color: 'inherit' }}>
        <Gift aria-hidden size={18} />
        Rewards
        <Badge {...args} label={`${args.count} available promotions`} />
      </a>
    </nav>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Rewards 3 available promotions' })).toBeVisible();
  },
};

export const StatusLabels: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Badge tone="success" icon={<CircleCheck size={14} />}>
        Settled
      </Badge>
      <Badge tone="warning" icon={<Clock size={14} />}>
        Pending
      </Badge>
      <Badge tone="danger" icon={<CircleX size={14} />}>
        Failed
      </Badge>
      <Badge tone="neutral" icon={<MinusCircle size={14} />}>
        Cancelled
      </Badge>
      <Badge tone="info">Processing</Badge>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const status of ['Settled', 'Pending', 'Failed', 'Cancelled', 'Processing']) {
      await expect(canvas.getByText(status)).toBeVisible();
    }
  },
};

export const Chinese: Story = {
  args: { count: 8 },
  globals: { locale: 'CN' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('span')).toHaveTextContent('8 条新消息');
  },
};

export const ChineseOverflow: Story = {
  args: { count: 1000 },
  globals: { locale: 'CN' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('span')).toHaveTextContent('超过 99 条新消息');
  },
};
