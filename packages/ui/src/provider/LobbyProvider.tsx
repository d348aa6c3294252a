import { createI18n, type I18n, I18nextProvider } from '@lobby/i18n';
import { type ReactNode, useState } from 'react';
import { ToastProvider } from '../primitives/Toast';

export interface LobbyProviderProps {
  /** The host's i18next instance; a default EN instance is made when omitted. */
  i18n?: I18n;
  children?: ReactNode;
}

/**
 * Everything the design system's components expect around them: translations
 * and the toast queue. Render it once near the root.
 */
export function LobbyProvider({ i18n, children }: LobbyProviderProps) {
  const [instance] = useState(() => i18n ?? createI18n());
  return (
    <I18nextProvider i18n={i18n ?? instance}>
      <ToastProvider>{children}</ToastProvider>
    </I18nextProvider>
  );
}
