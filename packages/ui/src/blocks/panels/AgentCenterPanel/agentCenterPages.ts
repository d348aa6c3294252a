/**
 * The agent center's menu (spec §2 "Agent center"). Each item has the spec's
 * fields: `name` (its label, a message under `panels.agent.`), `page`, a data
 * `path` and, for the contract pages, a `type` that a feature flag of the
 * agent's consolidated settings switches on (spec §6).
 */

/** The contract kinds that only some agents have. */
export type AgentCenterPageType = 'enableCt' | 'salary' | 'hourSalary' | 'agentRealtimeSalary';

/**
 * Which contract pages the agent has (spec §6: the menu depends on the
 * dividend, daily, hourly and real-time salary flags). The site reads them
 * from the consolidated call (`divtypereq`, `dailysalreqtype`,
 * `contracthoursalreq`, `realtimesalreqtype`).
 */
export interface AgentCenterFlags {
  /** Dividend contracts: the bonus page. */
  dividend?: boolean;
  /** Daily salary contracts: the daily wage page. */
  dailySalary?: boolean;
  /** Hourly salary contracts. */
  hourlySalary?: boolean;
  /** Real-time salary contracts. */
  realtimeSalary?: boolean;
}

export interface AgentCenterMenuItem {
  name: string;
  page: string;
  /** Where the page lives in the agent area; a stable key for deep links and analytics. */
  path: string;
  type?: AgentCenterPageType;
}

export const agentCenterPages = [
  { name: 'announcement', page: 'agentAnnouncement', path: 'agent/announcement' },
  { name: 'teamOverview', page: 'agentTeamOverview', path: 'agent/team-overview' },
  { name: 'registerAccount', page: 'registerCenter', path: 'agent/register-account' },
  { name: 'teamManagement', page: 'downlineManagmentView', path: 'agent/team-management' },
  { name: 'teamBetting', page: 'personalHistoryCopy', path: 'agent/team-betting' },
  { name: 'userLoss', page: 'palStatementsAgentCopy', path: 'agent/user-loss' },
  { name: 'myIncome', page: 'agentRevenueReport', path: 'agent/my-income' },
  { name: 'accountDetails', page: 'agentDownlineTransactionDetailsCopy', path: 'agent/account-details' },
  { name: 'bonus', page: 'agentDividendRecordCopy2', path: 'agent/dividend', type: 'enableCt' },
  { name: 'dailyWage', page: 'agentDailyWages2', path: 'agent/daily-wage', type: 'salary' },
  { name: 'hourlySalary', page: 'agentHourSalary', path: 'agent/hourly-salary', type: 'hourSalary' },
  { name: 'realtimeSalary', page: 'agentRealtimeSalary', path: 'agent/realtime-salary', type: 'agentRealtimeSalary' },
] as const satisfies readonly AgentCenterMenuItem[];

export type AgentCenterItem = (typeof agentCenterPages)[number];
/** A page of the agent center. */
export type AgentCenterPage = AgentCenterItem['page'];
/** Label key of a menu entry (a message under `panels.agent.`). */
export type AgentCenterLabelKey = AgentCenterItem['name'];

/** The page the center opens on (spec §2); choosing it is the host's job. */
export const agentCenterDefaultPage: AgentCenterPage = 'agentTeamOverview';

/** The flag that switches on each contract kind. */
export const agentPageTypeFlags: Readonly<Record<AgentCenterPageType, keyof AgentCenterFlags>> = {
  enableCt: 'dividend',
  salary: 'dailySalary',
  hourSalary: 'hourlySalary',
  agentRealtimeSalary: 'realtimeSalary',
};

/** The menu an agent with these flags sees, in menu order: every page without a type, and each typed page whose flag is on. */
export function visibleAgentPages(flags: AgentCenterFlags): AgentCenterItem[] {
  return agentCenterPages.filter((item) => !('type' in item) || flags[agentPageTypeFlags[item.type]] === true);
}
