import { PlatformProvider } from '@lobby/api/hooks';
import { CurrencyProvider, LobbyProvider } from '@lobby/ui';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { brand } from '../brands';
import { i18n } from './i18n';
import { platformClient } from './platform';
import { reportPlatformError } from './systemAlerts';

const swrConfig = { onError: reportPlatformError };

/** Platform client, data cache, translations, the brand's currency, tooltips and toasts for the whole site. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <PlatformProvider client={platformClient}>
      <SWRConfig value={swrConfig}>
        <LobbyProvider i18n={i18n}>
          <CurrencyProvider currency={brand.currency}>{children}</CurrencyProvider>
        </LobbyProvider>
      </SWRConfig>
    </PlatformProvider>
  );
}
