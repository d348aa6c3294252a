import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../../../primitives/Button/Button';
import { storyClock } from '../../../stories/clock';
import type { SliderResult, SliderStatus } from '../types';
import { SliderCaptcha } from './SliderCaptcha';

const meta = {
  title: 'Blocks/Accounts/SliderCaptcha',
  component: SliderCaptcha,
  args: {
    challenge: { id: 'sl_story' },
    onVerify: fn(),
    status: 'idle',
    resetKey: 0,
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'verifying', 'verified'] },
    challenge: { control: 'object' },
    error: { control: 'text' },
    label: { control: 'text' },
  },
  decorators: [(Story) => <div style={{ display: 'grid', gap: 16, maxWidth: 400 }}>{Story()}</div>],
  // The slide's duration is measured on a clock the play functions move.
  parameters: {
    clock: 'manual',
    docs: {
      description: {
        component:
          'The slider captcha of the login and register forms ("slider captcha must pass", "failure resets the slider"). Our own control, usable without a pointer: it is a `role="slider"` (0–100, `aria-valuenow`) that moves with the arrow keys (10), Page Up/Down (20), Home and End, and by dragging the thumb with a mouse, pen or finger; a drag released short of the end springs back. Reaching the end calls `onVerify({ challengeId, position, durationMs })` once and locks the thumb while the container checks it (`status: "verifying"`), then shows "Verified" (`status: "verified"`). Changing `resetKey` (a failed login) or the challenge starts over. `challenge: null` shows the loading state. `error` carries "complete verification first" when a form is submitted too early. The platform-driven story is the site\'s login container, whose slider the sandbox checks: Pages/Accounts › Login (`sites/web/src/features/accounts/AccountContainers.stories.tsx`), so no story here re-implements the site\'s flow.',
      },
    },
  },
} satisfies Meta<typeof SliderCaptcha>;

export default meta;
type Story = StoryObj<typeof meta>;

const slider = (canvas: { getByRole: (role: 'slider') => HTMLElement }) => canvas.getByRole('slider');

/** By keyboard: arrows step, Home goes back, End finishes and reports once. */
export const Default: Story = {
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const clock = storyClock(context);
    const thumb = slider(canvas);
    await expect(thumb).toHaveAccessibleName('Slide to verify');
    await expect(thumb).toHaveAttribute('aria-valuenow', '0');
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowUp}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '30');
    await expect(thumb).toHaveAttribute('aria-valuetext', '30%');
    // The slide is timed from reaching the slider to its end.
    await clock.advance(1234);
    await userEvent.keyboard('{ArrowLeft}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '20');
    await userEvent.keyboard('{PageUp}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '40');
    await userEvent.keyboard('{Home}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '0');
    await expect(args.onVerify).not.toHaveBeenCalled();
    await userEvent.keyboard('{End}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
    await expect(args.onVerify).toHaveBeenCalledWith({
      challengeId: 'sl_story',
      position: 100,
      durationMs: 1234,
    });
    // Locked while the container checks: more keys change nothing and report nothing.
    await expect(thumb).toHaveAttribute('aria-disabled', 'true');
    await expect(thumb).toHaveAttribute('aria-valuetext', 'Verifying…');
    await userEvent.keyboard('{Home}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
  },
};

/**
 * A keyboard player who goes straight to End: the thumb glides to the end and
 * the slide is reported once the shortest slide the checker accepts has passed,
 * never refused as too quick.
 */
export const KeyboardQuickFinish: Story = {
  args: { minDurationMs: 300 },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    const clock = storyClock(context);
    const thumb = slider(canvas);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await expect(thumb).toHaveAttribute('aria-valuetext', 'Verifying…');
    await expect(args.onVerify).not.toHaveBeenCalled();
    await clock.advance(299);
    await expect(args.onVerify).not.toHaveBeenCalled();
    await clock.advance(1);
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
    await expect(args.onVerify).toHaveBeenCalledWith({ challengeId: 'sl_story', position: 100, durationMs: 300 });
  },
};

/** Drags the thumb by `fraction` of the track with the pointer and lets go. */
async function drag(
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
  thumb: HTMLElement,
  fraction: number,
) {
  const track = thumb.parentElement as HTMLElement;
  const box = thumb.getBoundingClientRect();
  const span = track.clientWidth - thumb.offsetWidth - 4;
  const y = box.top + box.height / 2;
  const x = box.left + box.width / 2;
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: thumb, coords: { clientX: x, clientY: y } },
    { coords: { clientX: x + (span * fraction) / 2, clientY: y } },
    { coords: { clientX: x + span * fraction, clientY: y } },
    { keys: '[/MouseLeft]', coords: { clientX: x + span * fraction, clientY: y } },
  ]);
}

