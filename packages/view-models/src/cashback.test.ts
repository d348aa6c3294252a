import { PlatformError } from '@lobby/api';
import { describe, expect, it } from 'vitest';
import {
  cashbackFailureOf,
  claimableRebatesOf,
  productTypeLabel,
  rebateHistoryOf,
  rebateRatesOf,
  rebateRateText,
} from './cashback';

const words: Record<string, string> = {
  'cashback.product.RNG': 'Slots',
  'cashback.product.LIVE': 'Live casino',
};
// Like i18next: a key without words comes back as the key.
const t = (key: string) => words[key] ?? key;

describe('productTypeLabel', () => {
  it('names a known product type in words and shows an unknown one as its code', () => {
    expect(productTypeLabel('RNG', t)).toBe('Slots');
    expect(productTypeLabel('live', t)).toBe('Live casino');
    expect(productTypeLabel('KENO', t)).toBe('KENO');
  });
});

describe('rebateRateText', () => {
  it('reads the platform rate as per cent', () => {
    expect(rebateRateText(1.2)).toBe('1.2%');
    expect(rebateRateText(0.125)).toBe('0.125%');
    expect(rebateRateText(undefined)).toBe('');
  });
});

describe('claimableRebatesOf', () => {
  it('lists what is owed per product type with its total, and leaves out types with nothing owed', () => {
    const { rebates, total } = claimableRebatesOf(
      [
        { productType: 'RNG', validBet: 8_420, rate: 1.2, amount: 101.04 },
        { productType: 'LIVE', validBet: 12_000, rate: 0.8, amount: 96 },
        { productType: 'SPORTS', validBet: 10, rate: 0.5, amount: 0 },
      ],
      t,
    );
    expect(rebates).toEqual([
      { productType: 'RNG', label: 'Slots', validBet: '8,420.00', rate: '1.2%', amount: '101.04' },
      { productType: 'LIVE', label: 'Live casino', validBet: '12,000.00', rate: '0.8%', amount: '96.00' },
    ]);
    expect(total).toBe('197.04');
  });

  it('has nothing to claim before the answer arrives', () => {
    expect(claimableRebatesOf(undefined, t)).toEqual({ rebates: [], total: '0.00' });
  });

  it('writes amounts in the interface language', () => {
    expect(claimableRebatesOf([{ productType: 'RNG', amount: 1234.5 }], t, 'de').total).toBe('1.234,50');
  });
});

describe('rebateHistoryOf', () => {
  const answer = {
    list: [{ id: '9', productType: 'LIVE', validBet: 9_500, rate: 0.8, amount: 76, time: ' 2026-11-23 10:00:00 ' }],
    totalCount: 23,
  };

  it('maps the rows and counts the pages from the total when the platform gives no page count', () => {
    expect(rebateHistoryOf(answer, 2, t)).toEqual({
      rows: [
        {
          id: '9',
          label: 'Live casino',
          validBet: '9,500.00',
          rate: '0.8%',
          amount: '76.00',
          time: '2026-11-23 10:00:00',
        },
      ],
      page: 2,
      pageCount: 3,
    });
  });

  it('gives way to the last page when the page asked for is past it', () => {
    expect(rebateHistoryOf({ ...answer, totalPages: 2 }, 5, t).page).toBe(2);
    expect(rebateHistoryOf(undefined, 4, t)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });
});

describe('rebateRatesOf', () => {
  it('names each product type with its rate', () => {
    expect(
      rebateRatesOf(
        [
          { productType: 'RNG', rate: 1.2 },
          { productType: 'FISHING', rate: 1 },
        ],
        t,
      ),
    ).toEqual([
      { productType: 'RNG', label: 'Slots', rate: '1.2%' },
      { productType: 'FISHING', label: 'FISHING', rate: '1%' },
    ]);
  });
});

describe('cashbackFailureOf', () => {
  it("says why a claim failed in the platform's words, or the site's when it has none", () => {
    const refused = new PlatformError({ kind: 'business', message: 'Nothing to claim', errorCode: 'x' });
    expect(cashbackFailureOf(refused, t)).toEqual({ ok: false, error: 'Nothing to claim' });
    expect(cashbackFailureOf(new Error('boom'), t)).toEqual({ ok: false, error: 'errors.server' });
  });
});
