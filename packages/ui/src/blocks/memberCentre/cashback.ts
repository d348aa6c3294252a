import type { AsyncStatus } from '../../primitives/AsyncRegion/asyncStatus';

/** Cashback waiting to be claimed for one product type, in display text. */
export interface ClaimableRebate {
  /** The platform's product type code; what a claim names. */
  productType: string;
  /** The product type in the player's language. */
  label: string;
  validBet: string;
  rate: string;
  amount: string;
}

/** One cashback paid before. */
export interface RebateHistoryRow {
  id: string;
  label: string;
  validBet: string;
  rate: string;
  amount: string;
  time: string;
}

/** The member's rate for one product type. */
export interface RebateRateRow {
  productType: string;
  label: string;
  rate: string;
}

/** What a section of the page loaded and how to load it again. */
interface CashbackSection {
  status: AsyncStatus;
  onRetry?: () => void;
  /** Keeps Retry busy while the section is fetched again. */
  retrying?: boolean;
}

export interface ClaimableRebates extends CashbackSection {
  rebates: readonly ClaimableRebate[];
  /** Everything claimable together, as display text. */
  total: string;
}

export interface RebateHistory extends CashbackSection {
  rows: readonly RebateHistoryRow[];
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

export interface RebateRates extends CashbackSection {
  rates: readonly RebateRateRow[];
}

/** How a claim ended: the error is already in the player's words. */
export type CashbackResult = { ok: true } | { ok: false; error: string };
