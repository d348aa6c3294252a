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
  /** The merchant asks for the payment password with each withdrawal. */
  needsPassword: boolean;
  /** Null when the platform could not say. */
  hasPaymentPassword: boolean | null;
}

export interface WithdrawRequest {
  card: WithdrawCard;
  /** Major units, exactly as typed. */
  amount: number;
  /** Empty when the merchant does not ask for one. */
  password: string;
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
}
