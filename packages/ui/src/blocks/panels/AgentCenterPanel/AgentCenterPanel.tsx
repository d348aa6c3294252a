import { useTranslation } from '@lobby/i18n';
import {
  CalendarDays,
  ChartColumn,
  ClipboardList,
  Clock,
  Coins,
  LayoutDashboard,
  type LucideIcon,
  Megaphone,
  PiggyBank,
  ScrollText,
  Timer,
  UserPlus,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { CenterPanel, type CenterPanelEntry, type CenterPanelProps } from '../CenterPanel/CenterPanel';
import { type AgentCenterFlags, type AgentCenterPage, visibleAgentPages } from './agentCenterPages';

const icons: Record<AgentCenterPage, LucideIcon> = {
  agentAnnouncement: Megaphone,
  agentTeamOverview: LayoutDashboard,
  registerCenter: UserPlus,
  downlineManagmentView: Users,
  personalHistoryCopy: ClipboardList,
  palStatementsAgentCopy: ChartColumn,
  agentRevenueReport: Coins,
  agentDownlineTransactionDetailsCopy: ScrollText,
  agentDividendRecordCopy2: PiggyBank,
  agentDailyWages2: CalendarDays,
  agentHourSalary: Clock,
  agentRealtimeSalary: Timer,
};

export interface AgentCenterPanelProps
  extends Pick<
    CenterPanelProps,
    | 'open'
    | 'onClose'
    | 'loaded'
    | 'error'
    | 'onRetry'
    | 'retrying'
    | 'beforeClose'
    | 'openDelay'
    | 'closeLabel'
    | 'className'
    | 'style'
  > {
  /** The page on the right; `agentTeamOverview` when the panel opens (the host sets it). */
  page: AgentCenterPage;
  onPageChange: (page: AgentCenterPage) => void;
  /** Which contract pages this agent has (spec §6); the others are left out of the menu. */
  flags: AgentCenterFlags;
  /** Replaces the title (default "Agent Center"). */
  title?: ReactNode;
  /** Replaces entry labels, e.g. a merchant's own wording for one page. */
  labels?: Partial<Record<AgentCenterPage, string>>;
  /** The page the host renders for `page`. */
  children?: ReactNode;
}

/**
 * The agent's own area (spec §2 "Agent center", §6): team, reports and, as
 * the agent's flags allow, dividend and salary contracts, in a menu beside
 * the chosen page. Only agent account types reach it (the host decides).
 */
export function AgentCenterPanel({
  page,
  onPageChange,
  flags,
  title,
  labels,
  children,
  ...rest
}: AgentCenterPanelProps) {
  const { t } = useTranslation();
  const entries: CenterPanelEntry<AgentCenterPage>[] = visibleAgentPages(flags).map(({ name, page: id }) => {
    const Icon = icons[id];
    return { page: id, label: labels?.[id] ?? t(`panels.agent.${name}`), icon: <Icon size={20} /> };
  });
  return (
    <CenterPanel<AgentCenterPage>
      {...rest}
      name="agentCenter"
      title={title ?? t('panels.agent.title')}
      menuLabel={t('panels.agent.menu')}
      loadingLabel={t('panels.agent.loading')}
      entries={entries}
      page={page}
      onPageChange={onPageChange}
    >
      {children}
    </CenterPanel>
  );
}
