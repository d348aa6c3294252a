import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { useClock } from '../../scheduling/clock';
import { storyClock } from '../../stories/clock';
import { CountdownButton, type CountdownButtonProps } from './CountdownButton';

/**
 * Stands in for a form that sends an SMS code: a press "sends" it and starts a
 * wait of `waitSeconds`; `startedSeconds` starts one when the story opens.
 * End times are read from the story's clock, which the play functions move.
 */
function SendCodeDemo({
  waitSeconds = 60,
  startedSeconds = 0,
  onClick,
  ...props
}: Omit<CountdownButtonProps, 'endsAt'> & { waitSeconds?: number; startedSeconds?: number }) {
  const clock = useClock();
  const [endsAt, setEndsAt] = useState<number | null>(() =>
    startedSeconds > 0 ? clock.now() + startedSeconds * 1000 : null,
  );
  return (
    <CountdownButton
      {...props}
      endsAt={endsAt}
      onClick={(event) => {
        onClick?.(event);
        setEndsAt(clock.now() + waitSeconds * 1000);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/CountdownButton',
  component: CountdownButton,
  args: { children: 'Get code', endsAt: null, variant: 'secondary', onClick: fn(), onCountdownEnd: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    endsAt: { control: false },
  },
  // The countdowns run on a clock the play functions move, not on real seconds.
  parameters: {
    clock: 'manual',
    docs: {
      description: {
        component:
          'The resend button of SMS verification (after a code is sent the button is disabled with a countdown in seconds and re-enabled at zero; 60 s by default). Pass `endsAt` as an absolute time (`Date.now() + 60_000`) kept in the form\'s state, so the wait survives re-renders and a modal that is closed and reopened. While waiting the button is `aria-disabled` (focus stays), shows "Get code (59s)", keeps "Get code" as its name with the time left as its description, and announces only the start and the end. `useCountdown(endsAt)` gives the seconds left for custom layouts.',
      },
    },
  },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Get code' });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Counting: Story = {
  render: (args) => <SendCodeDemo {...args} waitSeconds={3} startedSeconds={3} />,
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const clock = storyClock(context);
    const button = canvas.getByRole('button', { name: 'Get code' });
    const status = canvas.getByRole('status');

    // A wait started with the story: presses are ignored until it ends.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveTextContent(/^Get code \(3s\)$/);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    // The number changes exactly on the second, once a second.
    await clock.advance(999);
    await expect(button).toHaveTextContent(/^Get code \(3s\)$/);
    await clock.advance(1);
    await waitFor(() => expect(button).toHaveTextContent(/^Get code \(2s\)$/));
    await clock.advance(1000);
    await waitFor(() => expect(button).toHaveTextContent(/^Get code \(1s\)$/));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onCountdownEnd).not.toHaveBeenCalled();
    await clock.advance(1000);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await waitFor(() => expect(status).toHaveTextContent('Get code is available again'));
    await expect(args.onCountdownEnd).toHaveBeenCalledTimes(1);
    // Nothing keeps ticking once the wait is over.
    await expect(clock.pending).toBe(0);

    // Pointer: a press "sends the code" and starts a 3-second wait.
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveTextContent(/^Get code \(3s\)$/);
    await expect(button).toHaveAccessibleDescription(/^Available again in 3 seconds$/);
    await waitFor(() => expect(status).toHaveTextContent(/^Available again in 3 seconds$/));
    // Focus stays on the button while it waits.
    await expect(button).toHaveFocus();
    await clock.advance(2000);
    await waitFor(() => expect(button).toHaveAccessibleDescription(/^Available again in 1 seconds?$/));
    // Only the start and the end are announced, not every second.
    await expect(status).toHaveTextContent(/^Available again in 3 seconds$/);
    await clock.advance(1000);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await expect(button).toHaveTextContent(/^Get code$/);

    // Keyboard: Enter sends again once it is ready.
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await clock.advance(3000);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await waitFor(() => expect(args.onCountdownEnd).toHaveBeenCalledTimes(3));
  },
};

/** Mid-wait, as a player sees it most of the time: the visual snapshot shows the count. */
export const Waiting: Story = {
  args: { children: 'Resend' },
  render: (args) => <SendCodeDemo {...args} startedSeconds={60} />,
  play: async (context) => {
    const { canvas } = context;
    const button = canvas.getByRole('button', { name: 'Resend' });
    await expect(button).toHaveTextContent(/^Resend \(60s\)$/);
    await storyClock(context).advance(15_000);
    await waitFor(() => expect(button).toHaveTextContent(/^Resend \(45s\)$/));
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const Chinese: Story = {
  args: { children: '获取验证码' },
  globals: { locale: 'CN' },
  render: (args) => <SendCodeDemo {...args} waitSeconds={2} />,
  play: async (context) => {
    const { canvas, userEvent } = context;
    const button = canvas.getByRole('button', { name: '获取验证码' });
    await userEvent.click(button);
    await expect(button).toHaveTextContent(/^获取验证码（2 秒）$/);
    await expect(button).toHaveAccessibleDescription(/^2 秒后可再次使用$/);
    await storyClock(context).advance(2000);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('现在可以获取验证码'));
  },
};
