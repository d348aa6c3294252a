import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { CountdownButton, type CountdownButtonProps } from './CountdownButton';

/**
 * Stands in for a form that sends an SMS code: a press "sends" it and starts a
 * wait of `waitSeconds`; `startedSeconds` starts one when the story opens.
 */
function SendCodeDemo({
  waitSeconds = 60,
  startedSeconds = 0,
  onClick,
  ...props
}: Omit<CountdownButtonProps, 'endsAt'> & { waitSeconds?: number; startedSeconds?: number }) {
  const [endsAt, setEndsAt] = useState<number | null>(() =>
    startedSeconds > 0 ? Date.now() + startedSeconds * 1000 : null,
  );
  return (
    <CountdownButton
      {...props}
      endsAt={endsAt}
      onClick={(event) => {
        onClick?.(event);
        setEndsAt(Date.now() + waitSeconds * 1000);
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
  parameters: {
    docs: {
      description: {
        component:
          'The resend button of SMS verification (spec §4: after a code is sent the button is disabled with a countdown in seconds and re-enabled at zero; spec §9: 60 s by default). Pass `endsAt` as an absolute time (`Date.now() + 60_000`) kept in the form\'s state, so the wait survives re-renders and a modal that is closed and reopened. While waiting the button is `aria-disabled` (focus stays), shows "Get code (59s)", keeps "Get code" as its name with the time left as its description, and announces only the start and the end. `useCountdown(endsAt)` gives the seconds left for custom layouts.',
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
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Get code' });
    const status = canvas.getByRole('status');

    // A wait started with the story: presses are ignored until it ends.
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveTextContent(/^Get code \([123]s\)$/);
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'), { timeout: 5000 });
    await waitFor(() => expect(status).toHaveTextContent('Get code is available again'));
    await expect(args.onCountdownEnd).toHaveBeenCalledTimes(1);

    // Pointer: a press "sends the code" and starts a 3-second wait.
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(button).toHaveTextContent(/^Get code \([123]s\)$/);
    await expect(button).toHaveAccessibleDescription(/^Available again in [123] seconds$/);
    await waitFor(() => expect(status).toHaveTextContent(/^Available again in [123] seconds$/));
    // Focus stays on the button while it waits.
    await expect(button).toHaveFocus();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'), { timeout: 5000 });
    await expect(button).toHaveTextContent(/^Get code$/);

    // Keyboard: Enter sends again once it is ready.
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'), { timeout: 5000 });
    await waitFor(() => expect(args.onCountdownEnd).toHaveBeenCalledTimes(3));
  },
};

export const Chinese: Story = {
  args: { children: '获取验证码' },
  globals: { locale: 'CN' },
  render: (args) => <SendCodeDemo {...args} waitSeconds={2} />,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: '获取验证码' });
    await userEvent.click(button);
    await expect(button).toHaveTextContent(/^获取验证码（[12] 秒）$/);
    await expect(button).toHaveAccessibleDescription(/^[12] 秒后可再次使用$/);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'), { timeout: 5000 });
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('现在可以获取验证码'));
  },
};
