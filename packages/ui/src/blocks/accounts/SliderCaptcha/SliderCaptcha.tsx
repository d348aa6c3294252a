import { useTranslation } from '@lobby/i18n';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { clsx } from 'clsx';
import { Check, ChevronsRight, LoaderCircle } from 'lucide-react';
import { type KeyboardEvent, type PointerEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { FieldError, hasMessage, joinIds } from '../../../primitives/Field/Field';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden';
import { useClock } from '../../../scheduling/clock';
import * as partStyles from '../parts/parts.css';
import type { SliderCaptchaProps } from '../types';
import * as styles from './SliderCaptcha.css';

/** The end of the track, where a slide counts as done. */
export const SLIDER_MAX = 100;
/** Arrow keys move the thumb by this much; Page Up / Page Down by twice as much. */
export const SLIDER_KEY_STEP = 10;
/** A pointer released this close to the end counts as the end (a finger is not a pixel). */
const SNAP_DISTANCE = 3;

type Phase = 'idle' | 'done';

const clamp = (value: number) => Math.min(SLIDER_MAX, Math.max(0, value));

/**
 * "Slide to verify": our own accessible slider captcha. Drag
 * the thumb to the end, or focus it and use the arrow keys, Page Up/Down,
 * Home and End. Reaching the end reports where and how long it took
 * (`onVerify`), once; the container checks it with the platform and sets
 * `status`. Changing `resetKey` (a failed login) or the challenge
 * puts the thumb back. A slide released short of the end springs back.
 */
export function SliderCaptcha({
  challenge,
  onVerify,
  resetKey,
  status = 'idle',
  error,
  onRetry,
  label,
  minDurationMs = 0,
  disabled = false,
  id,
  className,
}: SliderCaptchaProps) {
  const { t } = useTranslation();
  const ownId = useId();
  const thumbId = id ?? `${ownId}-thumb`;
  const instructionsId = `${ownId}-instructions`;
  const errorId = `${ownId}-error`;
  const name = label ?? t('accounts.slider.label');

  const [position, setPosition] = useState(0);
  const [phase, setPhase] = useState<Phase>('idle');
  const [dragging, setDragging] = useState(false);
  // How long the slide took, on the LobbyProvider's clock: the platform refuses slides faster than a person's.
  const clock = useClock();
  const startedAt = useRef<number | null>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  const thumbRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; startPosition: number; span: number } | null>(null);
  // A keyboard finish waiting out the shortest slide the checker accepts.
  const pendingReport = useRef<(() => void) | null>(null);
  const cancelPendingReport = () => {
    pendingReport.current?.();
    pendingReport.current = null;
  };
  useEffect(
    () => () => {
      pendingReport.current?.();
    },
    [],
  );

  // A failed attempt or a new challenge starts over.
  const challengeId = challenge?.id ?? null;
  const [attempt, setAttempt] = useState({ resetKey, challengeId });
  if (attempt.resetKey !== resetKey || attempt.challengeId !== challengeId) {
    setAttempt({ resetKey, challengeId });
    setPosition(0);
    setPhase('idle');
    setDragging(false);
    drag.current = null;
    startedAt.current = null;
    cancelPendingReport();
  }

  const verified = status === 'verified';
  const loading = challenge === null && !verified;
  const locked = disabled || loading || verified || phase === 'done';
  const shownPosition = verified ? SLIDER_MAX : position;
  const state = verified ? 'verified' : loading ? 'loading' : phase === 'done' ? 'verifying' : 'idle';
  const invalid = hasMessage(error);

  const begin = () => {
    if (startedAt.current === null) startedAt.current = clock.now();
  };

  const complete = (by: 'pointer' | 'keyboard') => {
    if (!challenge) return;
    setPosition(SLIDER_MAX);
    setPhase('done');
    const now = clock.now();
    const durationMs = Math.round(now - (startedAt.current ?? now));
    const report = (duration: number) =>
      onVerify({ challengeId: challenge.id, position: SLIDER_MAX, durationMs: duration });
    if (by === 'keyboard' && durationMs < minDurationMs) {
      pendingReport.current = clock.after(minDurationMs - durationMs, () => {
        pendingReport.current = null;
        report(minDurationMs);
      });
      return;
    }
    report(durationMs);
  };

  const moveTo = (next: number, by: 'pointer' | 'keyboard') => {
    const value = clamp(next);
    setPosition(value);
    if (value >= SLIDER_MAX) complete(by);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (locked) return;
    const steps: Record<string, number> = {
      ArrowRight: SLIDER_KEY_STEP,
      ArrowUp: SLIDER_KEY_STEP,
      ArrowLeft: -SLIDER_KEY_STEP,
      ArrowDown: -SLIDER_KEY_STEP,
      PageUp: 2 * SLIDER_KEY_STEP,
      PageDown: -2 * SLIDER_KEY_STEP,
    };
    let next: number | undefined;
    if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = SLIDER_MAX;
    else if (event.key in steps) next = position + (steps[event.key] ?? 0);
    if (next === undefined) return;
    event.preventDefault();
    begin();
    moveTo(next, 'keyboard');
  };

  // Pointer drags follow the pointer anywhere on the page until it is released.
  const endDrag = (clientX: number | null) => {
    const current = drag.current;
    if (!current) return;
    drag.current = null;
    setDragging(false);
    const value =
      clientX === null ? 0 : clamp(current.startPosition + ((clientX - current.startX) / current.span) * 100);
    if (value >= SLIDER_MAX - SNAP_DISTANCE) moveTo(SLIDER_MAX, 'pointer');
    else setPosition(0);
  };

  useEffect(() => {
    if (!dragging) return;
    const onMove = (event: globalThis.PointerEvent) => {
      const current = drag.current;
      if (!current || event.pointerId !== current.pointerId) return;
      setPosition(clamp(current.startPosition + ((event.clientX - current.startX) / current.span) * 100));
    };
    const onUp = (event: globalThis.PointerEvent) => {
      if (drag.current?.pointerId === event.pointerId) endDrag(event.clientX);
    };
    const onCancel = (event: globalThis.PointerEvent) => {
      if (drag.current?.pointerId === event.pointerId) endDrag(null);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
    window.addEventListener('pointercancel', onCancel);
    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
      window.removeEventListener('pointercancel', onCancel);
    };
  });

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (locked || event.button !== 0) return;
    const track = trackRef.current;
    const thumb = thumbRef.current;
    if (!track || !thumb) return;
    event.preventDefault();
    thumb.focus({ preventScroll: true });
    // The distance the thumb can travel, in pixels.
    const span = Math.max(1, track.clientWidth - thumb.offsetWidth - 4);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startPosition: position, span };
    begin();
    setDragging(true);
  };

  const text =
    state === 'verified'
      ? t('accounts.slider.verified')
      : state === 'verifying'
        ? t('accounts.slider.verifying')
        : state === 'loading'
          ? t('accounts.slider.loading')
          : name;
  const Icon =
    state === 'verified' ? Check : state === 'verifying' || state === 'loading' ? LoaderCircle : ChevronsRight;

  return (
    <div className={clsx(styles.root, className)}>
      <div
        ref={trackRef}
        className={styles.track}
        data-state={state}
        data-dragging={dragging}
        data-invalid={invalid}
        style={assignInlineVars({ [styles.progressVar]: String(shownPosition / SLIDER_MAX) })}
      >
        <span className={styles.fill} aria-hidden />
        <span className={styles.instruction} aria-hidden>
          {text}
        </span>
        <div
          ref={thumbRef}
          id={thumbId}
          role="slider"
          tabIndex={disabled ? -1 : 0}
          className={styles.thumb}
          aria-label={name}
          aria-valuemin={0}
          aria-valuemax={SLIDER_MAX}
          aria-valuenow={Math.round(shownPosition)}
          aria-valuetext={state === 'idle' ? t('accounts.slider.value', { value: Math.round(shownPosition) }) : text}
          aria-orientation="horizontal"
          aria-disabled={locked || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={joinIds(instructionsId, invalid && errorId)}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onFocus={() => {
            if (!locked) begin();
          }}
        >
          <Icon
            aria-hidden
            className={state === 'verifying' || state === 'loading' ? partStyles.spinning : undefined}
          />
        </div>
      </div>
      <VisuallyHidden id={instructionsId}>{t('accounts.slider.instructions')}</VisuallyHidden>
      <VisuallyHidden role="status">{state === 'verified' ? text : ''}</VisuallyHidden>
      <FieldError id={errorId}>{error}</FieldError>
      {onRetry && !challenge ? (
        <Button type="button" variant="ghost" size="sm" className={styles.retry} onClick={onRetry}>
          {t('ui.retry')}
        </Button>
      ) : null}
    </div>
  );
}
