import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { useRef } from 'react';
import { Image } from '../../../primitives/Image/Image';
import { Modal } from '../../../primitives/Modal/Modal';
import { Tabs } from '../../../primitives/Tabs/Tabs';
import type { AuthBanner, AuthModalProps, AuthTab } from '../types';
import * as styles from './AuthModal.css';

/** The named modals (docs/product.md#layout-and-modals), by tab. */
export const authModalNames: Record<AuthTab, string> = { login: 'loginPopupModal', register: 'registerModal' };

/** Width of the modal from the tablet breakpoint up; a full-screen sheet below. */
export const AUTH_MODAL_WIDTH = 460;

function bannerOf(banner: AuthBanner | null | undefined) {
  if (!banner) return null;
  return typeof banner === 'string' ? { src: banner, alt: '' } : { src: banner.src, alt: banner.alt ?? '' };
}

/**
 * The login / register modal pair: one generic `Modal`, named `loginPopupModal` or `registerModal` by
 * the tab shown, with that tab's banner (w_login / w_register) over pill tabs
 * and the form the container passes in. Focus opens on the form's first field.
 * Without DIRECTREG3 (`registerEnabled` false) it is the login modal alone.
 */
export function AuthModal({
  open,
  onOpenChange,
  tab: requestedTab,
  onTabChange,
  registerEnabled = true,
  loginBanner,
  registerBanner,
  login,
  register,
  beforeClose,
  className,
}: AuthModalProps) {
  const { t } = useTranslation();
  const bodyRef = useRef<HTMLDivElement>(null);
  const tabsShown = registerEnabled && register !== undefined;
  const tab: AuthTab = tabsShown ? requestedTab : 'login';
  const banner = bannerOf(tab === 'login' ? loginBanner : registerBanner);
  const tabLabel = tab === 'login' ? t('accounts.modal.login') : t('accounts.modal.register');

  // The player came to type: start in the form's first field rather than on the tabs.
  const focusFirstField = (event: Event) => {
    const field = bodyRef.current?.querySelector<HTMLElement>(
      '[role="tabpanel"][data-state="active"] input:not([type="hidden"]):not([readonly]):not([disabled]), [data-auth-panel] input:not([type="hidden"]):not([readonly]):not([disabled])',
    );
    if (!field) return;
    event.preventDefault();
    field.focus();
  };

  return (
    <Modal
      name={authModalNames[tab]}
      open={open}
      onOpenChange={onOpenChange}
      aria-label={tabLabel}
      width={AUTH_MODAL_WIDTH}
      beforeClose={beforeClose ? () => beforeClose() : undefined}
      onOpenAutoFocus={focusFirstField}
      className={className}
    >
      <div ref={bodyRef} className={styles.body}>
        {banner ? (
          <Image
            key={banner.src}
            src={banner.src}
            alt={banner.alt}
            aspectRatio="3 / 1"
            fit="cover"
            radius="card"
            lazy={false}
            className={styles.banner}
          />
        ) : null}
        {tabsShown ? (
          <Tabs.Root
            variant="pill"
            value={tab}
            onValueChange={(next) => onTabChange(next === 'register' ? 'register' : 'login')}
            className={styles.tabs}
          >
            <Tabs.List aria-label={t('accounts.tabs.label')} stretch>
              <Tabs.Trigger value="login">{t('accounts.tabs.login')}</Tabs.Trigger>
              <Tabs.Trigger value="register">{t('accounts.tabs.register')}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="login" className={styles.panel} tabIndex={-1}>
              {login}
            </Tabs.Content>
            <Tabs.Content value="register" className={styles.panel} tabIndex={-1}>
              {register}
            </Tabs.Content>
          </Tabs.Root>
        ) : (
          <div className={clsx(styles.panel, styles.single)} data-auth-panel="">
            {login}
          </div>
        )}
      </div>
    </Modal>
  );
}
