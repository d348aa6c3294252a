import { describe, expect, it } from 'vitest';
import { type CentreFacts, centrePageFor, visibleSections } from '../CenterPanel/centreSections';
import { memberCentreDefaultPage } from './memberCentreDefaultPage';
import { memberCentre, memberCentreSections } from './memberCentreSections';

const everySwitch = {
  FUNDTRANS3: true,
  DPSTBAS3: true,
  WTHDRW3: true,
  MEMTRANS3: true,
  PERSPNL3: true,
  REWCEN3: true,
  REFERRAL3: true,
  MISSIONLB3: true,
  INBOX3: true,
};
const everything: CentreFacts = { switches: everySwitch, memberFacts: { toUpline: true } };
const pagesOf = (facts: CentreFacts) => visibleSections(memberCentreSections, facts).map((section) => section.id);

/** Sections every member has, whatever the merchant's settings. */
const alwaysThere = ['securityCenter', 'personalHistoryCopy', 'manualRebate', 'bonusDetails'];

describe('the member centre sections', () => {
  it('shows all fourteen sections in menu order when every switch and fact is on', () => {
    expect(pagesOf(everything)).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'manualRebate',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'rewardCenter',
      'referral',
      'missionLeaderboard',
      'messageV2',
    ]);
  });

  it('keeps only the unconditional sections when settings are empty and no fact holds', () => {
    expect(pagesOf({ switches: {} })).toEqual(alwaysThere);
  });

  it('hides each switched section with its own settings switch', () => {
    const cases = [
      ['FUNDTRANS3', 'transferFund'],
      ['DPSTBAS3', 'depositv2'],
      ['WTHDRW3', 'withdraw'],
      ['MEMTRANS3', 'transactionHistory'],
      ['PERSPNL3', 'personalProfit'],
      ['REWCEN3', 'rewardCenter'],
      ['REFERRAL3', 'referral'],
      ['MISSIONLB3', 'missionLeaderboard'],
      ['INBOX3', 'messageV2'],
    ] as const;
    for (const [moduleId, page] of cases) {
      const pages = pagesOf({ ...everything, switches: { ...everySwitch, [moduleId]: false } });
      expect(pages, moduleId).not.toContain(page);
      expect(pages, moduleId).toHaveLength(13);
    }
  });

  it('shows the transfer to the upline only to members who may make it', () => {
    expect(pagesOf({ switches: everySwitch, memberFacts: { toUpline: false } })).not.toContain('transferUpline');
    expect(pagesOf({ switches: everySwitch })).not.toContain('transferUpline');
    expect(pagesOf(everything)).toContain('transferUpline');
  });

  it('does not let an agent contract kind show a member section', () => {
    expect(pagesOf({ switches: {}, contracts: ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] })).toEqual(
      alwaysThere,
    );
  });

  it('opens the requested page when the member may see it, else the default page', () => {
    expect(centrePageFor(memberCentre, 'depositv2', everything)).toBe('depositv2');
    // Hidden by the merchant's settings.
    expect(centrePageFor(memberCentre, 'depositv2', { switches: { DPSTBAS3: false } })).toBe(memberCentreDefaultPage);
    // Unknown, empty or missing ids.
    expect(centrePageFor(memberCentre, 'nonsense', everything)).toBe('securityCenter');
    expect(centrePageFor(memberCentre, '', everything)).toBe('securityCenter');
    expect(centrePageFor(memberCentre, null, everything)).toBe('securityCenter');
    // Pages without a menu entry are there for every member.
    expect(centrePageFor(memberCentre, 'profile', { switches: {} })).toBe('profile');
    expect(centrePageFor(memberCentre, 'playerRank', { switches: {} })).toBe('playerRank');
  });

  it('opens on a section every member has', () => {
    expect(alwaysThere).toContain(memberCentreDefaultPage);
  });
});
