import type { AgentCentrePage } from '@lobby/ui';
import { type CentrePage, lazyCentrePage } from '../panels/centrePage';
import { preparingPage } from '../panels/preparing';

/**
 * Every page of the agent centre, by id: a page the registry gains without an
 * entry here fails the typecheck. A page is built as
 * `pages/<Id>.tsx` (default export, `CentrePageProps<AgentCentrePage>`) and
 * its entry becomes `lazyCentrePage('<id>', () => import('./pages/<Id>'))`;
 * until then it shows the shared "being prepared" page.
 */
// One module serves the four contract kinds: the page id names the kind.
const contracts = lazyCentrePage('agentContracts', () => import('./pages/Contracts'));

export const agentCentrePages: Record<AgentCentrePage, CentrePage<AgentCentrePage>> = {
  agentAnnouncement: lazyCentrePage('agentAnnouncement', () => import('./pages/Announcements')),
  agentTeamOverview: lazyCentrePage('agentTeamOverview', () => import('./pages/TeamOverview')),
  registerCenter: lazyCentrePage('registerCenter', () => import('./pages/RegisterCenter')),
  downlineManagmentView: lazyCentrePage('downlineManagmentView', () => import('./pages/TeamManagement')),
  personalHistoryCopy: preparingPage,
  palStatementsAgentCopy: preparingPage,
  agentRevenueReport: preparingPage,
  agentDownlineTransactionDetailsCopy: preparingPage,
  agentDividendRecordCopy2: contracts,
  agentDailyWages2: contracts,
  agentHourSalary: contracts,
  agentRealtimeSalary: contracts,
};
