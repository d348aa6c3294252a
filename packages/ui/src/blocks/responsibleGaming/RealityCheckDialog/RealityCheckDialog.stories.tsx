import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { RealityCheckDialog } from './RealityCheckDialog';

const meta = {
  title: 'Blocks/Responsible gaming/RealityCheckDialog',
  component: RealityCheckDialog,
  args: {
    open: true,
    playedMinutes: 90,
    balanceChange: -120,
    settingsHref: '/responsibleGaming',
    onContinue: fn(),
    onStop: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'The reality check, at the interval the player chose on the responsible gaming page: how long they have been playing and how their balance moved since they logged in. Keep playing (also Escape) closes it until the next interval; Stop and log out ends the session.',
      },
    },
  },
} satisfies Meta<typeof RealityCheckDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Information Reality check' }));
    await waitFor(() => expect(dialog.getByText('You have been playing for 1 h 30 min.')).toBeVisible());
    await waitFor(() => expect(dialog.getByText('Balance change since you logged in: -P120.00')).toBeVisible());
  },
};

export const KeepPlayingOrStop: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Information Reality check' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Stop and log out' }));
    await expect(args.onStop).toHaveBeenCalledTimes(1);
    await userEvent.click(dialog.getByRole('button', { name: 'Keep playing' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

export const EscapeKeepsPlaying: Story = {
  play: async ({ userEvent, args }) => {
    await screen.findByRole('dialog', { name: 'Information Reality check' });
    await userEvent.keyboard('{Escape}');
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await expect(args.onStop).not.toHaveBeenCalled();
  },
};

export const AWinAndMinutesOnly: Story = {
  args: { playedMinutes: 15, balanceChange: 2_450.5 },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Information Reality check' }));
    await waitFor(() => expect(dialog.getByText('You have been playing for 15 min.')).toBeVisible());
    await waitFor(() => expect(dialog.getByText('Balance change since you logged in: +P2,450.50')).toBeVisible());
  },
};

export const BalanceUnknown: Story = {
  args: { balanceChange: null },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Information Reality check' }));
    await expect(dialog.queryByText(/Balance change/)).toBeNull();
    await expect(dialog.getByRole('link', { name: 'Change how often this appears' })).toHaveAttribute(
      'href',
      '/responsibleGaming',
    );
  },
};

export const OnAPhone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { playedMinutes: 605, balanceChange: -1_234_567.89 },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Information Reality check' }));
    await waitFor(() => expect(dialog.getByText('You have been playing for 10 h 5 min.')).toBeVisible());
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: /游戏时间提醒/ }));
    await waitFor(() => expect(dialog.getByText('您已游戏 1 小时 30 分钟。')).toBeVisible());
    await waitFor(() => expect(dialog.getByRole('button', { name: '继续游戏' })).toBeVisible());
  },
};
