import type { AsyncStatus } from '../../primitives/AsyncRegion/asyncStatus';
import type { Tone } from '../../theme/tone';

/** What the withdrawal page shows and what its forms send. */

/** A saved bank card or e-wallet money can be withdrawn to. */
export interface WithdrawCard {
  id: string;
  bankName: string;
  accountName: string;
  /** As the platform sends it: all but the last digits hidden. */
  accountNumber: string;
  /** BC bank card, EW e-wallet (fees and limits differ). */
  cardType: 'BC' | 'EW';
}

export interface WithdrawSetup {
  /** The merchant lets this member withdraw now. */
  allowed: boolean;
  /** When withdrawals are processed, in the merchant's words. */
  timeMessage: string | null;
  precautionNote: string | null;
  /** Amounts offered as one-tap choices. */
  fixedAmounts: readonly number[];
  /** Per withdrawal; null where the platform sets none. */
  minimum: number | null;
  maximum: number | null;
  /** What is left of today's allowance. */
  remainingAmount: number | null;
  remainingTimes: number | null;
  /** The main wallet, which withdrawals come out of. */
  balance: number;
  /** Turnover still to play before a withdrawal; 0 when met. */
  remainingTurnover: number;
  cards: readonly WithdrawCard[];
  /** Every saved card, those switched off for withdrawals too: what the binding limit counts. */
  savedCardCount: number;
  /** The merchant asks for the payment password with each withdrawal. */
  needsPassword: boolean;
  /** Null when the platform could not say. */
  hasPaymentPassword: boolean | null;
  /** The merchant asks for an SMS code to the bound phone with each withdrawal. */
  needsSmsCode: boolean;
  /** The bound phone, partly hidden; null when none is bound. */
  boundMobile: string | null;
}

export interface WithdrawRequest {
  card: WithdrawCard;
  /** Major units, exactly as typed. */
  amount: number;
  /** Empty when the merchant does not ask for one. */
  password: string;
  /** The SMS code, when the merchant asks for one. */
  verificationCode?: string;
}

/** A past withdrawal, in display text. */
export interface WithdrawRecordRow {
  id: string;
  amount: string;
  fee: string;
  status: { label: string; tone: Tone };
  bankName: string;
  time: string;
}

export interface WithdrawRecordList {
  status: AsyncStatus;
  rows: readonly WithdrawRecordRow[];
  onRetry?: () => void;
  retrying?: boolean;
}

/** A bank a card can be bound to. */
export interface BankOption {
  id: string;
  name: string;
}

export interface BindCardRequest {
  bankId: string;
  accountName: string;
  accountNumber: string;
  /** The payment password, when one is set. */
  password?: string;
  /** The SMS code, when the merchant's rules ask for one. */
  verificationCode?: string;
}

/** The merchant's rules for binding a card. */
export interface BindCardRules {
  /** How many cards a member may keep; null for no limit. */
  maxCards: number | null;
  /** A binding carries an SMS code sent to the bound phone. */
  needsSmsCode: boolean;
  /** Digits of an account number. */
  accountNumberLength: { min: number; max: number };
}

/** The rules where the merchant sets none: any number of cards, no code, 6 to 20 digits. */
export const defaultBindCardRules: BindCardRules = {
  maxCards: null,
  needsSmsCode: false,
  accountNumberLength: { min: 6, max: 20 },
};

/** Whether a member with `count` cards may add another. */
export function canAddCard(count: number, rules: BindCardRules): boolean {
  return rules.maxCards === null || count < rules.maxCards;
}

/** Whether an account number as typed (spaces between groups allowed) has the digits the rules ask for. */
export function isAccountNumberValid(typed: string, rules: BindCardRules): boolean {
  const digits = typed.replace(/\s+/g, '');
  const { min, max } = rules.accountNumberLength;
  return /^\d+$/.test(digits) && digits.length >= min && digits.length <= max;
}
