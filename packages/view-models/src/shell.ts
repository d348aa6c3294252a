import type { Balance, MemberInfo } from '@lobby/api';
import type { BalanceView, ShellUser } from '@lobby/ui';
import { type QueryState, statusOf } from './status';

export interface ShellUserSource {
  /** A token is held: the player is signed in. */
  loggedIn: boolean;
  /** The account name the session stored at login, shown until member info arrives. */
  account?: string | null;
  member?: Pick<MemberInfo, 'id' | 'account' | 'nickname' | 'clubLabel'> | null;
  /** Unread mailbox messages; unknown for trial accounts, which have no mailbox. */
  unread?: number | null;
  /** The avatar's image (`avatarImageUrl`); without it the default avatar shows. */
  avatarUrl?: string | null;
}

/** The signed-in player as the top bar and the side menu show them, or null for a visitor. */
export function shellUserOf({ loggedIn, account, member, unread, avatarUrl }: ShellUserSource): ShellUser | null {
  if (!loggedIn) return null;
  const rankLabel = member?.clubLabel?.labelName;
  return {
    id: member?.id === undefined ? '' : String(member.id),
    account: member?.account ?? account ?? '',
    ...(member?.nickname ? { nickname: member.nickname } : {}),
    ...(rankLabel ? { rankLabel } : {}),
    ...(typeof unread === 'number' ? { unread } : {}),
    ...(avatarUrl ? { avatarUrl } : {}),
  };
}

/**
 * The wallet balance as the top bar and the side menu show it: the sum of the
 * wallets, with the refreshing placeholder while a newer figure is fetched.
 * The brand's currency (not the balance answer's symbol) writes it, so every
 * amount on the site reads alike.
 */
export function balanceViewOf(query: QueryState & { data?: Pick<Balance, 'sumBalance'> }): BalanceView {
  return { amount: query.data?.sumBalance ?? null, status: statusOf(query) };
}
