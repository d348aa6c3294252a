import { describe, expect, it } from 'vitest';
import { defaultCurrency } from './currency';
import { currencyDecimals, formatMoney, formatMoneyAmount } from './formatMoney';

// Intl separates some symbols from the figure with a no-break space; compare with plain spaces.
const plain = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');

describe('formatMoney', () => {
  it('writes pesos with the brand\'s "P" where the interface language puts the symbol', () => {
    expect(formatMoney(12_345.67, defaultCurrency, 'en')).toBe('P12,345.67');
    expect(plain(formatMoney(12_345.67, { code: 'PHP', symbol: 'P' }, 'zh-CN'))).toBe('P 12,345.67');
  });

  it("writes the currency's own symbol when the brand gives none", () => {
    expect(formatMoney(12_345.67, { code: 'PHP' }, 'en')).toBe('₱12,345.67');
    expect(formatMoney(99.5, { code: 'USD' }, 'en')).toBe('$99.50');
  });

  it('lets a symbol override take the place of the code, not move it', () => {
    expect(plain(formatMoney(1_234.5, { code: 'EUR', symbol: 'EUR' }, 'de'))).toBe('1.234,50 EUR');
    expect(plain(formatMoney(1_234.5, { code: 'EUR', symbol: '€' }, 'en'))).toBe('€1,234.50');
  });

  it('writes dong without decimals, rounding to the whole dong', () => {
    expect(formatMoney(1_234_567.5, { code: 'VND' }, 'en')).toBe('₫1,234,568');
    expect(plain(formatMoney(1_234_567, { code: 'VND' }, 'vi'))).toBe('1.234.567 ₫');
  });

  it('puts the symbol after the figure where the locale does', () => {
    expect(plain(formatMoney(1_234.5, { code: 'EUR' }, 'de'))).toBe('1.234,50 €');
  });

  it('keeps the sign of a loss, and writes no sign for an amount that rounds to nothing', () => {
    expect(formatMoney(-120, defaultCurrency, 'en')).toBe('-P120.00');
    expect(plain(formatMoney(-1_234.5, { code: 'EUR' }, 'de'))).toBe('-1.234,50 €');
    expect(formatMoney(-0.001, defaultCurrency, 'en')).toBe('P0.00');
    expect(formatMoney(-0, defaultCurrency, 'en')).toBe('P0.00');
  });

  it('groups large amounts without losing cents', () => {
    expect(formatMoney(123_456_789_012.34, defaultCurrency, 'en')).toBe('P123,456,789,012.34');
    expect(formatMoney(1_234.567, { code: 'KWD' }, 'en').endsWith('1,234.567')).toBe(true);
  });

  it("writes the platform's default currency when none is given", () => {
    expect(formatMoney(5)).toBe('P5.00');
  });
});

describe('currencyDecimals', () => {
  it("is the currency's minor unit", () => {
    expect(currencyDecimals({ code: 'PHP' })).toBe(2);
    expect(currencyDecimals({ code: 'VND' })).toBe(0);
    expect(currencyDecimals({ code: 'JPY', symbol: '円' })).toBe(0);
    expect(currencyDecimals({ code: 'KWD' })).toBe(3);
  });
});

describe('formatMoneyAmount', () => {
  it("writes the figure alone, with the currency's decimals in the locale's conventions", () => {
    expect(formatMoneyAmount(1_234.5, defaultCurrency, 'en')).toBe('1,234.50');
    expect(formatMoneyAmount(1_234.5, { code: 'VND' }, 'vi')).toBe('1.235');
    expect(formatMoneyAmount(-2, { code: 'KWD' }, 'en')).toBe('-2.000');
  });
});
