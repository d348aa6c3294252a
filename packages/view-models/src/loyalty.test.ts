import { describe, expect, it } from 'vitest';
import { percentOf, rankItemsOf, rankStandingOf } from './loyalty';

describe('rankItemsOf', () => {
  const rules = [
    { rankLevel: 2, rankName: 'Silver', turnoverRequirement: 50_000, depositRequirement: 5_000, benefits: ['Gift'] },
    { rankLevel: 0, rankName: 'Member', turnoverRequirement: 0, depositRequirement: null, benefits: [' ', 'Rebate'] },
    { rankLevel: 1, rankName: null, benefits: [] },
  ];

  it('orders the ranks from the lowest up and marks the player’s own', () => {
    const items = rankItemsOf(rules, 2);
    expect(items.map((item) => [item.level, item.name, item.current])).toEqual([
      [0, 'Member', false],
      [1, '1', false],
      [2, 'Silver', true],
    ]);
  });

  it('writes requirements as amounts and leaves out the ones a rank does not ask', () => {
    const [member, , silver] = rankItemsOf(rules, null);
    expect(silver).toMatchObject({ turnover: '50,000.00', deposit: '5,000.00', benefits: ['Gift'] });
    expect(member).toMatchObject({ turnover: '', deposit: '', benefits: ['Rebate'] });
  });

  it('marks no rank for a visitor', () => {
    expect(rankItemsOf(rules, null).some((item) => item.current)).toBe(false);
  });
});

describe('rankStandingOf', () => {
  it('measures each turnover against its target, capped at 100%', () => {
    const standing = rankStandingOf({
      playerRankName: 'Bronze',
      rankLevel: 1,
      nextRankName: 'Silver',
      monthlyTurnover: { actual: 12_500, expected: 50_000 },
      totalTurnover: { actual: 900_000, expected: 600_000 },
    });
    expect(standing).toEqual({
      rankName: 'Bronze',
      level: 1,
      nextRankName: 'Silver',
      monthly: { actual: '12,500.00', expected: '50,000.00', percent: 25 },
      total: { actual: '900,000.00', expected: '600,000.00', percent: 100 },
    });
  });

  it('has no meters when the platform sends no turnover', () => {
    expect(rankStandingOf({ playerRankName: 'Royal', rankLevel: 7, nextRankName: null })).toMatchObject({
      nextRankName: '',
      monthly: null,
      total: null,
    });
  });
});

describe('percentOf', () => {
  it('rounds down and counts a target of nothing as reached', () => {
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(0, 0)).toBe(100);
    expect(percentOf(-5, 100)).toBe(0);
  });
});
