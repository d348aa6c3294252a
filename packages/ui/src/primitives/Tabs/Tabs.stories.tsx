import type { Meta, StoryObj } from '@storybook/react-vite';
import { Dices, Fish, Gamepad2, Gift, Mail, ShieldCheck, Trophy, Wallet } from 'lucide-react';
import { expect, fn, waitFor } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs.Root,
  args: { variant: 'line', defaultValue: 'betting', onValueChange: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['line', 'pill'] } },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Records">
        <Tabs.Trigger value="betting">Betting record</Tabs.Trigger>
        <Tabs.Trigger value="account">Account record</Tabs.Trigger>
        <Tabs.Trigger value="loss">Personal loss</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="betting">Bets placed in the selected period.</Tabs.Content>
      <Tabs.Content value="account">Deposits, withdrawals and transfers.</Tabs.Content>
      <Tabs.Content value="loss">Profit and loss by day.</Tabs.Content>
    </Tabs.Root>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'Switches between views of one place: record types, game categories, and (with `variant="pill"` and `stretch`) the login / register and username / mobile switches. Built on Radix Tabs: arrow keys move between tabs, Home/End jump to the ends, Tab moves into the panel. The selected tab is marked in the highlight role. The row never wraps; on narrow screens it scrolls sideways, fades the edge that hides more tabs and keeps the selected tab in view. `Tabs.Trigger` takes an optional `icon` and `count` badge.',
      },
    },
  },
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const betting = canvas.getByRole('tab', { name: 'Betting record' });
    await expect(betting).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Bets placed');

    await userEvent.click(canvas.getByRole('tab', { name: 'Personal loss' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('loss');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Profit and loss by day.');
    await expect(canvas.getByRole('tab', { name: 'Personal loss' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const KeyboardNavigation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    const betting = canvas.getByRole('tab', { name: 'Betting record' });
    await expect(betting).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Account record' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('account');

    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Personal loss' })).toHaveAttribute('aria-selected', 'true');
    // Wraps around from the last tab.
    await userEvent.keyboard('{ArrowRight}');
    await expect(betting).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{Home}');
    await expect(betting).toHaveAttribute('aria-selected', 'true');

    // Tab leaves the row and lands on the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const Pill: Story = {
  args: { variant: 'pill', defaultValue: 'login' },
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <Tabs.Root {...args}>
        <Tabs.List aria-label="Account" stretch>
          <Tabs.Trigger value="login">Log in</Tabs.Trigger>
          <Tabs.Trigger value="register">Register</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="login">Username and password.</Tabs.Content>
        <Tabs.Content value="register">Create your account in three steps.</Tabs.Content>
      </Tabs.Root>
    </div>
  ),
  play: async ({ canvas, userEvent, args }) => {
    const login = canvas.getByRole('tab', { name: 'Log in' });
    const register = canvas.getByRole('tab', { name: 'Register' });
    // Stretched: both halves are the same width and fill the row.
    const a = login.getBoundingClientRect();
    const b = register.getBoundingClientRect();
    await expect(Math.abs(a.width - b.width)).toBeLessThanOrEqual(1);
    await expect(a.width + b.width).toBeGreaterThan(360);
    // The selected pill is filled with the highlight role.
    await expect(getComputedStyle(login).backgroundColor).not.toBe(getComputedStyle(register).backgroundColor);

    await userEvent.click(register);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('register');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Create your account');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(login).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithIconsAndCounts: Story = {
  args: { defaultValue: 'account' },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Member center">
        <Tabs.Trigger value="account" icon={<ShieldCheck size={18} />}>
          My account
        </Tabs.Trigger>
        <Tabs.Trigger value="wallet" icon={<Wallet size={18} />}>
          My wallet
        </Tabs.Trigger>
        <Tabs.Trigger value="missions" icon={<Trophy size={18} />} count={3} countLabel="3 missions to claim">
          Missions
        </Tabs.Trigger>
        <Tabs.Trigger value="rewards" icon={<Gift size={18} />} count={0}>
          Rewards
        </Tabs.Trigger>
        <Tabs.Trigger value="messages" icon={<Mail size={18} />} count={128} countTone="accent">
          Messages
        </Tabs.Trigger>
      </Tabs.List>
      {['account', 'wallet', 'missions', 'rewards', 'messages'].map((value) => (
        <Tabs.Content key={value} value={value}>
          {value} page
        </Tabs.Content>
      ))}
    </Tabs.Root>
  ),
  play: async ({ canvas, userEvent }) => {
    // The count is part of the tab's name; a zero count is not shown at all.
    await expect(canvas.getByRole('tab', { name: 'Missions 3 missions to claim' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Rewards' })).toBeVisible();
    const messages = canvas.getByRole('tab', { name: 'Messages More than 99 new items' });
    await expect(messages).toHaveTextContent('99+');
    await userEvent.click(messages);
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('messages page');
  },
};

export const DisabledTab: Story = {
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Records">
        <Tabs.Trigger value="betting">Betting record</Tabs.Trigger>
        <Tabs.Trigger value="agent" disabled>
          Team betting
        </Tabs.Trigger>
        <Tabs.Trigger value="account">Account record</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="betting">Bets</Tabs.Content>
      <Tabs.Content value="agent">Team</Tabs.Content>
      <Tabs.Content value="account">Account</Tabs.Content>
    </Tabs.Root>
  ),
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    // Arrow keys skip the disabled tab.
    await expect(canvas.getByRole('tab', { name: 'Account record' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('account');

    const team = canvas.getByRole('tab', { name: 'Team betting' });
    await userEvent.click(team);
    await expect(team).toHaveAttribute('aria-selected', 'false');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
  },
};

const categories = [
  { value: 'hot', label: 'Hot games', icon: <Gamepad2 size={18} /> },
  { value: 'sports', label: 'Sports', icon: <Trophy size={18} /> },
  { value: 'live', label: 'Live casino', icon: <Dices size={18} /> },
  { value: 'slots', label: 'Slots and jackpot games', icon: <Gamepad2 size={18} /> },
  { value: 'fish', label: 'Fishing', icon: <Fish size={18} /> },
  { value: 'pvp', label: 'PvP card games', icon: <Dices size={18} /> },
  { value: 'lottery', label: 'Lottery and e-lottery', icon: <Gift size={18} /> },
  { value: 'esports', label: 'E-sports', icon: <Trophy size={18} /> },
];

const renderCategories: Story['render'] = (args) => (
  <Tabs.Root {...args}>
    <Tabs.List aria-label="Game categories">
      {categories.map((category) => (
        <Tabs.Trigger key={category.value} value={category.value} icon={category.icon}>
          {category.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
    {categories.map((category) => (
      <Tabs.Content key={category.value} value={category.value}>
        {category.label} lobby
      </Tabs.Content>
    ))}
  </Tabs.Root>
);

export const LongLabelsOverflow: Story = {
  args: { defaultValue: 'hot' },
  render: renderCategories,
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('tablist', { name: 'Game categories' });
    const tabs = canvas.getAllByRole('tab');
    // One row, no wrapping: every tab sits on the same line and the row scrolls.
    const tops = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
    await expect(tops.size).toBe(1);
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(list).toHaveAttribute('data-overflow', 'end');

    // Keyboard: End selects the last tab and scrolls it into view.
    tabs[0]!.focus();
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'E-sports' });
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(list).toHaveAttribute('data-overflow', 'start'));
    const listBox = list.getBoundingClientRect();
    await waitFor(() => expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(listBox.right + 1));

    // Pointer: choosing a tab that is cut off at the edge brings it fully into view.
    await userEvent.keyboard('{Home}');
    await waitFor(() => expect(list).toHaveAttribute('data-overflow', 'end'));
    const cutOff = tabs.find((tab) => tab.getBoundingClientRect().right > listBox.right)!;
    await userEvent.click(cutOff);
    await waitFor(() => expect(cutOff.getBoundingClientRect().right).toBeLessThanOrEqual(listBox.right));
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  args: { defaultValue: 'username', variant: 'pill' },
  render: (args) => (
    <div style={{ maxWidth: 400 }}>
      <Tabs.Root {...args}>
        <Tabs.List aria-label="登录方式" stretch>
          <Tabs.Trigger value="username">账号登录</Tabs.Trigger>
          <Tabs.Trigger value="mobile">手机登录</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="username">请输入账号和密码</Tabs.Content>
        <Tabs.Content value="mobile">请输入手机号和验证码</Tabs.Content>
      </Tabs.Root>
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: '手机登录' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('请输入手机号和验证码');
  },
};

export const Mobile: Story = {
  args: { defaultValue: 'lottery' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: renderCategories,
  play: async ({ canvas, userEvent }) => {
    const list = canvas.getByRole('tablist');
    // The selected tab starts in view even though it is far along the row.
    const selected = canvas.getByRole('tab', { name: 'Lottery and e-lottery' });
    await waitFor(() => {
      const box = list.getBoundingClientRect();
      const tab = selected.getBoundingClientRect();
      expect(tab.left).toBeGreaterThanOrEqual(box.left - 1);
      expect(tab.right).toBeLessThanOrEqual(box.right + 1);
    });
    await expect(list).toHaveAttribute('data-overflow', 'both');
    await userEvent.click(canvas.getByRole('tab', { name: 'E-sports' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('E-sports lobby');
    // Tabs keep a comfortable touch height.
    await expect(selected.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
