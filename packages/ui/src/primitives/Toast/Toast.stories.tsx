import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { storyClock } from '../../stories/clock';
import { Button } from '../Button/Button';
import { useToast } from './Toast';
import type { ToastOptions, ToastTone } from './toasts';

function ToastDemo(props: ToastOptions & { trigger?: string }) {
  const toast = useToast();
  const { trigger = 'Show notification', ...options } = props;
  return <Button onClick={() => toast.show(options)}>{trigger}</Button>;
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastDemo,
  args: { title: 'Transfer complete', description: '1,000.00 moved to your main wallet.', tone: 'success' },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'danger'] } },
  // Toasts dismiss themselves on a clock the play functions move, so none leaves mid-test or mid-snapshot.
  parameters: {
    clock: 'manual',
    docs: {
      description: {
        component:
          'Short, non-blocking feedback. `useToast().show({ title, description, tone, action, duration })` from anywhere under `LobbyProvider`. A toast dismisses itself after 5 s (`duration`), counting only while the pointer and focus are elsewhere; errors stay twice as long and are announced assertively; every toast can be dismissed by its close button, by swiping right or with Escape (F8 focuses the region).',
      },
    },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    const status = await screen.findByText('Transfer complete');
    await waitFor(() => expect(status).toBeVisible());
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Transfer complete')).toBeNull());
  },
};

/** Left alone, a toast goes after its duration; while the pointer rests on it, it waits. */
export const DismissesItself: Story = {
  play: async (context) => {
    const { canvas, userEvent } = context;
    const clock = storyClock(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    const title = await screen.findByText('Transfer complete');
    await waitFor(() => expect(title).toBeVisible());
    await clock.advance(3000);
    // The pointer on the toast holds it, however long it stays…
    await userEvent.hover(title);
    await clock.advance(60_000);
    await expect(title).toBeVisible();
    // …and once it leaves, the toast has the 2 seconds it had left.
    await userEvent.unhover(title);
    await clock.advance(1999);
    await expect(title).toBeVisible();
    await clock.advance(1);
    await waitFor(() => expect(screen.queryByText('Transfer complete')).toBeNull());
  },
};

/** An error stays twice as long (10 s) as other toasts. */
export const ErrorsStayLonger: Story = {
  args: { tone: 'danger', title: 'Network abnormal', description: 'The balance could not be refreshed.' },
  play: async (context) => {
    const { canvas, userEvent } = context;
    const clock = storyClock(context);
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    const title = await screen.findByText('Network abnormal');
    await waitFor(() => expect(title).toBeVisible());
    await userEvent.unhover(canvas.getByRole('button', { name: 'Show notification' }));
    await clock.advance(9999);
    await expect(title).toBeVisible();
    await clock.advance(1);
    await waitFor(() => expect(screen.queryByText('Network abnormal')).toBeNull());
  },
};

export const KeyboardOnly: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show notification' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const title = await screen.findByText('Transfer complete');
    // F8 jumps to the notifications region, which names its key; Tab reaches the toast; Escape dismisses it.
    await expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    await userEvent.keyboard('{F8}');
    await userEvent.tab();
    await expect(title.closest('li')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(title).not.toBeInTheDocument());
  },
};

// Each kind of message and the tone that shows it: an error is a `danger` toast.
const messageKinds = [
  ['info', 'info'],
  ['success', 'success'],
  ['warning', 'warning'],
  ['error', 'danger'],
] as const satisfies readonly (readonly [string, ToastTone])[];

export const Tones: Story = {
  render: () => {
    return (
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {messageKinds.map(([kind, tone]) => (
          <ToastDemo key={tone} tone={tone} title={`A ${kind} message`} trigger={`Show ${kind}`} />
        ))}
      </div>
    );
  },
  play: async ({ canvas, userEvent }) => {
    for (const [kind] of messageKinds) {
      await userEvent.click(canvas.getByRole('button', { name: `Show ${kind}` }));
    }
    const last = await screen.findByText('A error message');
    await waitFor(() => expect(last).toBeVisible());
    await expect(screen.getByText('A info message')).toBeInTheDocument();
  },
};

export const WithRetryAction: Story = {
  args: {
    tone: 'danger',
    title: 'Network abnormal',
    description: 'The balance could not be refreshed.',
    action: { label: 'Retry', onAction: fn() },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show notification' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    await expect(args.action?.onAction).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    tone: 'warning',
    title: 'Your withdrawal request is waiting for the turnover requirement to be completed',
    description:
      'You still need 12,345.67 of valid bets before this withdrawal can be processed. Bets on live casino, slots, fishing and sports all count towards the requirement.',
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button'));
    const title = await screen.findByText(/turnover requirement/);
    await waitFor(() => expect(title).toBeVisible());
  },
};

export const Chinese: Story = {
  args: { title: '转账成功', description: '1,000.00 已转入主钱包。', trigger: '显示通知' },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '显示通知' }));
    const title = await screen.findByText('转账成功');
    await waitFor(() => expect(title).toBeVisible());
    await expect(screen.getByRole('button', { name: '关闭通知' })).toBeInTheDocument();
    await expect(screen.getByRole('region', { name: '通知（F8）' })).toBeInTheDocument();
  },
};
