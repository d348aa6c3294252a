import type { ReferralDetails } from '@lobby/api';
import { describe, expect, it } from 'vitest';
import { invitedFriendsOf, referralIncomeOf, referralLinkOf } from './referral';

const details = (promotionDomains: string[], referralCode = 'RF4K2Q'): ReferralDetails => ({
  referralCode,
  promotionDomains,
});

describe('referralLinkOf', () => {
  it('uses the first web promotion domain and adds the referral code', () => {
    expect(
      referralLinkOf(
        details(['javascript:alert(1)', 'ftp://files.example', 'https://www.lobby.example/register?affiliateCode=AF1']),
        'https://site.example',
      ),
    ).toBe('https://www.lobby.example/register?affiliateCode=AF1&referralCode=RF4K2Q');
  });

  it('keeps a referral code the domain already carries', () => {
    expect(referralLinkOf(details(['http://promo.example/?referralCode=OTHER']), 'https://site.example')).toBe(
      'http://promo.example/?referralCode=OTHER',
    );
  });

  it('falls back to this site with the code when no domain is a web address', () => {
    expect(referralLinkOf(details(['www.no-scheme.example', 'data:text/html,hi']), 'https://site.example')).toBe(
      'https://site.example/?referralCode=RF4K2Q',
    );
    expect(referralLinkOf(details([], 'A B&C'), 'https://site.example')).toBe(
      'https://site.example/?referralCode=A+B%26C',
    );
  });

  it('has no link without a code', () => {
    expect(referralLinkOf(undefined, 'https://site.example')).toBe('');
    expect(referralLinkOf(details(['https://promo.example'], '  '), 'https://site.example')).toBe('');
  });
});

describe('invitedFriendsOf', () => {
  it('shows amounts grouped and leaves out what the platform did not send', () => {
    expect(
      invitedFriendsOf(
        [
          { account: 'lucky_star', registerTime: '2026-11-02 14:21:09', deposit: 1500, reward: 15, customerId: '101' },
          { account: 'quiet' },
        ],
        'en',
      ),
    ).toEqual([
      { id: '101', account: 'lucky_star', registered: '2026-11-02 14:21:09', deposit: '1,500.00', reward: '15.00' },
      { id: 'quiet', account: 'quiet', registered: undefined, deposit: undefined, reward: undefined },
    ]);
  });
});

describe('referralIncomeOf', () => {
  it('groups the amounts and shows a dash for one the platform left out', () => {
    expect(referralIncomeOf({ totalIncome: 12345.6, todayIncome: 0 }, 'en')).toEqual({
      total: '12,345.60',
      today: '0.00',
      yesterday: '–',
    });
  });
});
