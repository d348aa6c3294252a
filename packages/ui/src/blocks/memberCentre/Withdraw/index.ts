export type {
  BankOption,
  BindCardRequest,
  WithdrawCard,
  WithdrawRecordList,
  WithdrawRecordRow,
  WithdrawRequest,
  WithdrawSetup,
} from '../withdraw';
export type { BankCardActions } from './BankCards';
export type { WithdrawProps } from './Withdraw';
export { Withdraw } from './Withdraw';