/** By pointer: a short drag springs back; a drag to the end verifies. */
export const PointerDrag: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const thumb = slider(canvas);
    await drag(userEvent, thumb, 0.5);
    await expect(thumb).toHaveAttribute('aria-valuenow', '0');
    await expect(args.onVerify).not.toHaveBeenCalled();
    await drag(userEvent, thumb, 1.2);
    await expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await expect(args.onVerify).toHaveBeenCalledWith(
      expect.objectContaining({ challengeId: 'sl_story', position: 100 }),
    );
    await expect(thumb).toHaveFocus();
  },
};

export const Verifying: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(slider(canvas));
    await userEvent.keyboard('{End}');
    await expect(canvas.getByText('Verifying…')).toBeVisible();
  },
};

export const Verified: Story = {
  args: { status: 'verified' },
  play: async ({ canvas }) => {
    const thumb = slider(canvas);
    await expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await expect(thumb).toHaveAttribute('aria-valuetext', 'Verified');
    await expect(thumb).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Verified');
  },
};

/** The challenge is still on its way. */
export const Loading: Story = {
  args: { challenge: null },
  play: async ({ canvas, userEvent, args }) => {
    const thumb = slider(canvas);
    await expect(thumb).toHaveAttribute('aria-disabled', 'true');
    await expect(thumb).toHaveAttribute('aria-valuetext', 'Preparing verification…');
    thumb.focus();
    await userEvent.keyboard('{End}');
    await expect(args.onVerify).not.toHaveBeenCalled();
  },
};

/** The form was submitted before the slide. */
export const WithError: Story = {
  args: { error: 'Please complete the verification first' },
  play: async ({ canvas }) => {
    const thumb = slider(canvas);
    await expect(thumb).toHaveAttribute('aria-invalid', 'true');
    await expect(thumb).toHaveAccessibleDescription(expect.stringContaining('Please complete the verification first'));
  },
};

/**
 * The challenge could not be fetched (the platform failed): the slider stays disabled, says why,
 * and offers Retry, which asks for a new challenge.
 */
export const ChallengeFailed: Story = {
  args: { challenge: null, error: 'The server is busy, please try again later', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const thumb = slider(canvas);
    await expect(thumb).toHaveAttribute('aria-disabled', 'true');
    await expect(thumb).toHaveAccessibleDescription(expect.stringContaining('The server is busy'));
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A host that refuses the first slide, as a failed login does: the slider starts over. */
function RefusingHost(props: { onVerify: (result: SliderResult) => void }) {
  const [resetKey, setResetKey] = useState(0);
  const [status, setStatus] = useState<SliderStatus>('idle');
  return (
    <>
      <SliderCaptcha
        challenge={{ id: `sl_attempt_${resetKey}` }}
        resetKey={resetKey}
        status={status}
        onVerify={(result) => {
          props.onVerify(result);
          setStatus('verifying');
        }}
      />
      <Button
        variant="secondary"
        onClick={() => {
          setStatus('idle');
          setResetKey((key) => key + 1);
        }}
      >
        Fail the login
      </Button>
    </>
  );
}

export const ResetsAfterFailure: Story = {
  render: (args) => <RefusingHost onVerify={args.onVerify} />,
  play: async ({ canvas, userEvent, args }) => {
    const thumb = slider(canvas);
    thumb.focus();
    await userEvent.keyboard('{End}');
    await expect(args.onVerify).toHaveBeenLastCalledWith(expect.objectContaining({ challengeId: 'sl_attempt_0' }));
    await expect(thumb).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Fail the login' }));
    await expect(thumb).toHaveAttribute('aria-valuenow', '0');
    await expect(thumb).not.toHaveAttribute('aria-disabled');
    thumb.focus();
    await userEvent.keyboard('{End}');
    await expect(args.onVerify).toHaveBeenLastCalledWith(expect.objectContaining({ challengeId: 'sl_attempt_1' }));
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(slider(canvas)).toHaveAccessibleName('滑动验证');
    await expect(slider(canvas)).toHaveAccessibleDescription(expect.stringContaining('End'));
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  decorators: [(Story) => <div style={{ maxWidth: 343 }}>{Story()}</div>],
  play: async ({ canvas, userEvent, args }) => {
    await drag(userEvent, slider(canvas), 1);
    await expect(args.onVerify).toHaveBeenCalledTimes(1);
  },
};
