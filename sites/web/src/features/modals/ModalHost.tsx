import { useAnnouncements, useClient } from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { AuthModal, type AuthTab, Modal } from '@lobby/ui';
import { authBannersOf } from '@lobby/view-models';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { modals, useOpenModal } from '../../app/modals';
import { modalRoutes } from '../../app/routeTable';
import { useSession } from '../../app/session';
import { useForcedChange } from '../accounts/accountState';
import { ChangePasswordContainer } from '../accounts/ChangePasswordContainer';
import { ForgotPasswordContainer } from '../accounts/ForgotPasswordContainer';
import { LoginContainer } from '../accounts/LoginContainer';
import { RegisterContainer } from '../accounts/RegisterContainer';
import { useReferralCodeCapture } from '../accounts/referralCodes';
import { useAccountSwitches } from '../accounts/useAccountSettings';
import { abandonForcedChange } from '../accounts/useChangePasswordFlow';

const routePaths: readonly string[] = modalRoutes.map((route) => route.path);

// The popup game list loads the first time a vendor's games are asked for.
const VendorGamesContainer = lazy(() => import('../games/VendorGamesContainer'));
// The feedback form loads the first time it is opened.
const FeedbackContainer = lazy(() => import('../feedback/FeedbackContainer'));

/**
 * The account modals by name (docs/product.md#layout-and-modals): login and register as one modal
 * switching by tabs, forgot password and change password; and the popup
 * game list. Closing one that a route opened (/login, /register) returns to
 * the home page's own address.
 */
export default function ModalHost() {
  useMessageArea('accounts');
  const { t } = useTranslation();
  const open = useOpenModal();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useClient();
  const session = useSession();
  const switches = useAccountSwitches();
  const forced = useForcedChange();
  useReferralCodeCapture();

  const close = useCallback(() => {
    modals.close();
    if (routePaths.includes(location.pathname)) navigate('/index', { replace: true });
  }, [location.pathname, navigate]);

  // The tab stays put while the modal plays its closing animation.
  const lastTab = useRef<AuthTab>('login');
  if (open === 'loginPopupModal') lastTab.current = 'login';
  if (open === 'registerModal') lastTab.current = 'register';
  const authOpen = open === 'loginPopupModal' || open === 'registerModal';
  const { data: announcements } = useAnnouncements(['B'], { enabled: authOpen });
  const { loginBanner, registerBanner } = useMemo(() => authBannersOf(announcements), [announcements]);

  // A visitor cannot change a password (the forced change after login is the exception):
  // asking for it opens the login instead, as protected actions do.
  const changeOpen = open === 'changePassModal' && (forced !== null || session.isLoggedIn);
  const gameListNeeded = useRef(false);
  if (open === 'gameListModal') gameListNeeded.current = true;
  const feedbackNeeded = useRef(false);
  if (open === 'feedbackModal') feedbackNeeded.current = true;
  useEffect(() => {
    if (open === 'changePassModal' && !changeOpen) modals.open('loginPopupModal');
  }, [changeOpen, open]);

  return (
    <>
      <AuthModal
        open={authOpen}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        tab={lastTab.current}
        onTabChange={(tab) => modals.open(tab === 'register' ? 'registerModal' : 'loginPopupModal')}
        registerEnabled={switches.directRegistration}
        loginBanner={loginBanner}
        registerBanner={registerBanner}
        login={<LoginContainer onDone={close} />}
        register={<RegisterContainer onDone={close} />}
      />
      <Modal
        name="forgetPassModal"
        open={open === 'forgetPassModal'}
        onOpenChange={(next) => {
          if (!next) close();
        }}
        title={t('site.modal.forgotPassword')}
        width={480}
      >
        <ForgotPasswordContainer onDone={close} />
      </Modal>
      <Modal
        name="changePassModal"
        open={changeOpen}
        onOpenChange={(next) => {
          if (next) return;
          void abandonForcedChange(client);
          close();
        }}
        title={t('site.modal.changePassword')}
        width={480}
      >
        <ChangePasswordContainer onDone={close} />
      </Modal>
      {feedbackNeeded.current ? (
        <Modal
          name="feedbackModal"
          open={open === 'feedbackModal'}
          onOpenChange={(next) => {
            if (!next) close();
          }}
          title={t('feedback.title')}
          width={520}
        >
          <Suspense fallback={null}>
            <FeedbackContainer />
          </Suspense>
        </Modal>
      ) : null}
      {gameListNeeded.current ? (
        <Suspense fallback={null}>
          <VendorGamesContainer open={open === 'gameListModal'} onClose={close} />
        </Suspense>
      ) : null}
    </>
  );
}
