import { describe, expect, it } from 'vitest';
import { teamDaysOf, teamFiguresOf, teamPeriodRange } from './teamOverview';

describe('teamPeriodRange', () => {
  const today = new Date(2025, 2, 1, 15, 30);
  it('covers whole local days, across a month end', () => {
    expect(teamPeriodRange('today', today)).toEqual({ startDate: '2025-03-01', endDate: '2025-03-01' });
    expect(teamPeriodRange('yesterday', today)).toEqual({ startDate: '2025-02-28', endDate: '2025-02-28' });
    expect(teamPeriodRange('last7', today)).toEqual({ startDate: '2025-02-23', endDate: '2025-03-01' });
    expect(teamPeriodRange('last30', today)).toEqual({ startDate: '2025-01-31', endDate: '2025-03-01' });
  });
});

describe('teamFiguresOf', () => {
  it('writes counts and amounts, with 0 for what the platform left out', () => {
    expect(teamFiguresOf({ teamSize: 1234, activeMembers: 35, deposit: 1500.5, profit: -20 })).toEqual({
      teamSize: '1,234',
      activeMembers: '35',
      newMembers: '0',
      balance: '0.00',
      deposit: '1,500.50',
      withdraw: '0.00',
      validBet: '0.00',
      profit: '-20.00',
    });
    expect(teamFiguresOf(undefined)).toBeNull();
  });
});

describe('teamDaysOf', () => {
  it('puts the days in order with a short axis label and the figures as text', () => {
    const days = teamDaysOf([
      { date: '2025-06-15', validBet: 10, profit: -5 },
      { date: '2025-06-14', validBet: 2000 },
    ]);
    expect(days.map((day) => [day.label, day.values.validBet, day.texts.validBet, day.values.profit])).toEqual([
      ['06-14', 2000, '2,000.00', 0],
      ['06-15', 10, '10.00', -5],
    ]);
  });
});
