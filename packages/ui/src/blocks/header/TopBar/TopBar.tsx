import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { ArrowUpFromLine, Menu, Wallet } from 'lucide-react';
import { type HTMLAttributes, lazy, type ReactNode, type Ref, Suspense } from 'react';
import { Avatar } from '../../../primitives/Avatar/Avatar';
import { Button } from '../../../primitives/Button/Button';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import { Image } from '../../../primitives/Image/Image';
import { Link } from '../../../primitives/Link/Link';
import type { ShellAction, ShellUser } from '../../shell/actions';
import { Balance, type BalanceView } from '../../shell/Balance/Balance';
import * as styles from './TopBar.css';

// The account menu (Radix menu and popper) loads only for signed-in players.
const AccountMenu = lazy(() => import('./AccountMenu'));

/** The merchant's logo; its intrinsic size gives the aspect ratio, the bar gives the height. */
export interface TopBarLogo {
  src: string;
  width: number;
  height: number;
}

export interface TopBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The site label: the logo's accessible name, and the logo itself when there is no image. */
  brandName: string;
  logo?: TopBarLogo | null;
  /** A square mark for phones (below 768 px), where the full logo would crowd the balance. */
  compactLogo?: TopBarLogo | null;
  homeHref?: string;
  /** Whether the side menu is open (drawer below 1024 px, pinned above). */
  menuOpen: boolean;
  onToggleMenu: () => void;
  /**
   * The side menu is pinned from 1024 px on this page (the layout's `full`
   * variant), so the toggle is hidden there: it would do nothing.
   */
  menuPinned?: boolean;
  /** Id of the side menu the toggle controls. */
  menuId?: string;
  /** The header navigation (`NavMenu`); it shows from 1024 px. */
  navigation?: ReactNode;
  /** The signed-in player; none shows login and register. */
  user?: ShellUser | null;
  /** Registration is open (the DIRECTREG3 site flag). */
  showRegister?: boolean;
  /** Agent account types get the agent center in the avatar menu. */
  showAgentCenter?: boolean;
  /** The signed-in player's wallet balance; the refreshing placeholder until it is given. */
  balance?: BalanceView;
  onRefreshBalance: () => void;
  /** Login, register, deposit, withdraw and every avatar menu entry. */
  onAction: (action: ShellAction) => void;
  ref?: Ref<HTMLDivElement>;
}

const unknownBalance: BalanceView = { amount: null, status: 'loading' };

/**
 * The sticky top bar: menu toggle, logo to the home page, the
 * navigation, and either login and register or the player's balance with
 * refresh, deposit and withdraw shortcuts and the avatar menu.
 */
export function TopBar({
  brandName,
  logo,
  compactLogo,
  homeHref = '/index',
  menuOpen,
  onToggleMenu,
  menuId,
  menuPinned = false,
  navigation,
  user,
  showRegister = false,
  showAgentCenter = false,
  balance = unknownBalance,
  onRefreshBalance,
  onAction,
  className,
  ...rest
}: TopBarProps) {
  const { t } = useTranslation();
  return (
    // A div: the layout's header region is the page's banner landmark.
    <div className={clsx(styles.bar, className)} data-top-bar="" {...rest}>
      <IconButton
        label={t('header.menuToggle')}
        icon={<Menu />}
        aria-expanded={menuOpen}
        aria-controls={menuId}
        onClick={onToggleMenu}
        className={menuPinned ? styles.toggleWhenUnpinned : undefined}
      />
      <Link href={homeHref} className={styles.logo} aria-label={t('header.logoHome', { brand: brandName })}>
        {logo ? <LogoImage logo={logo} className={compactLogo ? styles.fullLogo : undefined} /> : null}
        {compactLogo ? <LogoImage logo={compactLogo} className={logo ? styles.compactLogo : undefined} /> : null}
        {logo ? null : <span className={clsx(styles.brandName, compactLogo && styles.fullLogo)}>{brandName}</span>}
      </Link>
      <div className={styles.navigation}>{navigation}</div>
      {user ? (
        <div className={styles.end}>
          <span className={styles.wallet}>
            <Balance {...balance} onRefresh={onRefreshBalance} />
          </span>
          <Button
            className={styles.textShortcut}
            variant="primary"
            startIcon={<Wallet aria-hidden size={18} />}
            onClick={() => onAction('deposit')}
          >
            {t('header.deposit')}
          </Button>
          <IconButton
            className={styles.iconShortcut}
            variant="primary"
            size="sm"
            label={t('header.deposit')}
            icon={<Wallet />}
            onClick={() => onAction('deposit')}
          />
          <Button
            className={styles.textShortcut}
            variant="secondary"
            startIcon={<ArrowUpFromLine aria-hidden size={18} />}
            onClick={() => onAction('withdraw')}
          >
            {t('header.withdraw')}
          </Button>
          <IconButton
            className={styles.iconShortcut}
            variant="secondary"
            size="sm"
            label={t('header.withdraw')}
            icon={<ArrowUpFromLine />}
            onClick={() => onAction('withdraw')}
          />
          <Suspense fallback={<AccountMenuPlaceholder user={user} />}>
            <AccountMenu user={user} showAgentCenter={showAgentCenter} onAction={onAction} />
          </Suspense>
        </div>
      ) : (
        <div className={styles.end}>
          <Button variant={showRegister ? 'secondary' : 'primary'} onClick={() => onAction('login')}>
            {t('header.login')}
          </Button>
          {showRegister ? (
            <Button variant="primary" onClick={() => onAction('register')}>
              {t('header.register')}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}

function LogoImage({ logo, className }: { logo: TopBarLogo; className?: string }) {
  return (
    <span className={clsx(styles.logoImage, className)} style={{ aspectRatio: `${logo.width} / ${logo.height}` }}>
      <Image src={logo.src} alt="" fill fit="contain" lazy={false} />
    </span>
  );
}

/** Holds the avatar's place, inert, for the moment the account menu's code is on its way. */
function AccountMenuPlaceholder({ user }: { user: ShellUser }) {
  return (
    <span className={styles.avatarTrigger} aria-hidden>
      <Avatar src={user.avatarUrl} name={user.nickname?.trim() || user.account} size="sm" decorative />
    </span>
  );
}
