import { usePermission } from '@lobby/api/hooks';
import { CdnProvider } from '@lobby/ui';
import { startupPageOf } from '@lobby/view-models';
import { lazy, type ReactNode, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { brand } from '../../brands';
import { loadAnalytics } from '../../features/analytics/loadAnalytics';
import { useCustomerService } from '../../features/customerService/useCustomerService';
import { cdnPoolsOf } from '../cdn';
import { onSystemAlert } from '../systemAlerts';
import { StartupSplash } from './StartupSplash';
import { splashGameTiles, splashLeadBanner } from './startupAnswers';

// Pages a visitor rarely sees load only when they are needed.
const StartupErrorView = lazy(() => import('./StatusPages').then((pages) => ({ default: pages.StartupErrorView })));
const MaintenancePage = lazy(() => import('./StatusPages').then((pages) => ({ default: pages.MaintenancePage })));
const IpRestrictionPage = lazy(() => import('./StatusPages').then((pages) => ({ default: pages.IpRestrictionPage })));

/**
 * Start-up: the system status picks the root view (`startupPageOf`: the
 * site, maintenance or IP restriction; maintenance wins). When a call reports
 * maintenance or a region block mid-session, the status is asked again and
 * the page switches without a reload.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const query = usePermission();
  const { error, mutate } = query;
  // The answer arrives through the data cache, whose updates render at once;
  // deferring it renders the site (or a status page) in a transition, in
  // slices that leave the main thread free for input.
  const permission = useDeferredValue(query.data);
  const openCustomerService = useCustomerService();

  useEffect(
    () =>
      onSystemAlert((alert) => {
        if (alert === 'maintenance' || alert === 'region-restricted') void mutate();
      }),
    [mutate],
  );

  // A tag the brand's security policy does not let in would only be refused by the browser.
  const gtagId = brand.contentSecurity.googleTag ? permission?.info?.analytics?.gtagId : undefined;
  useEffect(() => loadAnalytics(gtagId ?? undefined), [gtagId]);

  // The home page's lead banner or a games page's first screen, when index.html's splash already shows it: kept in place.
  const [leadArt] = useState(() => splashLeadBanner() ?? undefined);
  const [games] = useState(splashGameTiles);
  const splash = <StartupSplash siteName={brand.siteName} leadArt={leadArt} games={games} />;
  if (!permission) {
    if (error) {
      return (
        <Suspense fallback={splash}>
          <StartupErrorView error={error} siteName={brand.siteName} onRetry={() => void mutate()} />
        </Suspense>
      );
    }
    return splash;
  }

  const startup = startupPageOf(permission);
  if (startup.page === 'maintenance') {
    return (
      <Suspense fallback={splash}>
        <MaintenancePage siteName={brand.siteName} endsAt={startup.endsAt} onContactUs={openCustomerService} />
      </Suspense>
    );
  }
  if (startup.page === 'ipRestriction') {
    return (
      <Suspense fallback={splash}>
        <IpRestrictionPage
          siteName={brand.siteName}
          ip={startup.ip}
          country={startup.country}
          onContactUs={openCustomerService}
        />
      </Suspense>
    );
  }
  // Images given as a path on the image CDN load from the permission answer's hosts, failing over between them.
  return <CdnProvider pool={cdnPoolsOf(permission).image}>{children}</CdnProvider>;
}
