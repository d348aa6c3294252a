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

/** Where the code that proves who the player is goes: the bound phone, else the bound e-mail. */
export interface CodeTarget {
  channel: ContactChannel;
  /** The number or address, partly hidden. */
  masked: string;
}

/** A forgotten payment password replaced after a one-time code. */
export interface PaymentPasswordResetRequest {
  code: string;
  next: string;
  confirm: string;
}

/** Resetting a forgotten payment password: present where the merchant offers the payment password. */
export interface PaymentPasswordReset {
  /** Null when neither a phone nor an e-mail address is bound. */
  target: CodeTarget | null;
  onSendCode: () => Promise<SecurityResult>;
  onReset: (request: PaymentPasswordResetRequest) => Promise<SecurityResult>;
  /** Opens the binding of a mobile number, when none is bound. */
  onBindMobile?: () => void;
}

/** Six digits: what withdrawals ask for. */
const paymentPasswordPattern = /^\d{6}$/;
/** One-time codes are four to eight digits. */
const codePattern = /^\d{4,8}$/;

export type PaymentPasswordProblem = 'rule' | 'mismatch';

/** What is wrong with a new payment password typed twice; null when nothing. */
export function newPaymentPasswordProblem(next: string, confirm: string): PaymentPasswordProblem | null {
  if (!paymentPasswordPattern.test(next)) return 'rule';
  if (next !== confirm) return 'mismatch';
  return null;
}

/** Whether a one-time code as typed (spaces around it allowed) has the shape of one. */
export function isCodeShaped(code: string): boolean {
  return codePattern.test(code.trim());
}
