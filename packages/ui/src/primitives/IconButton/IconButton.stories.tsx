import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bell, Mail, Menu, RefreshCw, Search, Trash } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  args: {
    label: 'Search games',
    icon: <Search />,
    variant: 'ghost',
    size: 'md',
    loading: false,
    disabled: false,
    onClick: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'secondary', 'primary', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    icon: { control: false },
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A square, icon-only button for toolbars and the top bar (menu toggle, search, balance refresh, mailbox). `label` is required and becomes the accessible name. Sizes follow the control scale (32/40/48 px) and the icon is sized for you. Like `Button`, `disabled` and `loading` use `aria-disabled` so focus is kept and presses are ignored; `asChild` renders a link.',
      },
    },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Search games' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // The icon is decoration: the name comes from `label` only.
    await expect(button.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} variant="ghost" label="Open menu" icon={<Menu />} />
      <IconButton {...args} variant="secondary" label="Refresh balance" icon={<RefreshCw />} />
      <IconButton {...args} variant="primary" label="Notifications" icon={<Bell />} />
      <IconButton {...args} variant="danger" label="Delete message" icon={<Trash />} />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Open menu', 'Refresh balance', 'Notifications', 'Delete message']) {
      await expect(canvas.getByRole('button', { name })).toBeVisible();
    }
  },
};

export const Sizes: Story = {
  args: { variant: 'secondary' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} size="sm" label="Small search" />
      <IconButton {...args} size="md" label="Medium search" />
      <IconButton {...args} size="lg" label="Large search" />
    </div>
  ),
  play: async ({ canvas }) => {
    const expected = { 'Small search': [32, 16], 'Medium search': [40, 20], 'Large search': [48, 24] } as const;
    for (const [name, [box, glyph]] of Object.entries(expected)) {
      const button = canvas.getByRole('button', { name });
      const rect = button.getBoundingClientRect();
      await expect(rect.width).toBe(box);
      await expect(rect.height).toBe(box);
      await expect(button.querySelector('svg')!.getBoundingClientRect().width).toBe(glyph);
    }
  },
};

export const Loading: Story = {
  args: { loading: true, label: 'Refresh balance', icon: <RefreshCw />, variant: 'secondary' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Refresh balance' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toHaveAttribute('aria-disabled', 'true');
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
    const button = canvas.getByRole('button', { name: 'Search games' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    // Still in the tab order, so a player can find out why it is unavailable.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: {
    asChild: true,
    label: 'Mailbox',
    icon: <Mail />,
    variant: 'secondary',
    // biome-ignore lint/a11y/useAnchorContent: IconButton puts its icon inside and names the link with `label`.
    children: <a href="#mailbox" />,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Mailbox' });
    await expect(link).toHaveAttribute('href', '#mailbox');
    await expect(link.querySelector('svg')).not.toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const KeyboardActivation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Search games' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Chinese: Story = {
  args: { label: '搜索游戏' },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '搜索游戏' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
