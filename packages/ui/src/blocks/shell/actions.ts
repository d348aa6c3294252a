/**
 * What a player can ask for from the shell's menus (top bar, avatar dropdown,
 * side menu). Views report the action; the site decides what happens (open a
 * panel, navigate, or open the login popup first when logged out).
 */
export type ShellAction =
  | 'login'
  | 'register'
  | 'deposit'
  | 'withdraw'
  | 'promotions'
  | 'referral'
  | 'rewards'
  | 'cashback'
  | 'memberCenter'
  | 'agentCenter'
  | 'mailbox'
  | 'bettingRecord'
  | 'accountRecord'
  | 'securityCenter'
  | 'personalLoss'
  | 'customerService'
  | 'appDownload'
  | 'helpCenter'
  | 'feedback'
  | 'logout';

/** The player as the shell shows them. */
export interface ShellUser {
  id: string;
  account: string;
  nickname?: string;
  avatarUrl?: string;
  /** Club rank label such as "VIP 2"; absent shows dashes in the header. */
  rankLabel?: string;
  /** Unread mailbox messages. */
  unread?: number;
}
