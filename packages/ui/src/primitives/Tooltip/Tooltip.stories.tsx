import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefreshCw } from 'lucide-react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyClock } from '../../stories/clock';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Fetches the latest balance from every wallet',
    side: 'top',
    onOpenChange: fn(),
    children: (
      <Button variant="secondary" startIcon={<RefreshCw aria-hidden size={16} />}>
        Refresh
      </Button>
    ),
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    children: { control: false },
  },
  decorators: [(Story) => <div style={{ padding: '64px 96px' }}>{Story()}</div>],
  // The hover delay runs on a clock the play functions move.
  parameters: {
    clock: 'manual',
    docs: {
      description: {
        component:
          'A short hint for a control, shown on hover (after a 300 ms rest, `delayDuration`) and at once on keyboard focus, and announced as the control\'s description. `<Tooltip content="…" side="top"><Button>…</Button></Tooltip>`: the child is the trigger and must be focusable. Escape hides it. Touch screens cannot hover, so a tooltip is never the only place for essential information or an action; an icon-only button still needs its own `aria-label`.',
      },
    },
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const clock = storyClock(context);
    const trigger = canvas.getByRole('button', { name: 'Refresh' });
    await userEvent.hover(trigger);
    // Shown once the pointer has rested for the delay, not before.
    await clock.advance(299);
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await clock.advance(1);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Fetches the latest balance from every wallet');
    await expect(trigger).toHaveAccessibleDescription('Fetches the latest balance from every wallet');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(trigger).not.toHaveAttribute('aria-describedby');
  },
};

export const PassingOverAndPressing: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const clock = storyClock(context);
    const trigger = canvas.getByRole('button', { name: 'Refresh' });
    // A pointer that only passes over the control shows nothing…
    await userEvent.hover(trigger);
    await clock.advance(200);
    await userEvent.unhover(trigger);
    await clock.advance(1000);
    await expect(screen.queryByRole('tooltip')).toBeNull();
    // …nor does one that presses it before the delay is over.
    await userEvent.click(trigger);
    await clock.advance(1000);
    await expect(screen.queryByRole('tooltip')).toBeNull();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await expect(clock.pending).toBe(0);
  },
};

export const KeyboardFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Refresh' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Fetches the latest balance from every wallet');
    // Escape hides it without moving focus; leaving the control hides it too.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.tab();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const Sides: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 24, flexWrap: 'wrap' }}>
      {(['top', 'right', 'bottom', 'left'] as const).map((side) => (
        <Tooltip key={side} {...args} side={side} content={`Shown on the ${side}`}>
          <Button variant="secondary">{side}</Button>
        </Tooltip>
      ))}
    </div>
  ),
  play: async ({ canvas, userEvent }) => {
    for (const side of ['top', 'right', 'bottom', 'left']) {
      await userEvent.tab();
      await expect(canvas.getByRole('button', { name: side })).toHaveFocus();
      const tooltip = await screen.findByRole('tooltip', { name: `Shown on the ${side}` });
      await expect(tooltip).toHaveAttribute('data-side', side);
    }
  },
};

export const LongText: Story = {
  args: {
    content:
      'Fetches the latest balance from your main wallet and from every game wallet, including slots, live casino, fishing and sports. Transfers that are still processing are not included.',
  },
  play: async (context) => {
    const { canvas, userEvent } = context;
    await userEvent.hover(canvas.getByRole('button', { name: 'Refresh' }));
    await storyClock(context).advance(300);
    const bubble = await screen.findByRole('tooltip');
    await waitFor(() => expect(bubble).toBeVisible());
    await expect(bubble.getBoundingClientRect().width).toBeLessThanOrEqual(280);
  },
};

export const Chinese: Story = {
  args: {
    content: '从所有钱包获取最新余额',
    children: (
      <Button variant="secondary" startIcon={<RefreshCw aria-hidden size={16} />}>
        刷新
      </Button>
    ),
  },
  globals: { locale: 'CN' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const trigger = canvas.getByRole('button', { name: '刷新' });
    await userEvent.hover(trigger);
    await storyClock(context).advance(300);
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('从所有钱包获取最新余额');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>],
  args: { side: 'right' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    const bubble = await screen.findByRole('tooltip');
    // Measured where it comes to rest, once its entrance has played.
    await Promise.all(bubble.getAnimations().map((animation) => animation.finished));
    // No room on the right at the screen's edge: it flips and stays on screen.
    await expect(bubble).not.toHaveAttribute('data-side', 'right');
    const box = bubble.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
  },
};
