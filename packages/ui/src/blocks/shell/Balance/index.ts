export type { BalanceProps, BalanceView } from './Balance';
export { Balance } from './Balance';
export type { Currency, CurrencyProviderProps } from './currency';
export { CurrencyProvider, defaultCurrency, useCurrency } from './currency';
export { currencyDecimals, formatMoney, formatMoneyAmount } from './formatMoney';
