import { useTranslation } from '@lobby/i18n';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { Portal, Toast as RadixToast } from 'radix-ui';
import { type ComponentProps, useCallback, useEffect, useRef, useState } from 'react';
import { useClock } from '../../scheduling/clock';
import { usePortalContainer } from '../../theme/ThemeScope';
import { Button } from '../Button/Button';
import * as styles from './Toast.css';
import type { ToastEntry } from './toasts';

const toneIcon = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert } as const;

export interface ToastRegionProps {
  toasts: readonly ToastEntry[];
  duration: number;
  dismiss: (id: number) => void;
}

/**
 * Closes an open toast after `duration` ms on the LobbyProvider's clock,
 * counting only while the region is not paused (Radix pauses it while the
 * pointer or focus is on it, or the window is in the background).
 */
function useAutoDismiss(open: boolean, paused: boolean, duration: number, close: () => void) {
  const clock = useClock();
  const remaining = useRef(duration);
  const closeRef = useRef(close);
  useEffect(() => {
    closeRef.current = close;
  }, [close]);
  useEffect(() => {
    if (!open || paused || !Number.isFinite(remaining.current)) return;
    const startedAt = clock.now();
    const cancel = clock.after(remaining.current, () => closeRef.current());
    return () => {
      cancel();
      remaining.current -= clock.now() - startedAt;
    };
  }, [open, paused, clock]);
}

interface TimedToastProps extends Omit<ComponentProps<typeof RadixToast.Root>, 'duration' | 'open'> {
  open: boolean;
  paused: boolean;
  duration: number;
  dismiss: () => void;
}

/** A Radix toast whose auto-dismiss runs on the LobbyProvider's clock (Radix's own timer is off). */
function TimedToast({ open, paused, duration, dismiss, ...rest }: TimedToastProps) {
  useAutoDismiss(open, paused, duration, dismiss);
  return <RadixToast.Root {...rest} open={open} duration={Number.POSITIVE_INFINITY} />;
}

/** The toasts on screen and their region (loaded with the first toast). */
export default function ToastRegion({ toasts, duration, dismiss }: ToastRegionProps) {
  const { t } = useTranslation();
  const container = usePortalContainer();
  // Radix tells every toast when the region pauses and resumes; new toasts start paused while it is.
  const [paused, setPaused] = useState(false);
  const pause = useCallback(() => setPaused(true), []);
  const resume = useCallback(() => setPaused(false), []);
  return (
    <RadixToast.Provider duration={duration} label={t('ui.toast.label')} swipeDirection="right">
      {toasts.map(({ id, open, title, description, tone = 'info', duration: own, action }) => {
        const Icon = toneIcon[tone];
        return (
          <TimedToast
            key={id}
            open={open}
            paused={paused}
            onPause={pause}
            onResume={resume}
            onOpenChange={(next) => (next ? undefined : dismiss(id))}
            dismiss={() => dismiss(id)}
            duration={own ?? (tone === 'danger' ? duration * 2 : duration)}
            type={tone === 'danger' ? 'foreground' : 'background'}
            className={styles.toast({ tone })}
          >
            <span className={styles.icon({ tone })}>
              <Icon aria-hidden size={20} />
            </span>
            <div className={styles.body}>
              <RadixToast.Title className={styles.title}>{title}</RadixToast.Title>
              {description ? (
                <RadixToast.Description className={styles.description}>{description}</RadixToast.Description>
              ) : null}
              {action ? (
                <div className={styles.actions}>
                  <RadixToast.Action altText={action.label} asChild>
                    <Button size="sm" variant="secondary" onClick={action.onAction}>
                      {action.label}
                    </Button>
                  </RadixToast.Action>
                </div>
              ) : null}
            </div>
            <RadixToast.Close className={styles.close} aria-label={t('ui.toast.close')}>
              <X aria-hidden size={16} />
            </RadixToast.Close>
          </TimedToast>
        );
      })}
      {container ? (
        <Portal.Root container={container}>
          <RadixToast.Viewport className={styles.viewport} label={t('ui.toast.region')} />
        </Portal.Root>
      ) : (
        <RadixToast.Viewport className={styles.viewport} label={t('ui.toast.region')} />
      )}
    </RadixToast.Provider>
  );
}
