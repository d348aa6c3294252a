import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Wallet } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Deposit', variant: 'primary', size: 'md', loading: false, disabled: false, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    startIcon: { control: false },
    endIcon: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The action control. `primary` is the gold call to action (one per view), `secondary` and `ghost` for the rest, `danger` for destructive actions, `link` for inline actions. `loading` keeps the width, shows a spinner and ignores presses while staying focusable. `asChild` renders a link with the button look.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Deposit' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button {...args} variant="primary">
        Play now
      </Button>
      <Button {...args} variant="secondary">
        Free trial
      </Button>
      <Button {...args} variant="ghost">
        Details
      </Button>
      <Button {...args} variant="danger">
        Sign out
      </Button>
      <Button {...args} variant="link">
        Forgot password?
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const [small, medium, large] = canvas.getAllByRole('button');
    await expect(small!.getBoundingClientRect().height).toBe(32);
    await expect(medium!.getBoundingClientRect().height).toBe(40);
    await expect(large!.getBoundingClientRect().height).toBe(48);
  },
};

export const WithIcons: Story = {
  args: { startIcon: <Wallet aria-hidden size={18} />, endIcon: <ArrowRight aria-hidden size={18} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Deposit' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, userEvent, args }) => {
    // The label stays the accessible name; aria-busy tells assistive tech it is working.
    const button = canvas.getByRole('button', { name: 'Deposit' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Still reachable by keyboard, so focus is not lost while a request runs.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Deposit' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Deposit' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#promotions">Promotions</a> },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Promotions' });
    await expect(link).toHaveAttribute('href', '#promotions');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const FullWidthOnMobile: Story = {
  args: { fullWidth: true, size: 'lg', children: 'Register now' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const button = canvas.getByRole('button', { name: 'Register now' });
    const container = canvasElement.getBoundingClientRect();
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(container.width * 0.8);
  },
};

export const LongLabel: Story = {
  args: { children: 'Claim your 100% first deposit bonus up to 1,000,000 VND today' },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { children: '立即存款' },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '立即存款' })).toBeVisible();
  },
};
