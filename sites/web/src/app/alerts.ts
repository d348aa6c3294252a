import type { Tone } from '@lobby/ui';
import type { ReactNode } from 'react';
import { createStore, useStore } from './store';

/** Warning popups (docs/product.md#error-messages), shown one at a time by the shell's AlertDialog. */
export interface Alert {
  tone?: Extract<Tone, 'info' | 'warning' | 'danger'>;
  message: ReactNode;
  title?: ReactNode;
  confirmLabel?: string;
}

const current = createStore<Alert | null>(null);

export const alerts = {
  show: (alert: Alert) => current.set(alert),
  dismiss: () => current.set(null),
};

export const useAlert = () => useStore(current);
