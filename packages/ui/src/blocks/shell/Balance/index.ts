export type { BalanceProps, BalanceView } from './Balance';
export { Balance } from './Balance';
export { defaultCurrencySymbol, formatMoney } from './formatMoney';
