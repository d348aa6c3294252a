import { maintenanceEndOf, systemStatusOf } from '@lobby/api';
import { usePermission } from '@lobby/api/hooks';
import { CdnProvider } from '@lobby/ui';
import { lazy, type ReactNode, Suspense, useDeferredValue, useEffect } from 'react';
import { brand } from '../../brands';
import { loadAnalytics } from '../../features/analytics/loadAnalytics';
import { useCustomerService } from '../../features/customerService/useCustomerService';
import { cdnPoolsOf } from '../cdn';
import { onSystemAlert } from '../systemAlerts';
import { StartupSplash } from './StartupSplash';

// Pages a visitor rarely sees load only when they are needed.
const ErrorView = lazy(() => import('./StatusPages').then((pages) => ({ default: pages.ErrorView })));
const MaintenancePage = lazy(() => import('./StatusPages').then((pages) => ({ default: pages.MaintenancePage })));
const IpRestrictionPage = lazy(() => import('./StatusPages').then((pages) => ({ default: pages.IpRestrictionPage })));

/** The platform sends the end time as text, or sometimes as epoch milliseconds. */
function formatEndTime(value: string | number | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value === 'string') return value;
  const date = new Date(value);
  const pad = (part: number) => String(part).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/**
 * Spec §2 start-up: the system status picks the root view (0 the site,
 * 1 maintenance, 2 IP restriction; maintenance wins). When a call reports
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

  const gtagId = permission?.info?.analytics?.gtagId;
  useEffect(() => loadAnalytics(gtagId ?? undefined), [gtagId]);

  const splash = <StartupSplash siteName={brand.siteName} />;
  if (!permission) {
    if (error) {
      return (
        <Suspense fallback={splash}>
          <ErrorView
            variant="page"
            siteName={brand.siteName}
            homeHref={null}
            kind={error.kind === 'timeout' ? 'timeout' : 'network'}
            onRetry={() => mutate()}
          />
        </Suspense>
      );
    }
    return splash;
  }

  const status = systemStatusOf(permission);
  if (status === 1) {
    const endsAt = maintenanceEndOf(permission);
    return (
      <Suspense fallback={splash}>
        <MaintenancePage siteName={brand.siteName} endsAt={formatEndTime(endsAt)} onContactUs={openCustomerService} />
      </Suspense>
    );
  }
  if (status === 2) {
    return (
      <Suspense fallback={splash}>
        <IpRestrictionPage
          siteName={brand.siteName}
          ip={permission.location?.ip ?? ''}
          country={permission.location?.country ?? ''}
          onContactUs={openCustomerService}
        />
      </Suspense>
    );
  }
  // Images given as a path on the image CDN load from the permission answer's hosts, failing over between them.
  return <CdnProvider pool={cdnPoolsOf(permission).image}>{children}</CdnProvider>;
}
