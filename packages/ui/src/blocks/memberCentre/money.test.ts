import { describe, expect, it } from 'vitest';
import { currencyDecimals } from '../shell/Balance/formatMoney';
import { amountInputText, formatAmount, minorToValue, parseAmount, valueToMinor } from './money';

describe('parseAmount', () => {
  it('reads whole and decimal amounts in minor units', () => {
    expect(parseAmount('100', 'en', 2)).toEqual({ ok: true, minor: 10_000, value: 100 });
    expect(parseAmount('0.5', 'en', 2)).toEqual({ ok: true, minor: 50, value: 0.5 });
    expect(parseAmount('.75', 'en', 2)).toEqual({ ok: true, minor: 75, value: 0.75 });
    expect(parseAmount('  12.30 ', 'en', 2)).toEqual({ ok: true, minor: 1_230, value: 12.3 });
  });

  it("accepts the locale's grouping separators", () => {
    expect(parseAmount('1,234,567.89', 'en', 2)).toEqual({ ok: true, minor: 123_456_789, value: 1_234_567.89 });
    expect(parseAmount('1.234,5', 'de', 2)).toEqual({ ok: true, minor: 123_450, value: 1_234.5 });
    expect(parseAmount('1,234.5', 'zh-CN', 2)).toEqual({ ok: true, minor: 123_450, value: 1_234.5 });
  });

  it('reads full-width digits typed with a Chinese input method', () => {
    expect(parseAmount('１２３．４', 'zh-CN', 2)).toEqual({ ok: true, minor: 12_340, value: 123.4 });
  });

  it('refuses more decimals than the currency has instead of rounding', () => {
    expect(parseAmount('10.005', 'en', 2)).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(parseAmount('10.5', 'en', 0)).toEqual({ ok: false, problem: 'tooManyDecimals' });
  });

  it('refuses what is not a plain positive figure', () => {
    for (const text of ['abc', '-5', '+5', '1e3', '1.2.3', '1.000,5', ',5', '5,', '.', 'Infinity', '0x10', '12 abc']) {
      expect(parseAmount(text, 'en', 2), text).toEqual({ ok: false, problem: 'notANumber' });
    }
    expect(parseAmount('   ', 'en', 2)).toEqual({ ok: false, problem: 'empty' });
    expect(parseAmount('9'.repeat(30), 'en', 2)).toEqual({ ok: false, problem: 'tooLarge' });
  });
});

describe("typed amounts in the brand's currency", () => {
  const typed = (text: string, code: string) => parseAmount(text, 'en', currencyDecimals({ code }));

  it('take as many decimals as the currency has and refuse one more', () => {
    expect(typed('10.25', 'PHP')).toEqual({ ok: true, minor: 1_025, value: 10.25 });
    expect(typed('10.255', 'PHP')).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(typed('1.125', 'KWD')).toEqual({ ok: true, minor: 1_125, value: 1.125 });
    expect(typed('1.1255', 'KWD')).toEqual({ ok: false, problem: 'tooManyDecimals' });
  });

  it('are whole in dong: any decimal is refused', () => {
    expect(typed('50,000', 'VND')).toEqual({ ok: true, minor: 50_000, value: 50_000 });
    expect(typed('50000.5', 'VND')).toEqual({ ok: false, problem: 'tooManyDecimals' });
    expect(amountInputText(50_000, 'en', currencyDecimals({ code: 'VND' }))).toBe('50000');
  });
});

describe('minor units', () => {
  it('convert to and from the platform figure without drifting', () => {
    expect(minorToValue(1_001, 2)).toBe(10.01);
    expect(minorToValue(5, 2)).toBe(0.05);
    expect(minorToValue(-250, 2)).toBe(-2.5);
    expect(valueToMinor(10.01, 2)).toBe(1_001);
    expect(valueToMinor(0.1 + 0.2, 2)).toBe(30);
    expect(valueToMinor(12_345.67, 2)).toBe(1_234_567);
  });

  it('cut a balance with extra decimals down rather than rounding it up', () => {
    expect(valueToMinor(10.019, 2)).toBe(1_001);
    expect(valueToMinor(1e-7, 2)).toBe(0);
  });
});

describe('formatting', () => {
  it("writes amounts with the currency's symbol, grouping and decimals, as the header's balance does", () => {
    expect(formatAmount(1_234.5, { locale: 'en', currency: { code: 'PHP', symbol: 'P' } })).toBe('P1,234.50');
    expect(formatAmount(-3, { locale: 'en', currency: { code: 'PHP' } })).toBe('-₱3.00');
    expect(formatAmount(1_234, { locale: 'en', currency: { code: 'VND' } })).toBe('₫1,234');
  });

  it('writes input text that reads back as the same amount', () => {
    expect(amountInputText(123_450, 'en', 2)).toBe('1234.50');
    expect(amountInputText(5, 'en', 2)).toBe('0.05');
    expect(amountInputText(123_450, 'de', 2)).toBe('1234,50');
    expect(parseAmount(amountInputText(123_450, 'de', 2), 'de', 2)).toMatchObject({ minor: 123_450 });
  });
});
