import { currentLanguage, loadMessageArea, useTranslation } from '@lobby/i18n';
import { AppLayout, LinkProvider, useBreakpoint } from '@lobby/ui';
import { Suspense, startTransition, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { brand, brandFileProblems } from '../brands';
import { HeaderContainer } from '../features/header/HeaderContainer';
import { alerts, useAlert } from './alerts';
import { useCurrentRoute } from './currentRoute';
import { guardRedirect } from './guard';
import { i18n } from './i18n';
import { modals, useOpenModal } from './modals';
import { afterFirstPageIdle, pageRendered } from './pageSettled';
import { panelRequestOf } from './panels';
import { RouterLink } from './RouterLink';
import { useScrollOnNavigation } from './scrollOnNavigation';
import { useSession } from './session';
import { lazyShellPart, ShellPartSlot } from './shellParts';
import { sessionEndTold, useSessionEndUntold } from './systemAlerts';
import { HeldPlace, WhenNearViewport } from './WhenNearViewport';

// Everything a phone does not need to paint /index loads when it is needed:
// the side menu when pinned (1024 px and up) or opened, the right bar on wide
// screens, the footer as it nears the viewport (its code is fetched as soon as
// the first page has rendered and the browser is idle), overlays when first
// opened and the notice popup once the first page has rendered and the browser is idle.
// Each part's code that fails to arrive (after a retry) shows a notice with Try again in its place.
// The side menu's and the right bar's messages are fetched with their code, not after it.
const SideMenuContainer = lazyShellPart('SideMenuContainer', () => {
  void loadMessageArea(i18n, 'sideBars', currentLanguage(i18n));
  return import('../features/sideMenu/SideMenuContainer');
});
const RightBarContainer = lazyShellPart('RightBarContainer', () => {
  void loadMessageArea(i18n, 'sideBars', currentLanguage(i18n));
  return import('../features/rightBar/RightBarContainer');
});
// The footer's messages are fetched with its code, not after it.
const loadFooter = () => {
  void loadMessageArea(i18n, 'footer', currentLanguage(i18n));
  return import('../features/footer/FooterContainer');
};
const FooterContainer = lazyShellPart('FooterContainer', loadFooter);
/** The place the footer holds until it renders. */
const footerHeight = 480;
const AlertHost = lazyShellPart('AlertHost', () => import('./AlertHost'));
// The account modals' messages are fetched with their code, not after it.
const ModalHost = lazyShellPart('ModalHost', () => {
  void loadMessageArea(i18n, 'accounts', currentLanguage(i18n));
  return import('../features/modals/ModalHost');
});
// The centres' frames' messages are fetched with their code, not after it.
const PanelsHost = lazyShellPart('PanelsHost', () => {
  void loadMessageArea(i18n, 'panels', currentLanguage(i18n));
  return import('../features/panels/PanelsHost');
});
const BrandFileNotice = lazyShellPart('BrandFileNotice', () => import('./BrandFileNotice'));
const NoticePopup = lazyShellPart('NoticePopup', () => import('../features/notices/NoticePopup'));
// The reality check's host loads for a logged-in player once the page is idle; it is the one
// to read whether the player turned the check on (kept out of the first route).
const RealityCheckHost = lazyShellPart(
  'RealityCheckHost',
  () => import('../features/responsibleGaming/RealityCheckHost'),
);

/** True from the first time `when` holds: an overlay stays mounted after closing, for its exit animation. */
function useOnceTrue(when: boolean): boolean {
  const [seen, setSeen] = useState(when);
  if (when && !seen) setSeen(true);
  return seen || when;
}

/** True once the first page has rendered and the browser is then idle. */
function useAfterFirstPage(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstPageIdle(() => startTransition(() => setReady(true))), []);
  return ready;
}

/** Renders with the page (inside its Suspense boundary), so it mounts when the page's code and messages have arrived. */
function PageRendered() {
  useEffect(() => pageRendered(), []);
  return null;
}

/**
 * Alerts, modals, panels and the notice popup, each loaded the first time it
 * is needed. Their state lives here, so opening one does not render the page
 * behind it again.
 */
