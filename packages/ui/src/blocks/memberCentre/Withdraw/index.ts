export type { ReceiptList, ReceiptRow, ReceiptStatus } from '../receipt';
export { proofFileProblem, proofMaxBytes } from '../receipt';
export type {
  BankOption,
  BindCardRequest,
  BindCardRules,
  WithdrawCard,
  WithdrawRecordList,
  WithdrawRecordRow,
  WithdrawRequest,
  WithdrawSetup,
} from '../withdraw';
export { canAddCard, defaultBindCardRules, isAccountNumberValid } from '../withdraw';
export type { BankCardActions } from './BankCards';
export type { WithdrawProps } from './Withdraw';
export { Withdraw } from './Withdraw';
