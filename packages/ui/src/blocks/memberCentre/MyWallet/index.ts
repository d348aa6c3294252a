export type { AmountProblem, MoneyFormat, ParsedAmount } from '../money';
export { amountInputText, formatAmount, minorToValue, parseAmount, valueToMinor } from '../money';
export type { CashierResult, WalletOverview, WalletRow, WalletTransferRequest } from '../wallet';
export type { MyWalletProps } from './MyWallet';
export { MyWallet } from './MyWallet';
