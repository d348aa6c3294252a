export type {
  DepositBankView,
  DepositBonus,
  DepositChannelView,
  DepositMethodView,
  DepositRecordList,
  DepositRecordRow,
  DepositRequest,
  DepositStart,
} from '../deposit';
export type { DepositProps } from './Deposit';
export { Deposit } from './Deposit';
