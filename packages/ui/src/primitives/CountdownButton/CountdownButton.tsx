import { useTranslation } from '@lobby/i18n';
import { useEffect, useId, useRef, useState } from 'react';
import { useClock } from '../../scheduling/clock';
import { Button, type ButtonProps } from '../Button/Button';
import { joinIds } from '../Field/Field';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './CountdownButton.css';

/** Whole seconds left until `endsAt` (epoch ms), rounded up; 0 when `endsAt` is null or past. */
export function secondsUntil(endsAt: number | null, now: number = Date.now()): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * Seconds left until `endsAt` (epoch ms on the `LobbyProvider`'s clock, which
 * is the browser's unless one is given; `null` means nothing is running).
 * Re-renders exactly when the shown number changes: each tick is scheduled for
 * the moment the number next changes, stopping at zero. Because the value is
 * computed from the clock and an absolute end time, it stays right across
 * re-renders, remounts and throttled background tabs.
 */
export function useCountdown(endsAt: number | null): number {
  const clock = useClock();
  const [state, setState] = useState(() => ({ endsAt, seconds: secondsUntil(endsAt, clock.now()) }));
  let current = state;
  // A new end time shows its first value in the same render, not one tick late.
  if (state.endsAt !== endsAt) {
    current = { endsAt, seconds: secondsUntil(endsAt, clock.now()) };
    setState(current);
  }

  useEffect(() => {
    if (endsAt === null) return;
    let cancelTick = () => {};
    const tick = () => {
      cancelTick();
      const now = clock.now();
      const seconds = secondsUntil(endsAt, now);
      setState((previous) =>
        previous.endsAt === endsAt && previous.seconds === seconds ? previous : { endsAt, seconds },
      );
      // Milliseconds until the shown number next changes (1..1000).
      if (seconds > 0) cancelTick = clock.after((endsAt - now) % 1000 || 1000, tick);
    };
    tick();
    // Background tabs may throttle timers; catch up as soon as the page is visible.
    const onVisibility = () => {
      if (document.visibilityState === 'visible') tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelTick();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [endsAt, clock]);

  return current.seconds;
}

export interface CountdownButtonProps extends Omit<ButtonProps, 'children' | 'asChild'> {
  /** The label when ready ("Get code", "Resend"); the count is appended while waiting. */
  children: string;
  /**
   * When the wait ends, as epoch milliseconds on the `LobbyProvider`'s clock
   * (for example `Date.now() + 60_000` after a code was sent, or
   * `clock.now() + 60_000` with `useClock()`); `null` when the button is ready. An absolute time
   * rather than a duration, so the wait survives re-renders and remounts (a
   * modal closed and reopened keeps counting).
   */
  endsAt: number | null;
  /** Called once when a countdown this button was showing reaches zero. */
  onCountdownEnd?: () => void;
  /** Visible text while waiting; defaults to the translated "Get code (59s)". */
  waitLabel?: (label: string, seconds: number) => string;
  /** Read on focus while waiting; defaults to the translated "Available again in 59 seconds". */
  secondsLeftLabel?: (seconds: number) => string;
  /** Announced when the wait ends; defaults to the translated "Get code is available again". */
  readyLabel?: (label: string) => string;
}

/**
 * A button that waits before it can be pressed again: the resend-code button
 * of SMS verification (disabled with a countdown in seconds after a
 * code is sent, re-enabled at zero; 60 s by default). While counting
 * it is `aria-disabled` (focus stays on it), shows the seconds left, and tells
 * screen readers once when the wait starts and once when it ends, never every
 * second.
 */
export function CountdownButton({
  children,
  endsAt,
  onCountdownEnd,
  waitLabel,
  secondsLeftLabel,
  readyLabel,
  disabled,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  ...rest
}: CountdownButtonProps) {
  const { t } = useTranslation();
  const seconds = useCountdown(endsAt);
  const counting = seconds > 0;
  const descriptionId = useId();
  const [announcement, setAnnouncement] = useState('');
  // The state this button last showed, so that only transitions are announced.
  const wasCounting = useRef(counting);

  useEffect(() => {
    if (counting === wasCounting.current) return;
    wasCounting.current = counting;
    if (counting) {
      setAnnouncement(secondsLeftLabel ? secondsLeftLabel(seconds) : t('ui.countdown.secondsLeft', { seconds }));
    } else {
      setAnnouncement(readyLabel ? readyLabel(children) : t('ui.countdown.ready', { label: children }));
      onCountdownEnd?.();
    }
  }, [counting, seconds, children, readyLabel, secondsLeftLabel, onCountdownEnd, t]);

  return (
    <>
      <Button
        {...rest}
        disabled={disabled || counting}
        // The name stays the plain label so it is not re-read every second;
        // the count is in the visible text and in the description.
        aria-label={ariaLabel ?? (counting ? children : undefined)}
        aria-describedby={joinIds(counting && descriptionId, ariaDescribedBy)}
      >
        <span className={styles.label}>
          {counting
            ? waitLabel
              ? waitLabel(children, seconds)
              : t('ui.countdown.wait', { label: children, seconds })
            : children}
        </span>
      </Button>
      {counting ? (
        // Hidden from reading order; still read as the button's description on focus.
        <span id={descriptionId} hidden>
          {secondsLeftLabel ? secondsLeftLabel(seconds) : t('ui.countdown.secondsLeft', { seconds })}
        </span>
      ) : null}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </>
  );
}
