import { useTranslation } from '@lobby/i18n';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { Portal, Toast as RadixToast } from 'radix-ui';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';
import { usePortalContainer } from '../../theme/ThemeScope';
import { Button } from '../Button/Button';
import * as styles from './Toast.css';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds on screen; errors stay twice as long by default. */
  duration?: number;
  /** One optional action, such as "Retry". Its label is also its alt text for screen readers. */
  action?: { label: string; onAction: () => void };
}

interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}

interface ToastApi {
  /** Queues a toast and returns its id. */
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

const toneIcon = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleAlert } as const;

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default milliseconds a toast stays. */
  duration?: number;
}

/** Hosts the toast queue; `LobbyProvider` already renders one. */
export function ToastProvider({ children, duration = 5000 }: ToastProviderProps) {
  const { t } = useTranslation();
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const container = usePortalContainer();

  const dismiss = useCallback((id: number) => {
    setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
    // Let the exit animation run before the entry leaves the list.
    setTimeout(() => setToasts((current) => current.filter((toast) => toast.id !== id)), 250);
  }, []);

  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { ...options, id, open: true }]);
    return id;
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} label={t('ui.toast.region')} swipeDirection="right">
        {children}
        {toasts.map(({ id, open, title, description, tone = 'info', duration: own, action }) => {
          const Icon = toneIcon[tone];
          return (
            <RadixToast.Root
              key={id}
              open={open}
              onOpenChange={(next) => (next ? undefined : dismiss(id))}
              duration={own ?? (tone === 'error' ? duration * 2 : duration)}
              type={tone === 'error' ? 'foreground' : 'background'}
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
            </RadixToast.Root>
          );
        })}
        <ToastViewportPortal container={container} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

function ToastViewportPortal({ container }: { container: HTMLElement | undefined }) {
  // The viewport sits in the theme scope's overlay container when there is one.
  const viewport = <RadixToast.Viewport className={styles.viewport} />;
  if (!container) return viewport;
  return <Portal.Root container={container}>{viewport}</Portal.Root>;
}

/** Shows toasts from anywhere under a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <LobbyProvider> or <ToastProvider>');
  return api;
}
