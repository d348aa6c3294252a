import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  BadgePercent,
  CircleHelp,
  Download,
  Gift,
  Headset,
  History,
  Inbox,
  LogOut,
  type LucideIcon,
  MessageSquareText,
  ReceiptText,
  ShieldCheck,
  TrendingDown,
  Trophy,
  UserPlus,
  Users,
} from 'lucide-react';
import { type HTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Avatar } from '../../../primitives/Avatar/Avatar';
import { Badge } from '../../../primitives/Badge/Badge';
import { Button } from '../../../primitives/Button/Button';
import { Link } from '../../../primitives/Link/Link';
import { Select } from '../../../primitives/Select/Select';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { Switch } from '../../../primitives/Switch/Switch';
import type { ShellAction, ShellUser } from '../../shell/actions';
import { Balance, type BalanceView } from '../../shell/Balance/Balance';
import { useSideMenuHost } from '../AppLayout/sideMenuHost';
import { categoryIcon } from './categoryIcon';
import { currentEntryId } from './currentEntry';
import * as styles from './SideMenu.css';

/** A game category, the same list the header shows (from the vendor list). */
export interface SideMenuCategory {
  id: string;
  label: string;
  href: string;
  /** A category code (LIVE, RNG, FISH, …) or name (slots, lottery, …) choosing the icon; `id` is tried when absent. */
  iconName?: string;
}

export interface SideMenuLanguage {
  /** The platform's language code (EN, CN). */
  code: string;
  /** The language's name, usually in its own script. */
  label: string;
}

export interface SideMenuProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The signed-in player; absent for visitors, who get login and register instead of the balance and logout. */
  user?: ShellUser | null;
  /** The wallet balance of a signed-in player; a refreshing placeholder until it has loaded. */
  balance?: BalanceView;
  /** Shows the balance as ***. Leave undefined to let the menu keep this itself. */
  balanceHidden?: boolean;
  /** Called when the balance is clicked to hide or show it. */
  onToggleBalanceHidden?: () => void;
  onRefreshBalance?: () => void;
  /** Offer registration to visitors (only when DIRECTREG3 is on). */
  showRegister?: boolean;
  /** Show "Invite and earn" (only when referral is enabled). */
  referralEnabled?: boolean;
  /** Show the agent center entry (account types 1, 2, 41 and 42). */
  showAgentCenter?: boolean;
  /** The game center list. */
  categories?: readonly SideMenuCategory[];
  /**
   * Where the vendor list stands: placeholder rows hold the space while `loading`; a list that
   * failed or is empty leaves the game centre out.
   */
  categoriesStatus?: AsyncStatus;
  /** The address the player is on, to mark the current category. */
  currentHref?: string;
  /** Interface languages; the select shows when there are at least two. */
  languages?: readonly SideMenuLanguage[];
  /** The current language's code. */
  language?: string;
  onLanguageChange?: (code: string) => void;
  /** The look the player sees, when the brand offers light and dark; the switch shows only then. */
  colourScheme?: 'light' | 'dark';
  onColourSchemeChange?: (scheme: 'light' | 'dark') => void;
  /**
   * Every entry that is not a link reports here; the site decides what
   * happens (a panel, a route, or the login popup first for visitors).
   */
  onAction: (action: ShellAction) => void;
  /** The app download page. */
  appDownloadHref?: string;
  /** The help center page. */
  helpCenterHref?: string;
  ref?: Ref<HTMLElement>;
}

interface Entry {
  action: ShellAction;
  label: string;
  icon: LucideIcon;
  end?: ReactNode;
}

function RowContent({ icon: Icon, label, end }: { icon: LucideIcon; label: string; end?: ReactNode }) {
  return (
    <>
      <Icon aria-hidden className={styles.rowIcon} />
      <span className={styles.rowLabel}>{label}</span>
      {end}
    </>
  );
}

function Group({ title, children, busy }: { title: string; children: ReactNode; busy?: boolean }) {
  const id = useId();
  return (
    <div className={styles.group}>
      <h2 id={id} className={styles.groupTitle}>
        {title}
      </h2>
      <ul aria-labelledby={id} aria-busy={busy || undefined} className={styles.list}>
        {children}
      </ul>
    </div>
  );
}

