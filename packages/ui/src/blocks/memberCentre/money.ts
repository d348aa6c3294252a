/**
 * Money typed into the cashier's forms and money shown by them. Amounts are
 * counted in minor units (cents) so comparisons against balances and limits
 * are exact; typed text is never rounded: a figure with more decimals than
 * the currency has is refused, not trimmed.
 */

import type { Currency } from '../shell/Balance/currency';
import { formatMoney } from '../shell/Balance/formatMoney';

/**
 * How the cashier writes and reads money: the interface locale and the
 * brand's currency, whose decimals (`currencyDecimals`) decide what typed
 * text may hold and whose symbol every amount carries.
 */
export interface MoneyFormat {
  /** A BCP 47 locale whose separators typed amounts may use ("en", "zh-CN"). */
  locale: string;
  currency: Currency;
}

/** Why typed text is not an amount. */
export type AmountProblem = 'empty' | 'notANumber' | 'tooManyDecimals' | 'tooLarge';

export type ParsedAmount =
  | {
      ok: true;
      /** The amount in the currency's minor units: an exact integer. */
      minor: number;
      /** The same amount as the platform takes it (major units). */
      value: number;
    }
  | { ok: false; problem: AmountProblem };

interface Separators {
  group: string;
  decimal: string;
}

const separatorsByLocale = new Map<string, Separators>();

/** The locale's own grouping and decimal separators, as Intl writes them. */
export function separatorsOf(locale: string): Separators {
  let found = separatorsByLocale.get(locale);
  if (!found) {
    const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(12_345.6);
    found = {
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    };
    separatorsByLocale.set(locale, found);
  }
  return found;
}

/** Full-width digits and separators (typed with a Chinese input method) read as their ASCII forms. */
function asciiOf(text: string): string {
  return text
    .replace(/[\uFF10-\uFF19]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xff10 + 48))
    .replace(/\uFF0E/g, '.')
    .replace(/\uFF0C/g, ',');
}

/** Spaces a locale may group with, and the ones people type instead. */
const spaceLike = /[\s\u00A0\u202F]/g;

/**
 * Reads typed text as an amount of a currency with `decimals` digits after
 * the separator: the locale's grouping and decimal separators are accepted,
 * anything else (signs, letters, a second decimal separator, a grouping
 * separator after the decimal one) is not a number.
 */
export function parseAmount(text: string, locale: string, decimals: number): ParsedAmount {
  const { group, decimal } = separatorsOf(locale);
  const typed = asciiOf(text).trim();
  if (typed === '') return { ok: false, problem: 'empty' };
  const decimalAt = typed.indexOf(decimal);
  const wholeText = decimalAt === -1 ? typed : typed.slice(0, decimalAt);
  const fractionText = decimalAt === -1 ? '' : typed.slice(decimalAt + decimal.length);
  const whole = wholeText.split(group).join('').replace(spaceLike, '');
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fractionText)) return { ok: false, problem: 'notANumber' };
  if (whole === '' && fractionText === '') return { ok: false, problem: 'notANumber' };
  // A grouping separator cannot open or close the whole part ("1,", ",5").
  if (wholeText.startsWith(group) || (wholeText.endsWith(group) && whole !== '')) {
    return { ok: false, problem: 'notANumber' };
  }
  if (fractionText.length > decimals) return { ok: false, problem: 'tooManyDecimals' };
  const digits = `${whole}${fractionText.padEnd(decimals, '0')}`.replace(/^0+(?=\d)/, '');
  const minor = Number(digits);
  if (!Number.isSafeInteger(minor)) return { ok: false, problem: 'tooLarge' };
  return { ok: true, minor, value: minorToValue(minor, decimals) };
}

/** Minor units as the platform's decimal number (the closest double to the exact figure). */
export function minorToValue(minor: number, decimals: number): number {
  if (decimals === 0) return minor;
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  return Number(`${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`);
}

/**
 * A platform amount in minor units, cut (not rounded) to the currency's
 * decimals: a balance of 10.019 holds 10.01 that can move, never 10.02.
 */
export function valueToMinor(value: number, decimals: number): number {
  // The shortest text that reads back as the same double: 10.01, not 10.0099999….
  const shortest = String(Math.abs(value));
  const plain = shortest.includes('e') ? Math.abs(value).toFixed(20) : shortest;
  const [whole = '0', fraction = ''] = plain.split('.');
  const minor = Number(`${whole}${fraction.slice(0, decimals).padEnd(decimals, '0')}`);
  return value < 0 ? -minor : minor;
}

/**
 * An amount for reading, written as the header's balance is so the two agree:
 * the currency's symbol, grouping and decimals in the locale's conventions.
 */
export function formatAmount(value: number, format: MoneyFormat): string {
  return formatMoney(value, format.currency, format.locale);
}

/** Minor units as text a field can hold and `parseAmount` reads back, without grouping ("1234.50"). */
export function amountInputText(minor: number, locale: string, decimals: number): string {
  const { decimal } = separatorsOf(locale);
  const digits = String(Math.abs(minor)).padStart(decimals + 1, '0');
  const text = decimals === 0 ? digits : `${digits.slice(0, -decimals)}${decimal}${digits.slice(-decimals)}`;
  return minor < 0 ? `-${text}` : text;
}
