import { useMessageArea } from '@lobby/i18n';
import { SideMenu } from '@lobby/ui';
import { sideMenuCategoriesOf } from '@lobby/view-models';
import { useLocation } from 'react-router-dom';
import { colourSchemesOffered, setColourScheme, useColourScheme } from '../../app/colourScheme';
import { useSession } from '../../app/session';

import { useLanguageSwitch } from '../language/useLanguageSwitch';
import { useShellActions } from '../shell/useShellActions';
import { useBalanceView, useShellCategories, useShellUser, useSiteFlags } from '../shell/useShellData';

/** The side menu, fed by the session, the wallet, the vendor list and the site's switches. */
export default function SideMenuContainer() {
  useMessageArea('sideBars');
  const location = useLocation();
  const session = useSession();
  const user = useShellUser();
  const { balance, refresh: refreshBalance } = useBalanceView();
  const flags = useSiteFlags();
  const { categories, status: categoriesStatus } = useShellCategories();
  const { languages, language, select } = useLanguageSwitch();
  const onAction = useShellActions();
  const colourScheme = useColourScheme();
  return (
    <SideMenu
      user={user}
      balance={balance}
      onRefreshBalance={refreshBalance}
      showRegister={flags.directRegistration}
      referralEnabled={flags.referral}
      showAgentCenter={session.isAgent}
      categories={sideMenuCategoriesOf(categories)}
      categoriesStatus={categoriesStatus}
      currentHref={`${location.pathname}${location.search}`}
      languages={languages}
      language={language}
      onLanguageChange={(code) => void select(code)}
      {...(colourSchemesOffered
        ? { colourScheme, onColourSchemeChange: (scheme: 'light' | 'dark') => void setColourScheme(scheme) }
        : {})}
      onAction={onAction}
      appDownloadHref="/down"
      helpCenterHref="/help"
    />
  );
}
