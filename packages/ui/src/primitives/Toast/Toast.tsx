import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useClock } from '../../scheduling/clock';
import type { ToastEntry, ToastOptions } from './toasts';

const ToastRegion = lazy(() => import('./ToastRegion'));

interface ToastApi {
  /** Queues a toast and returns its id. */
  show: (options: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export interface ToastProviderProps {
  children?: ReactNode;
  /** Default milliseconds a toast stays. */
  duration?: number;
}

/** Hosts the toast queue; `LobbyProvider` already renders one. */
export function ToastProvider({ children, duration = 5000 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastEntry[]>([]);
  const nextId = useRef(1);
  const clock = useClock();

  const dismiss = useCallback(
    (id: number) => {
      setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, open: false } : toast)));
      // Let the exit animation run before the entry leaves the list.
      clock.after(250, () => setToasts((current) => current.filter((toast) => toast.id !== id)));
    },
    [clock],
  );

  const show = useCallback((options: ToastOptions) => {
    const id = nextId.current++;
    setToasts((current) => [...current, { ...options, id, open: true }]);
    return id;
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  // The region (Radix toast) loads with the first toast and then stays.
  const needed = useRef(false);
  if (toasts.length > 0) needed.current = true;

  return (
    <ToastContext.Provider value={api}>
      {children}
      {needed.current ? (
        <Suspense fallback={null}>
          <ToastRegion toasts={toasts} duration={duration} dismiss={dismiss} />
        </Suspense>
      ) : null}
    </ToastContext.Provider>
  );
}

/** Shows toasts from anywhere under a `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <LobbyProvider> or <ToastProvider>');
  return api;
}
