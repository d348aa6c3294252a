import { SideMenu } from '@lobby/ui';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../app/session';
import { useLanguageSwitch } from '../language/useLanguageSwitch';
import { useShellActions } from '../shell/useShellActions';
import { useBalanceView, useShellCategories, useShellUser, useSiteFlags } from '../shell/useShellData';

/** The side menu (spec §2), fed by the session, the vendor list and the site's switches. */
export default function SideMenuContainer() {
  const location = useLocation();
  const session = useSession();
  const user = useShellUser();
  const balance = useBalanceView();
  const flags = useSiteFlags();
  const { categories, loading } = useShellCategories();
  const { languages, language, select } = useLanguageSwitch();
  const onAction = useShellActions();
  return (
    <SideMenu
      user={user}
      balance={{ amount: balance.amount, currencySymbol: balance.currencySymbol, status: balance.status }}
      onRefreshBalance={balance.refresh}
      showRegister={flags.directRegistration}
      referralEnabled={flags.referral}
      showAgentCenter={session.isAgent}
      categories={categories.map(({ id, label, href }) => ({ id, label, href, iconName: id }))}
      categoriesLoading={loading}
      currentHref={`${location.pathname}${location.search}`}
      languages={languages}
      language={language}
      onLanguageChange={(code) => void select(code)}
      onAction={onAction}
      appDownloadHref="/down"
      helpCenterHref="/help"
    />
  );
}
