import { TopBar, useBreakpoint } from '@lobby/ui';
import { lazy, Suspense } from 'react';
import { useSession } from '../../app/session';
import { brand } from '../../brands';
import { useShellActions } from '../shell/useShellActions';
import { useBalanceView, useShellUser, useSiteFlags } from '../shell/useShellData';

// The header navigation exists from 1024 px only: phones never load it.
const NavMenuContainer = lazy(() => import('./NavMenuContainer'));

export interface HeaderContainerProps {
  sideMenuOpen: boolean;
  onToggleSideMenu: () => void;
  /** The side menu is pinned on wide screens on this page. */
  sideMenuPinned: boolean;
}

/** The top bar, fed by the session, the wallet and the site's switches. */
export function HeaderContainer({ sideMenuOpen, onToggleSideMenu, sideMenuPinned }: HeaderContainerProps) {
  const session = useSession();
  const user = useShellUser();
  const { balance, refresh: refreshBalance } = useBalanceView();
  const flags = useSiteFlags();
  const onAction = useShellActions();
  const desktop = useBreakpoint('laptop');
  return (
    <TopBar
      brandName={brand.siteName}
      logo={brand.logo ?? null}
      compactLogo={brand.compactLogo ?? null}
      menuOpen={sideMenuOpen}
      onToggleMenu={onToggleSideMenu}
      menuPinned={sideMenuPinned}
      menuId="side-menu"
      user={user}
      showRegister={flags.directRegistration}
      showAgentCenter={session.isAgent}
      balance={balance}
      onRefreshBalance={refreshBalance}
      onAction={onAction}
      navigation={
        desktop ? (
          <Suspense fallback={null}>
            <NavMenuContainer rankLabel={user?.rankLabel ?? null} />
          </Suspense>
        ) : null
      }
    />
  );
}
