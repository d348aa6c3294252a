import { createI18n, type I18n, I18nextProvider } from '@lobby/i18n';
import { type ReactNode, useState } from 'react';
import { ToastProvider } from '../primitives/Toast';
import { type Clock, ClockContext, realClock } from '../scheduling/clock';

export interface LobbyProviderProps {
  /** The host's i18next instance; a default EN instance is made when omitted. */
  i18n?: I18n;
  /**
   * Where components read the time and wait (countdowns, delays, autoplay,
   * toasts); the browser's clock by default. Stories and tests pass a manual
   * clock (`createManualClock`) to move time themselves.
   */
  clock?: Clock;
  children?: ReactNode;
}

/**
 * Everything the design system's components expect around them: translations,
 * the clock and the toast queue. Render it once near the root.
 */
export function LobbyProvider({ i18n, clock = realClock, children }: LobbyProviderProps) {
  const [instance] = useState(() => i18n ?? createI18n());
  return (
    <I18nextProvider i18n={i18n ?? instance}>
      <ClockContext.Provider value={clock}>
        <ToastProvider>{children}</ToastProvider>
      </ClockContext.Provider>
    </I18nextProvider>
  );
}
