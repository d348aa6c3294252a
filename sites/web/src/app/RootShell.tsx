import { useTranslation } from '@lobby/i18n';
import { AppLayout, LinkProvider } from '@lobby/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router-dom';
import { brand } from '../brands';
import { FooterContainer } from '../features/footer/FooterContainer';
import { HeaderContainer } from '../features/header/HeaderContainer';
import { RightBarContainer } from '../features/rightBar/RightBarContainer';
import { SideMenuContainer } from '../features/sideMenu/SideMenuContainer';
import { AlertHost } from './AlertHost';
import { modals } from './modals';
import { RouterLink } from './RouterLink';
import type { ModalName } from './modals';
import type { PageRoute } from './routeTable';
import { publicPaths } from './routeTable';
import { useSession } from './session';

// Overlays load on demand: none of them is needed to paint the first route.
const ModalHost = lazy(() => import('../features/modals/ModalHost'));
const PanelsHost = lazy(() => import('../features/panels/PanelsHost'));
const NoticePopup = lazy(() => import('../features/notices/NoticePopup'));

type PageHandle = Pick<PageRoute, 'layout' | 'titleKey'> & { modal?: ModalName };

function usePageHandle(): PageHandle {
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as PageHandle | undefined;
  return handle ?? { layout: 'full', titleKey: 'site.page.home' };
}

/** The shell around every route: guard, layout, overlays and the document title. */
export function RootShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const { layout, titleKey, modal } = usePageHandle();
  const session = useSession();
  const [sideMenuOpen, setSideMenuOpen] = useState(false);

  useEffect(() => {
    document.title = `${t(titleKey)} | ${brand.siteName}`;
  }, [t, titleKey]);

  // Routes like /login open their modal over the home page.
  useEffect(() => {
    if (modal) modals.open(modal);
  }, [modal]);

  // The drawer closes when the player navigates.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose.
  useEffect(() => setSideMenuOpen(false), [location.pathname]);

  if (brand.features.loginedToHomePage && !session.isLoggedIn && !publicPaths.includes(location.pathname)) {
    return <Navigate to="/login" replace />;
  }

  const page = (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );

  return (
    <LinkProvider component={RouterLink}>
      {layout === 'bare' ? (
        <main id="main">{page}</main>
      ) : (
        <AppLayout
          variant={layout}
          header={<HeaderContainer sideMenuOpen={sideMenuOpen} onToggleSideMenu={() => setSideMenuOpen((open) => !open)} />}
          sideMenu={<SideMenuContainer />}
          sideMenuOpen={sideMenuOpen}
          onSideMenuOpenChange={setSideMenuOpen}
          rightBar={<RightBarContainer />}
          footer={<FooterContainer />}
        >
          {page}
        </AppLayout>
      )}
      <AlertHost />
      <Suspense fallback={null}>
        <ModalHost />
        <PanelsHost />
        <NoticePopup />
      </Suspense>
    </LinkProvider>
  );
}
