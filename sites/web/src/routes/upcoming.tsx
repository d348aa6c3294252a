import { useTranslation } from '@lobby/i18n';
import { NotAvailableNotice } from '@lobby/ui';
import { useMatches } from 'react-router-dom';
import type { PageRoute } from '../app/routeTable';
import { useCustomerService } from '../features/customerService/useCustomerService';

/**
 * Pages whose content is still being built show the real shell with an
 * honest notice, a way home and customer service: never a blank or fake page.
 */
export default function UpcomingPage() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as PageRoute | undefined;
  const openCustomerService = useCustomerService();
  return (
    <NotAvailableNotice
      title={t(handle?.titleKey ?? 'site.page.home')}
      onCustomerService={() => void openCustomerService()}
    />
  );
}