/**
 * The side menu, top to bottom: the balance or login and register,
 * shortcuts, the game center, the player's account, app download, customer
 * service, help, language and logout. Inside `AppLayout`'s drawer a choice
 * also closes the drawer.
 */
export function SideMenu({
  user,
  balance,
  balanceHidden,
  onToggleBalanceHidden,
  onRefreshBalance,
  showRegister = false,
  referralEnabled = false,
  showAgentCenter = false,
  categories = [],
  categoriesStatus = 'ready',
  currentHref,
  languages = [],
  language,
  onLanguageChange,
  colourScheme,
  onColourSchemeChange,
  onAction,
  appDownloadHref = '/down',
  helpCenterHref = '/help',
  className,
  ...rest
}: SideMenuProps) {
  const { t } = useTranslation();
  const host = useSideMenuHost();
  const [ownHidden, setOwnHidden] = useState(false);
  const hidden = balanceHidden ?? ownHidden;
  const shortcutsId = useId();

  const categoriesLoading = categoriesStatus === 'loading';
  const closeHost = () => host?.close();
  const choose = (action: ShellAction) => () => {
    onAction(action);
    closeHost();
  };
  const toggleHidden = () => {
    if (balanceHidden === undefined) setOwnHidden((value) => !value);
    onToggleBalanceHidden?.();
  };

  const loggedIn = Boolean(user);
  const unread = user?.unread ?? 0;
  const current = currentEntryId(categories, currentHref);

  const shortcuts: Entry[] = [
    { action: 'deposit', label: t('layout.sideMenu.deposit'), icon: ArrowDownToLine },
    { action: 'withdraw', label: t('layout.sideMenu.withdraw'), icon: ArrowUpFromLine },
    { action: 'promotions', label: t('layout.sideMenu.promotions'), icon: Gift },
    ...(referralEnabled ? [{ action: 'referral' as const, label: t('layout.sideMenu.referral'), icon: UserPlus }] : []),
    { action: 'rewards', label: t('layout.sideMenu.rewards'), icon: Trophy },
    { action: 'cashback', label: t('layout.sideMenu.cashback'), icon: BadgePercent },
  ];

  const account: Entry[] = [
    { action: 'bettingRecord', label: t('layout.sideMenu.bettingRecord'), icon: ReceiptText },
    { action: 'accountRecord', label: t('layout.sideMenu.accountRecord'), icon: History },
    { action: 'securityCenter', label: t('layout.sideMenu.securityCenter'), icon: ShieldCheck },
    { action: 'personalLoss', label: t('layout.sideMenu.personalLoss'), icon: TrendingDown },
    {
      action: 'mailbox',
      label: t('layout.sideMenu.mailbox'),
      icon: Inbox,
      end: loggedIn ? <Badge count={unread} label={t('layout.sideMenu.unread', { count: unread })} /> : null,
    },
    ...(showAgentCenter
      ? [{ action: 'agentCenter' as const, label: t('layout.sideMenu.agentCenter'), icon: Users }]
      : []),
  ];

  const displayName = user ? user.nickname || user.account : '';

  return (
    <nav aria-label={t('layout.sideMenu.label')} className={clsx(styles.root, className)} {...rest}>
      {user ? (
        <div className={styles.wallet}>
          <div className={styles.identity}>
            <Avatar src={user.avatarUrl} name={displayName} size="sm" decorative />
            <div className={styles.identityText}>
              <span className={styles.name}>{displayName}</span>
              {user.rankLabel ? <span className={styles.rank}>{user.rankLabel}</span> : null}
            </div>
          </div>
          <div className={styles.balanceBlock}>
            <span className={styles.balanceLabel}>{t('layout.sideMenu.balance')}</span>
            <Balance
              className={styles.balance}
              amount={balance?.amount ?? null}
              status={balance?.status ?? 'loading'}
              hidden={hidden}
              onToggleHidden={toggleHidden}
              onRefresh={onRefreshBalance}
            />
          </div>
        </div>
      ) : (
        <div className={styles.auth}>
          <Button
            className={styles.authButton}
            variant={showRegister ? 'secondary' : 'primary'}
            onClick={choose('login')}
          >
            {t('layout.sideMenu.login')}
          </Button>
          {showRegister ? (
            <Button className={styles.authButton} variant="primary" onClick={choose('register')}>
              {t('layout.sideMenu.register')}
            </Button>
          ) : null}
        </div>
      )}

      <div className={styles.group}>
        <h2 id={shortcutsId} className={styles.groupTitle}>
          {t('layout.sideMenu.shortcuts')}
        </h2>
        <ul aria-labelledby={shortcutsId} className={styles.shortcuts}>
          {shortcuts.map(({ action, label, icon: Icon }) => (
            <li key={action}>
              <button type="button" className={styles.tile} onClick={choose(action)}>
                <span className={styles.tileIcon}>
                  <Icon aria-hidden size={18} />
                </span>
                {label}
              </button>
            </li>
          ))}
        </ul>
      </div>

      {categoriesLoading || categories.length > 0 ? (
        <Group title={t('layout.sideMenu.gameCenter')} busy={categoriesLoading || categoriesStatus === 'refreshing'}>
          {categoriesLoading
            ? ['a', 'b', 'c', 'd', 'e'].map((key) => (
                <li key={key} className={styles.skeletonRow}>
                  <Skeleton width={20} height={20} radius="sm" />
                  <Skeleton width="60%" height={12} />
                </li>
              ))
            : categories.map((category) => (
                <li key={category.id}>
                  <Link
                    href={category.href}
                    className={styles.row}
                    aria-current={category.id === current ? 'page' : undefined}
                    onClick={closeHost}
                  >
                    <RowContent icon={categoryIcon(category.iconName, category.id)} label={category.label} />
                  </Link>
                </li>
              ))}
        </Group>
      ) : null}

      <Group title={t('layout.sideMenu.account')}>
        {account.map(({ action, label, icon, end }) => (
          <li key={action}>
            <button type="button" className={styles.row} onClick={choose(action)}>
              <RowContent icon={icon} label={label} end={end} />
            </button>
          </li>
        ))}
      </Group>

      <Group title={t('layout.sideMenu.more')}>
        <li>
          <Link href={appDownloadHref} className={styles.row} onClick={closeHost}>
            <RowContent icon={Download} label={t('layout.sideMenu.appDownload')} />
          </Link>
        </li>
        <li>
          <button type="button" className={styles.row} onClick={choose('customerService')}>
            <RowContent icon={Headset} label={t('layout.sideMenu.customerService')} />
          </button>
        </li>
        <li>
          <Link href={helpCenterHref} className={styles.row} onClick={closeHost}>
            <RowContent icon={CircleHelp} label={t('layout.sideMenu.helpCenter')} />
          </Link>
        </li>
        <li>
          <button type="button" className={styles.row} onClick={choose('feedback')}>
            <RowContent icon={MessageSquareText} label={t('layout.sideMenu.feedback')} />
          </button>
        </li>
      </Group>

      {languages.length > 1 ? (
        <Select
          className={styles.language}
          label={t('layout.sideMenu.language')}
          options={languages.map((entry) => ({ value: entry.code, label: entry.label }))}
          value={language}
          onValueChange={onLanguageChange}
          fullWidth
        />
      ) : null}

      {colourScheme && onColourSchemeChange ? (
        <Switch
          className={styles.colourScheme}
          size="sm"
          label={t('layout.sideMenu.darkMode')}
          checked={colourScheme === 'dark'}
          onCheckedChange={(dark) => onColourSchemeChange(dark ? 'dark' : 'light')}
        />
      ) : null}

      {user ? (
        <>
          <hr className={styles.divider} />
          <button type="button" className={styles.row} onClick={choose('logout')}>
            <RowContent icon={LogOut} label={t('layout.sideMenu.logout')} />
          </button>
        </>
      ) : null}
    </nav>
  );
}
