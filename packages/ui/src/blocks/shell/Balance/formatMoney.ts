import { type Currency, defaultCurrency } from './currency';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The locale's currency format for a code. `signDisplay: 'negative'` keeps
 * the minus of a loss but never writes "-0.00" for an amount that rounds to nothing.
 */
function currencyFormatter(code: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${code}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: code, signDisplay: 'negative' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Digits after the decimal separator the currency has: 2 for PHP, 0 for VND and JPY, 3 for KWD. */
export function currencyDecimals(currency: Currency): number {
  return currencyFormatter(currency.code, 'en').resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * Money as players read it: grouped thousands and the currency's own
 * decimals, with the symbol where and how the interface language writes it
 * ("₱1,234.50" in English, "1.234 ₫" in Vietnamese). The brand's symbol, when
 * it has one, takes the place of the currency's.
 */
export function formatMoney(amount: number, currency: Currency = defaultCurrency, locale = 'en'): string {
  const parts = currencyFormatter(currency.code, locale).formatToParts(amount);
  const symbol = currency.symbol;
  return parts.map((part) => (part.type === 'currency' && symbol !== undefined ? symbol : part.value)).join('');
}

const amountFormatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount without its symbol, for tables and lists whose heading names the
 * currency: grouped, with the currency's decimals, in the locale's conventions.
 */
export function formatMoneyAmount(amount: number, currency: Currency = defaultCurrency, locale = 'en'): string {
  const decimals = currencyDecimals(currency);
  const key = `${locale}|${decimals}`;
  let formatter = amountFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      signDisplay: 'negative',
    });
    amountFormatters.set(key, formatter);
  }
  return formatter.format(amount);
}
