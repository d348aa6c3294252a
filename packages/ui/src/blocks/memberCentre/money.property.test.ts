import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInputText, parseAmount, valueToMinor } from './money';

// The cashier's amount reading, whatever is typed: 10,000 cases each.

const runs = 10_000;
const locales = fc.constantFrom('en', 'zh-CN', 'de', 'fr');
const decimals = fc.integer({ min: 0, max: 3 });
const minor = fc.integer({ min: 0, max: 1e13 });

describe('amounts, whatever is typed', () => {
  it('reads back every amount it writes, exactly', () => {
    fc.assert(
      fc.property(minor, locales, decimals, (amount, locale, places) => {
        const parsed = parseAmount(amountInputText(amount, locale, places), locale, places);
        expect(parsed).toMatchObject({ ok: true, minor: amount });
        if (parsed.ok) expect(valueToMinor(parsed.value, places)).toBe(amount);
      }),
      { numRuns: runs },
    );
  });

  it('never accepts more decimals than the currency has, so nothing is rounded', () => {
    fc.assert(
      fc.property(minor, fc.stringMatching(/^\d{1,4}$/), locales, decimals, (amount, extra, locale, places) => {
        const text = amountInputText(amount, locale, places);
        // One digit or more past the currency's last decimal.
        const longer = places === 0 ? `${text}${decimalOf(locale)}${extra}` : `${text}${extra}`;
        expect(parseAmount(longer, locale, places)).toEqual({ ok: false, problem: 'tooManyDecimals' });
      }),
      { numRuns: runs },
    );
  });

  it('answers any text with an exact amount or a reason, never throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), locales, decimals, (text, locale, places) => {
        const parsed = parseAmount(text, locale, places);
        if (parsed.ok) {
          expect(Number.isSafeInteger(parsed.minor)).toBe(true);
          expect(parsed.minor).toBeGreaterThanOrEqual(0);
        } else {
          expect(['empty', 'notANumber', 'tooManyDecimals', 'tooLarge']).toContain(parsed.problem);
        }
      }),
      { numRuns: runs },
    );
  });
});

function decimalOf(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}
