import type { AgentCentrePage } from '@lobby/ui';
import type { CentrePage } from '../panels/centrePage';
import { preparingPage } from '../panels/preparing';

/**
 * Every page of the agent centre, by id: a page the registry gains without an
 * entry here fails the typecheck. A page is built as
 * `pages/<Id>.tsx` (default export, `CentrePageProps<AgentCentrePage>`) and
 * its entry becomes `lazyCentrePage('<id>', () => import('./pages/<Id>'))`;
 * until then it shows the shared "being prepared" page.
 */
export const agentCentrePages: Record<AgentCentrePage, CentrePage<AgentCentrePage>> = {
  agentAnnouncement: preparingPage,
  agentTeamOverview: preparingPage,
  registerCenter: preparingPage,
  downlineManagmentView: preparingPage,
  personalHistoryCopy: preparingPage,
  palStatementsAgentCopy: preparingPage,
  agentRevenueReport: preparingPage,
  agentDownlineTransactionDetailsCopy: preparingPage,
  agentDividendRecordCopy2: preparingPage,
  agentDailyWages2: preparingPage,
  agentHourSalary: preparingPage,
  agentRealtimeSalary: preparingPage,
};
