import { PlatformError } from '@lobby/api';
import { describe, expect, it } from 'vitest';
import { bonusClaimFailureOf, bonusItemsOf, bonusStatusOf } from './bonusDetails';

const words: Record<string, string> = {
  'activityStatus.ISSUED': 'Issued',
  'activityStatus.CLAIMED': 'Claimed',
  'activityStatus.IN_PROGRESS': 'In progress',
  'activityStatus.REJECTED': 'Rejected',
  'activityStatus.CLAIM': 'Claim',
  'bonusDetails.kind.DEPOSIT': 'Deposit bonus',
  'bonusDetails.kind.OTHER': 'Bonus',
};
// Like i18next: a key without words comes back as the key.
const t = (key: string) => words[key] ?? key;

describe('bonusStatusOf', () => {
  it('names the statuses the product defines, whatever their spelling, each in its tone', () => {
    expect(bonusStatusOf('ISSUED', t)).toEqual({ label: 'Issued', tone: 'info' });
    expect(bonusStatusOf('in progress', t)).toEqual({ label: 'In progress', tone: 'warning' });
    expect(bonusStatusOf('Claimed', t)).toEqual({ label: 'Claimed', tone: 'success' });
    expect(bonusStatusOf('REJECTED', t)).toEqual({ label: 'Rejected', tone: 'danger' });
  });

  it('shows a status it does not know as the platform sent it, in neutral', () => {
    expect(bonusStatusOf('FROZEN', t)).toEqual({ label: 'FROZEN', tone: 'neutral' });
  });
});

describe('bonusItemsOf', () => {
  const claimed = {
    id: '6001',
    promotionType: 'DEPOSIT',
    title: 'First deposit 100%',
    amount: 500,
    status: 'CLAIMED',
    expireTime: ' ',
  };
  const issued = {
    id: '6002',
    promotionType: 'DEPOSIT',
    title: 'Weekend reload',
    amount: 100,
    status: 'ISSUED',
    expireTime: '2026-12-31 23:59:59',
  };
  const toClaim = { id: '7', promotionType: 'KENO_DRAW', title: 'Keno', amount: null, status: 'CLAIM' };

  it('lists the bonuses waiting to be claimed first, and only those can be claimed', () => {
    expect(bonusItemsOf([claimed, issued, toClaim], t)).toEqual([
      {
        id: '6002',
        title: 'Weekend reload',
        kind: 'Deposit bonus',
        amount: '100.00',
        status: { label: 'Issued', tone: 'info' },
        expires: '2026-12-31 23:59:59',
        claimable: true,
      },
      {
        id: '7',
        title: 'Keno',
        kind: 'Bonus',
        amount: '',
        status: { label: 'Claim', tone: 'info' },
        claimable: true,
      },
      {
        id: '6001',
        title: 'First deposit 100%',
        kind: 'Deposit bonus',
        amount: '500.00',
        status: { label: 'Claimed', tone: 'success' },
        claimable: false,
      },
    ]);
  });

  it('has nothing before the answer arrives', () => {
    expect(bonusItemsOf(undefined, t)).toEqual([]);
  });
});

describe('bonusClaimFailureOf', () => {
  it("says why a claim failed in the platform's words, or the site's when it has none", () => {
    const refused = new PlatformError({ kind: 'business', message: 'Already claimed', errorCode: 'x' });
    expect(bonusClaimFailureOf(refused, t)).toEqual({ ok: false, error: 'Already claimed' });
    expect(bonusClaimFailureOf(new Error('boom'), t)).toEqual({ ok: false, error: 'errors.server' });
  });
});
