import type { ReactNode } from 'react';
import type { Tone } from '../../theme/tone';

// What the provider queues and the region shows, in a module of its own so the
// provider and the lazily loaded region do not import each other.

export type ToastTone = Extract<Tone, 'info' | 'success' | 'warning' | 'danger'>;

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastTone;
  /** Milliseconds on screen; `danger` toasts stay twice as long by default. */
  duration?: number;
  /** One optional action, such as "Retry". Its label is also its alt text for screen readers. */
  action?: { label: string; onAction: () => void };
}

export interface ToastEntry extends ToastOptions {
  id: number;
  open: boolean;
}
