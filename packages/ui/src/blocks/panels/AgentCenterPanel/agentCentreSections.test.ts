import { describe, expect, it } from 'vitest';
import {
  type AgentContractKind,
  type CentreFacts,
  centrePageFor,
  visibleSections,
} from '../CenterPanel/centreSections';
import { agentCentreDefaultPage } from './agentCentreDefaultPage';
import { agentCentre, agentCentreSections } from './agentCentreSections';

const agentSwitches = { AGEANNOUNCE3: true, AGEDOWNMAN3: true };
const withContracts = (...contracts: AgentContractKind[]): CentreFacts => ({ switches: agentSwitches, contracts });
const pagesOf = (facts: CentreFacts) => visibleSections(agentCentreSections, facts).map((section) => section.id);

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

describe('the agent centre sections', () => {
  it('shows only the pages every agent has, in menu order, when no contract kind is enabled', () => {
    expect(pagesOf(withContracts())).toEqual(basePages);
    expect(pagesOf({ switches: agentSwitches })).toEqual(basePages);
  });

  it('adds each contract page with its own kind', () => {
    expect(pagesOf(withContracts('dividend'))).toEqual([...basePages, 'agentDividendRecordCopy2']);
    expect(pagesOf(withContracts('dailySalary'))).toEqual([...basePages, 'agentDailyWages2']);
    expect(pagesOf(withContracts('hourlySalary'))).toEqual([...basePages, 'agentHourSalary']);
    expect(pagesOf(withContracts('realtimeSalary'))).toEqual([...basePages, 'agentRealtimeSalary']);
  });

  it('keeps menu order with several kinds enabled, whatever order they arrive in', () => {
    expect(pagesOf(withContracts('realtimeSalary', 'dividend', 'dailySalary'))).toEqual([
      ...basePages,
      'agentDividendRecordCopy2',
      'agentDailyWages2',
      'agentRealtimeSalary',
    ]);
  });

  it('shows the whole menu with every kind enabled', () => {
    expect(pagesOf(withContracts('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'))).toEqual(
      agentCentreSections.map((section) => section.id),
    );
  });

  it('leaves out the announcements and team management when the merchant switched them off', () => {
    const pages = pagesOf({ switches: { AGEANNOUNCE3: false }, contracts: ['hourlySalary'] });
    expect(pages).not.toContain('agentAnnouncement');
    expect(pages).not.toContain('downlineManagmentView');
    expect(pages).toContain('agentHourSalary');
  });

  it('has a label for every page and unique ids', () => {
    const ids = agentCentreSections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of agentCentreSections) expect(section.labelKey).toMatch(/^panels\.agent\./);
  });

  it('opens a contract page only while its kind is enabled', () => {
    expect(centrePageFor(agentCentre, 'agentHourSalary', withContracts('hourlySalary'))).toBe('agentHourSalary');
    expect(centrePageFor(agentCentre, 'agentHourSalary', withContracts('dividend'))).toBe(agentCentreDefaultPage);
    expect(centrePageFor(agentCentre, 'agentTeamOverview', withContracts())).toBe('agentTeamOverview');
  });
});
