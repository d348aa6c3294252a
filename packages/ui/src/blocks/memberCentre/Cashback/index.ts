export type {
  CashbackResult,
  ClaimableRebate,
  ClaimableRebates,
  RebateHistory,
  RebateHistoryRow,
  RebateRateRow,
  RebateRates,
} from '../cashback';
export type { CashbackProps } from './Cashback';
export { Cashback } from './Cashback';
