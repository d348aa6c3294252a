import type { AgentCentrePage } from '@lobby/ui';
import { type CentrePage, lazyCentrePage } from '../panels/centrePage';

/**
 * Every page of the agent centre, by id: a page the registry gains without an
 * entry here fails the typecheck. Each page is `pages/<Id>.tsx` (default
 * export, `CentrePageProps<AgentCentrePage>`), loaded when it opens.
 */
// One module serves the four contract kinds: the page id names the kind.
const contracts = lazyCentrePage('agentContracts', () => import('./pages/Contracts'));

export const agentCentrePages: Record<AgentCentrePage, CentrePage<AgentCentrePage>> = {
  agentAnnouncement: lazyCentrePage('agentAnnouncement', () => import('./pages/Announcements')),
  agentTeamOverview: lazyCentrePage('agentTeamOverview', () => import('./pages/TeamOverview')),
  registerCenter: lazyCentrePage('registerCenter', () => import('./pages/RegisterCenter')),
  downlineManagmentView: lazyCentrePage('downlineManagmentView', () => import('./pages/TeamManagement')),
  personalHistoryCopy: lazyCentrePage('personalHistoryCopy', () => import('./pages/TeamBetting')),
  palStatementsAgentCopy: lazyCentrePage('palStatementsAgentCopy', () => import('./pages/TeamPnl')),
  agentRevenueReport: lazyCentrePage('agentRevenueReport', () => import('./pages/Income')),
  agentDownlineTransactionDetailsCopy: lazyCentrePage(
    'agentDownlineTransactionDetailsCopy',
    () => import('./pages/TeamTransactions'),
  ),
  agentDividendRecordCopy2: contracts,
  agentDailyWages2: contracts,
  agentHourSalary: contracts,
  agentRealtimeSalary: contracts,
};
