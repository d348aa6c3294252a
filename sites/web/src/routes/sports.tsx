import { useTranslation } from '@lobby/i18n';
import { useLocation } from 'react-router-dom';
import { usePageRoute } from '../app/pageRoute';
import { VendorCardsPage } from '../features/sports/VendorCardsPage';

/** /sports and /esports: the sportsbooks, or the brand's e-sports books, each launching its own lobby. */
export default function SportsPage() {
  const { t } = useTranslation();
  const { titleKey } = usePageRoute();
  const { pathname } = useLocation();
  return <VendorCardsPage categoryId={pathname === '/esports' ? 'ESPORTS' : 'SPORTS'} title={t(titleKey)} />;
}
