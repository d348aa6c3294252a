export type { BalanceProps } from './Balance';
export { Balance } from './Balance';
export { defaultCurrencySymbol, formatMoney } from './formatMoney';
