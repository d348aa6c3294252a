import { useTranslation } from '@lobby/i18n';
import { Modal, NotAvailableNotice } from '@lobby/ui';
import { useLocation, useNavigate } from 'react-router-dom';
import { type ModalName, modals, useOpenModal } from '../../app/modals';

const titles: Record<Exclude<ModalName, 'noticeModal'>, string> = {
  loginPopupModal: 'site.modal.login',
  registerModal: 'site.modal.register',
  forgetPassModal: 'site.modal.forgotPassword',
  changePassModal: 'site.modal.changePassword',
};

/**
 * The account modals of spec §2 by name. Closing one that a route opened
 * (/login, /register) returns to the home page's own address.
 */
export default function ModalHost() {
  const { t } = useTranslation();
  const open = useOpenModal();
  const location = useLocation();
  const navigate = useNavigate();
  const close = () => {
    modals.close();
    if (['/login', '/register', '/register.html'].includes(location.pathname)) navigate('/index', { replace: true });
  };
  return (
    <>
      {(Object.keys(titles) as (keyof typeof titles)[]).map((name) => (
        <Modal
          key={name}
          name={name}
          open={open === name}
          onOpenChange={(next) => (next ? modals.open(name) : close())}
          title={t(titles[name])}
          width={480}
        >
          <NotAvailableNotice title={t(titles[name])} />
        </Modal>
      ))}
    </>
  );
}
