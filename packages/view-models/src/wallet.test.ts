import { type Balance, type GameVendors, PlatformError } from '@lobby/api';
import { describe, expect, it } from 'vitest';
import { cashierFailureOf, walletRowsOf } from './wallet';

const t = (key: string) => key;

const balance: Balance = {
  sumBalance: 1_350.5,
  balance: [
    { accountTypeId: 2, accountName: 'Main wallet', availBalance: 1_000 },
    { accountTypeId: 101, accountName: 'Evolution Live', availBalance: 300.5 },
    { accountTypeId: 140, accountName: 'Old Vendor', availBalance: 50 },
  ],
  currency: 'PHP',
  currencySymbol: '₱',
};

const vendors: GameVendors = {
  data: {
    lanes: [
      {
        title: 'RNG',
        cards: [
          { vassalage: 'PP', displayName: 'PP Slots', smallIcon: null, isHot: false, accountTypeName: null },
          { vassalage: 'EVO', displayName: 'Evolution Live', smallIcon: null, isHot: false, accountTypeName: null },
        ],
      },
      {
        title: 'LIVE',
        cards: [
          { vassalage: 'EVO', displayName: 'Evolution Live', smallIcon: null, isHot: false, accountTypeName: null },
        ],
      },
    ],
  },
};

describe('walletRowsOf', () => {
  it('lists the main wallet, then a wallet per vendor, those holding money first', () => {
    expect(walletRowsOf(balance, vendors, 'Main')).toEqual([
      { id: 'main', name: 'Main', balance: 1_000, kind: 'main', transferable: false },
      { id: 'EVO', name: 'Evolution Live', balance: 300.5, kind: 'game', transferable: true },
      // A wallet no vendor names is shown, but money cannot be moved without its vendor code.
      { id: 'wallet-140', name: 'Old Vendor', balance: 50, kind: 'game', transferable: false },
      { id: 'PP', name: 'PP Slots', balance: 0, kind: 'game', transferable: true },
    ]);
  });

  it('still shows every balance when the vendor list could not be read', () => {
    expect(walletRowsOf(balance, undefined, 'Main').map((row) => [row.name, row.transferable])).toEqual([
      ['Main', false],
      ['Evolution Live', false],
      ['Old Vendor', false],
    ]);
  });
});

describe('cashierFailureOf', () => {
  it('calls a write that timed out or lost the connection uncertain', () => {
    expect(cashierFailureOf(new PlatformError({ kind: 'timeout' }), t)).toEqual({
      ok: false,
      error: 'errors.timeout',
      uncertain: true,
    });
    expect(cashierFailureOf(new PlatformError({ kind: 'network' }), t)).toMatchObject({ uncertain: true });
  });

  it("carries the platform's words for a refusal, which is certain", () => {
    const refusal = new PlatformError({ kind: 'business', message: 'Insufficient balance', errorCode: 'x.y' });
    expect(cashierFailureOf(refusal, t)).toEqual({ ok: false, error: 'Insufficient balance' });
  });
});
