import { currentLanguage, loadMessageArea, type MessageArea, useTranslation } from '@lobby/i18n';
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
import { NearViewportPart } from './WhenNearViewport';

// Everything a phone does not need to paint /index loads when it is needed:
// the side menu when pinned (1024 px and up) or opened, the right bar on wide
// screens, the footer as it nears the viewport (its code is fetched as soon as
// the first page has rendered and the browser is idle), overlays when first
// opened and the notice popup once the first page has rendered and the browser is idle.
// Each part's code that fails to arrive (after a retry) shows a notice with Try again in its place.
// A part with a message area of its own asks for those messages with its code, not after it.
function withMessages<Module>(area: MessageArea, load: () => Promise<Module>): () => Promise<Module> {
  return () => {
    void loadMessageArea(i18n, area, currentLanguage(i18n));
    return load();
  };
}
const SideMenuContainer = lazyShellPart(
  'SideMenuContainer',
  withMessages('sideBars', () => import('../features/sideMenu/SideMenuContainer')),
);
const RightBarContainer = lazyShellPart(
  'RightBarContainer',
  withMessages('sideBars', () => import('../features/rightBar/RightBarContainer')),
);
const loadFooter = withMessages('footer', () => import('../features/footer/FooterContainer'));
const FooterContainer = lazyShellPart('FooterContainer', loadFooter);
const AlertHost = lazyShellPart('AlertHost', () => import('./AlertHost'));
const ModalHost = lazyShellPart(
  'ModalHost',
  withMessages('accounts', () => import('../features/modals/ModalHost')),
);
const PanelsHost = lazyShellPart(
  'PanelsHost',
  withMessages('panels', () => import('../features/panels/PanelsHost')),
);
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
          footer={<NearViewportPart part={FooterContainer} minHeight={480} prefetch={loadFooter} />}
        >
          {page}
        </AppLayout>
      )}
      <OverlayHosts />
    </LinkProvider>
  );
}
