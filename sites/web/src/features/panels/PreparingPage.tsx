import { NotAvailableNotice } from '@lobby/ui';
import { useCustomerService } from '../customerService/useCustomerService';
import type { CentrePageProps } from './centrePage';

/**
 * The one page every centre section shows until its own page is built: its
 * title, an honest "being prepared" message, and customer service.
 */
export default function PreparingPage({ title }: Pick<CentrePageProps<string>, 'title'>) {
  const openCustomerService = useCustomerService();
  return (
    <NotAvailableNotice
      title={title}
      // Under the centre's page region, which already carries the page's name: no second landmark.
      headingLevel={3}
      onCustomerService={() => void openCustomerService()}
    />
  );
}
