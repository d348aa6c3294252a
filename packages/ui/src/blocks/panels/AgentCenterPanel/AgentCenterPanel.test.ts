import { describe, expect, it } from 'vitest';
import { agentCenterPages, visibleAgentPages } from './agentCenterPages';

const pagesOf = (flags: Parameters<typeof visibleAgentPages>[0]) => visibleAgentPages(flags).map((item) => item.page);

const basePages = [
  'agentAnnouncement',
  'agentTeamOverview',
  'registerCenter',
  'downlineManagmentView',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentRevenueReport',
  'agentDownlineTransactionDetailsCopy',
];

describe('visibleAgentPages', () => {
  it('shows only the untyped pages, in menu order, when no flag is on', () => {
    expect(pagesOf({})).toEqual(basePages);
    expect(pagesOf({ dividend: false, dailySalary: false, hourlySalary: false, realtimeSalary: false })).toEqual(
      basePages,
    );
  });

  it('adds each contract page with its own flag', () => {
    expect(pagesOf({ dividend: true })).toEqual([...basePages, 'agentDividendRecordCopy2']);
    expect(pagesOf({ dailySalary: true })).toEqual([...basePages, 'agentDailyWages2']);
    expect(pagesOf({ hourlySalary: true })).toEqual([...basePages, 'agentHourSalary']);
    expect(pagesOf({ realtimeSalary: true })).toEqual([...basePages, 'agentRealtimeSalary']);
  });

  it('keeps menu order with several flags on', () => {
    expect(pagesOf({ realtimeSalary: true, dividend: true, dailySalary: true })).toEqual([
      ...basePages,
      'agentDividendRecordCopy2',
      'agentDailyWages2',
      'agentRealtimeSalary',
    ]);
  });

  it('shows the whole menu with every flag on', () => {
    expect(pagesOf({ dividend: true, dailySalary: true, hourlySalary: true, realtimeSalary: true })).toEqual(
      agentCenterPages.map((item) => item.page),
    );
  });

  it('keeps the spec fields of every item', () => {
    for (const item of visibleAgentPages({
      dividend: true,
      dailySalary: true,
      hourlySalary: true,
      realtimeSalary: true,
    })) {
      expect(item.name).toMatch(/\S/);
      expect(item.page).toMatch(/\S/);
      expect(item.path).toMatch(/^agent\//);
    }
    expect(agentCenterPages.filter((item) => 'type' in item).map((item) => item.type)).toEqual([
      'enableCt',
      'salary',
      'hourSalary',
      'agentRealtimeSalary',
    ]);
  });
});
