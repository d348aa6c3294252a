import {
  CalendarDays,
  ChartColumn,
  ClipboardList,
  Clock,
  Coins,
  LayoutDashboard,
  Megaphone,
  PiggyBank,
  ScrollText,
  Timer,
  UserPlus,
  Users,
} from 'lucide-react';
import type { CentreRegistry, CentreSection } from '../CenterPanel/centreSections';
import { agentCentreDefaultPage } from './agentCentreDefaultPage';

/**
 * The agent centre's menu, in order: team and report pages for every agent
 * (two of them behind a settings switch), then one page per contract kind,
 * shown when that kind is enabled for the agent.
 */
export const agentCentreSections = [
  {
    id: 'agentAnnouncement',
    labelKey: 'panels.agent.announcement',
    icon: Megaphone,
    shownWhen: { switch: 'AGEANNOUNCE3' },
  },
  { id: 'agentTeamOverview', labelKey: 'panels.agent.teamOverview', icon: LayoutDashboard },
  { id: 'registerCenter', labelKey: 'panels.agent.registerAccount', icon: UserPlus },
  {
    id: 'downlineManagmentView',
    labelKey: 'panels.agent.teamManagement',
    icon: Users,
    shownWhen: { switch: 'AGEDOWNMAN3' },
  },
  { id: 'personalHistoryCopy', labelKey: 'panels.agent.teamBetting', icon: ClipboardList },
  { id: 'palStatementsAgentCopy', labelKey: 'panels.agent.userLoss', icon: ChartColumn },
  { id: 'agentRevenueReport', labelKey: 'panels.agent.myIncome', icon: Coins },
  { id: 'agentDownlineTransactionDetailsCopy', labelKey: 'panels.agent.accountDetails', icon: ScrollText },
  {
    id: 'agentDividendRecordCopy2',
    labelKey: 'panels.agent.bonus',
    icon: PiggyBank,
    shownWhen: { contract: 'dividend' },
  },
  {
    id: 'agentDailyWages2',
    labelKey: 'panels.agent.dailyWage',
    icon: CalendarDays,
    shownWhen: { contract: 'dailySalary' },
  },
  {
    id: 'agentHourSalary',
    labelKey: 'panels.agent.hourlySalary',
    icon: Clock,
    shownWhen: { contract: 'hourlySalary' },
  },
  {
    id: 'agentRealtimeSalary',
    labelKey: 'panels.agent.realtimeSalary',
    icon: Timer,
    shownWhen: { contract: 'realtimeSalary' },
  },
] as const satisfies readonly CentreSection[];

/** Any page the agent centre shows (every one has a menu entry). */
export type AgentCentrePage = (typeof agentCentreSections)[number]['id'];

export const agentCentre: CentreRegistry<AgentCentrePage> = {
  sections: agentCentreSections,
  otherPages: [],
  defaultPage: agentCentreDefaultPage satisfies AgentCentrePage,
};
