import { useTranslation } from '@lobby/i18n';
import { ChevronDown, Headset, LogOut, Mail, Network, UserRound } from 'lucide-react';
import { Avatar } from '../../../primitives/Avatar/Avatar';
import { Badge } from '../../../primitives/Badge/Badge';
import { DropdownMenu } from '../../../primitives/DropdownMenu/DropdownMenu';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden';
import type { ShellAction, ShellUser } from '../../shell/actions';
import * as styles from './TopBar.css';

export interface AccountMenuProps {
  user: ShellUser;
  showAgentCenter: boolean;
  onAction: (action: ShellAction) => void;
}

/** The avatar dropdown: who is signed in (nickname, ID, rank) and the account entries. */
export default function AccountMenu({ user, showAgentCenter, onAction }: AccountMenuProps) {
  const { t } = useTranslation();
  const name = user.nickname?.trim() || user.account;
  const unread = Math.max(0, Math.floor(user.unread ?? 0));
  const rank = user.rankLabel?.trim() || null;
  const item = (action: ShellAction) => () => onAction(action);
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className={styles.avatarTrigger}
          aria-label={
            unread > 0 ? t('header.account.menuUnread', { name, count: unread }) : t('header.account.menu', { name })
          }
        >
          <Avatar src={user.avatarUrl} name={name} size="sm" decorative />
          {unread > 0 ? <Badge className={styles.unreadDot} dot label={null} /> : null}
          <ChevronDown aria-hidden size={16} className={styles.avatarChevron} />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end">
        <DropdownMenu.Header>
          <span className={styles.accountHeader}>
            <Avatar src={user.avatarUrl} name={name} size="md" decorative />
            <span className={styles.accountText}>
              <span className={styles.nickname} title={name}>
                {name}
              </span>
              <span className={styles.accountMeta}>
                <span>{t('header.account.id', { id: user.id })}</span>
                <VisuallyHidden>{t('header.account.rank')}:</VisuallyHidden>
                {rank ? (
                  <Badge tone="info">{rank}</Badge>
                ) : (
                  <>
                    <Badge tone="neutral" aria-hidden>
                      --
                    </Badge>
                    <VisuallyHidden>{t('header.account.noRank')}</VisuallyHidden>
                  </>
                )}
              </span>
            </span>
          </span>
        </DropdownMenu.Header>
        <DropdownMenu.Separator />
        <DropdownMenu.Item icon={<UserRound aria-hidden size={18} />} onSelect={item('memberCenter')}>
          {t('header.account.memberCenter')}
        </DropdownMenu.Item>
        {showAgentCenter ? (
          <DropdownMenu.Item icon={<Network aria-hidden size={18} />} onSelect={item('agentCenter')}>
            {t('header.account.agentCenter')}
          </DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Item
          icon={<Mail aria-hidden size={18} />}
          trailing={
            unread > 0 ? (
              <Badge
                className={styles.menuBadge}
                count={unread}
                label={t('header.account.unread', { count: unread })}
              />
            ) : undefined
          }
          onSelect={item('mailbox')}
        >
          {t('header.account.mailbox')}
        </DropdownMenu.Item>
        <DropdownMenu.Item icon={<Headset aria-hidden size={18} />} onSelect={item('customerService')}>
          {t('header.account.customerService')}
        </DropdownMenu.Item>
        <DropdownMenu.Separator />
        <DropdownMenu.Item tone="danger" icon={<LogOut aria-hidden size={18} />} onSelect={item('logout')}>
          {t('header.account.signOut')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
