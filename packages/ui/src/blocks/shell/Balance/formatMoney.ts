/** The default currency symbol. */
export const defaultCurrencySymbol = 'P';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * Money as players read it: grouped thousands and two decimals, with the
 * merchant's currency symbol, in the interface language's conventions.
 */
export function formatMoney(amount: number, currencySymbol = defaultCurrencySymbol, locale = 'en'): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(locale, formatter);
  }
  const text = formatter.format(Math.abs(amount));
  return `${amount < 0 ? '-' : ''}${currencySymbol} ${text}`;
}
