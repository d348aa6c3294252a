/** What the security centre shows and what its forms answer. */

/** A write ended: done, or the words of why not. */
export type SecurityResult = { ok: true } | { ok: false; error: string };

/** Where a one-time code goes. */
export type ContactChannel = 'mobile' | 'email';

export interface SecurityAccount {
  /** The name shown: the nickname, else the username. */
  displayName: string;
  username: string;
  /** The avatar's address; the default avatar shows when it is missing or fails. */
  avatar?: string | null;
  rankName?: string;
  labels: readonly string[];
}

export interface SecuritySummary {
  account: SecurityAccount;
  /** The bound number and address, partly hidden; null when none is bound. */
  mobile: string | null;
  email: string | null;
  /** Left out while its call has not answered; null when the call failed. */
  hasPaymentPassword?: boolean | null;
  /** Saved cards and e-wallets; left out while their call has not answered, null when it failed. */
  bankCardCount?: number | null;
}

export interface PaymentPasswordChange {
  /** Only when one is set already. */
  current?: string;
  next: string;
  confirm: string;
}