function OverlayHosts() {
  const { t } = useTranslation();
  const openModal = useOpenModal();
  const { search } = useLocation();
  const modalsNeeded = useOnceTrue(openModal !== null && openModal !== 'noticeModal');
  // The address opens the member and agent centres (`?panel=…`); their host loads the first time one is asked for.
  const panelsNeeded = useOnceTrue(panelRequestOf(search) !== null);
  const alert = useAlert();
  const alertNeeded = useOnceTrue(alert !== null);
  const idle = useAfterFirstPage();
  const session = useSession();
  const realityCheckNeeded = useOnceTrue(idle && session.isLoggedIn);
  // When the platform ended the session, the session is already gone (the shell shows the visitor's view): say
  // why, then open the login over the page they were on (the address, a centre in it included, stays), so that
  // logging in again returns them there. Declared first: it runs before the warning below is shown.
  const loginAfterWarning = useRef(false);
  useEffect(() => {
    if (alert !== null || !loginAfterWarning.current) return;
    loginAfterWarning.current = false;
    // The login comes before the notices; any other open modal is the player's own doing and stays.
    const open = modals.current();
    if (open === null || open === 'noticeModal') modals.open('loginPopupModal');
  }, [alert]);
  const sessionEnded = useSessionEndUntold();
  useEffect(() => {
    if (!sessionEnded) return;
    alerts.show({ tone: 'warning', message: t('site.session.ended') });
    loginAfterWarning.current = true;
    sessionEndTold();
  }, [sessionEnded, t]);
  return (
    <>
      {alertNeeded ? <ShellPartSlot floating part={AlertHost} /> : null}
      {modalsNeeded ? <ShellPartSlot floating part={ModalHost} /> : null}
      {panelsNeeded ? <ShellPartSlot floating part={PanelsHost} /> : null}
      {idle ? <ShellPartSlot floating part={NoticePopup} /> : null}
      {idle && brandFileProblems.length > 0 ? <ShellPartSlot floating part={BrandFileNotice} /> : null}
      {realityCheckNeeded ? <ShellPartSlot floating part={RealityCheckHost} /> : null}
    </>
  );
}

/** The shell around every route: guard, layout, overlays and the document title. */
export function RootShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const { layout, titleKey, modal } = useCurrentRoute();
  const session = useSession();
  const [sideMenuOpen, setSideMenuOpen] = useState(false);
  const desktop = useBreakpoint('laptop');
  const sideMenuNeeded = useOnceTrue((desktop && layout === 'full') || sideMenuOpen);
  useScrollOnNavigation();

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

  const redirect = guardRedirect(location.pathname, {
    enabled: brand.features.loginedToHomePage,
    loggedIn: session.isLoggedIn,
  });
  if (redirect) return <Navigate to={redirect} replace />;

  const page = (
    <Suspense fallback={null}>
      <Outlet />
      <PageRendered />
    </Suspense>
  );

  return (
    <LinkProvider component={RouterLink}>
      {layout === 'bare' ? (
        // No shell: the page is the whole document and owns its landmarks (its own <main>).
        page
      ) : (
        <AppLayout
          variant={layout}
          header={
            <HeaderContainer
              sideMenuOpen={sideMenuOpen}
              onToggleSideMenu={() => setSideMenuOpen((open) => !open)}
              sideMenuPinned={layout === 'full'}
            />
          }
          sideMenu={sideMenuNeeded ? <ShellPartSlot part={SideMenuContainer} /> : null}
          sideMenuOpen={sideMenuOpen}
          onSideMenuOpenChange={setSideMenuOpen}
          rightBar={desktop ? <ShellPartSlot part={RightBarContainer} /> : null}
          footer={
            <WhenNearViewport minHeight={footerHeight} prefetch={loadFooter}>
              <ShellPartSlot part={FooterContainer} fallback={<HeldPlace minHeight={footerHeight} />} />
            </WhenNearViewport>
          }
        >
          {page}
        </AppLayout>
      )}
      <OverlayHosts />
    </LinkProvider>
  );
}
