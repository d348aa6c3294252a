import type { AsyncStatus } from '../../primitives/AsyncRegion/asyncStatus';

/** What the player shares to invite a friend: the link (also drawn as a QR code) and the code it carries. */
export interface ReferralInvite {
  status: AsyncStatus;
  /** The full invite link; empty until the details arrive. */
  link: string;
  code: string;
  /** Friends invited so far, when the platform says. */
  totalInvitations?: number;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A friend who signed up through the player's link, in display text. */
export interface InvitedFriend {
  id: string;
  account: string;
  registered?: string;
  deposit?: string;
  reward?: string;
}

/** One page of the invited friends and what it takes to move through them. */
export interface InvitedFriendList {
  status: AsyncStatus;
  friends: readonly InvitedFriend[];
  /** The page shown, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
  retrying?: boolean;
}

/** What the player earned from invited friends, as display text. */
export interface ReferralIncomeSummary {
  status: AsyncStatus;
  total: string;
  today: string;
  yesterday: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** The merchant's invite-and-earn rules, one line each. */
export interface ReferralRuleList {
  status: AsyncStatus;
  rules: readonly string[];
  onRetry?: () => void;
  retrying?: boolean;
}
