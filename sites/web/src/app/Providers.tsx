import { PlatformProvider } from '@lobby/api/hooks';
import { LobbyProvider } from '@lobby/ui';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { i18n } from './i18n';
import { platformClient } from './platform';
import { reportPlatformError } from './systemAlerts';

const swrConfig = { onError: reportPlatformError };

/** Platform client, data cache, translations, tooltips and toasts for the whole site. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <PlatformProvider client={platformClient}>
      <SWRConfig value={swrConfig}>
        <LobbyProvider i18n={i18n}>{children}</LobbyProvider>
      </SWRConfig>
    </PlatformProvider>
  );
}
