import { useTranslation } from '@lobby/i18n';
import { NotAvailableNotice } from '@lobby/ui';
import { usePageRoute } from '../app/pageRoute';
import { useCustomerService } from '../features/customerService/useCustomerService';

/**
 * Pages whose content is still being built show the real shell with an
 * honest notice, a way home and customer service: never a blank or fake page.
 */
export default function UpcomingPage() {
  const { t } = useTranslation();
  const { titleKey } = usePageRoute();
  const openCustomerService = useCustomerService();
  return <NotAvailableNotice title={t(titleKey)} onCustomerService={() => void openCustomerService()} />;
}
