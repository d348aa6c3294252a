import { maintenanceEndOf, systemStatusOf, usePermission } from '@lobby/api';
import { ErrorView, IpRestrictionPage, MaintenancePage } from '@lobby/ui';
import { type ReactNode, useEffect } from 'react';
import { brand } from '../../brands';
import { useCustomerService } from '../../features/customerService/useCustomerService';
import { onSystemAlert } from '../systemAlerts';
import { StartupSplash } from './StartupSplash';

/**
 * Spec §2 start-up: the system status picks the root view (0 the site,
 * 1 maintenance, 2 IP restriction; maintenance wins). When a call reports
 * maintenance or a region block mid-session, the status is asked again and
 * the page switches without a reload.
 */
export function StartupGate({ children }: { children: ReactNode }) {
  const { data: permission, error, mutate } = usePermission();
  const openCustomerService = useCustomerService();

  useEffect(
    () =>
      onSystemAlert((alert) => {
        if (alert === 'maintenance' || alert === 'region-restricted') void mutate();
      }),
    [mutate],
  );

  if (!permission) {
    if (error) return <ErrorView kind={error.kind === 'timeout' ? 'timeout' : 'network'} onRetry={() => mutate()} />;
    return <StartupSplash siteName={brand.siteName} />;
  }

  const status = systemStatusOf(permission);
  if (status === 1) {
    const endsAt = maintenanceEndOf(permission);
    return (
      <MaintenancePage
        siteName={brand.siteName}
        endsAt={endsAt === undefined ? undefined : String(endsAt)}
        onContactUs={openCustomerService}
      />
    );
  }
  if (status === 2) {
    return (
      <IpRestrictionPage
        siteName={brand.siteName}
        ip={permission.location?.ip ?? ''}
        country={permission.location?.country ?? ''}
        onContactUs={openCustomerService}
      />
    );
  }
  return children;
}
