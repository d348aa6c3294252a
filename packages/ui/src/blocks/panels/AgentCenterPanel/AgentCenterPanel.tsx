import { useTranslation } from '@lobby/i18n';
import type { ReactNode } from 'react';
import { CenterPanel, type CenterPanelEntry, type CenterPanelProps } from '../CenterPanel/CenterPanel';
import {
  type AgentContractKind,
  type CentreFacts,
  contractKindOf,
  visibleSections,
} from '../CenterPanel/centreSections';
import { type AgentCentrePage, agentCentreSections } from './agentCentreSections';

export interface AgentCenterPanelProps
  extends Pick<
    CenterPanelProps,
    | 'open'
    | 'onClose'
    | 'status'
    | 'onRetry'
    | 'retrying'
    | 'beforeClose'
    | 'openDelay'
    | 'closeLabel'
    | 'className'
    | 'style'
  > {
  /** The page on the right; `agentTeamOverview` when the panel opens (the host sets it). */
  page: AgentCentrePage;
  onPageChange: (page: AgentCentrePage) => void;
  /** The settings switches and the contract kinds enabled for this agent: they decide which sections show. */
  facts: CentreFacts;
  /**
   * Requests from the upline waiting for the agent's answer, per contract kind: a count
   * badge on that kind's entry. Only enabled kinds have an entry; a count never shows one.
   */
  pendingRequests?: Partial<Record<AgentContractKind, number>>;
  /** Replaces the title (default "Agent Center"). */
  title?: ReactNode;
  /** Replaces entry labels, e.g. a merchant's own wording for one page. */
  labels?: Partial<Record<AgentCentrePage, string>>;
  /** The page the host renders for `page`. */
  children?: ReactNode;
}

/**
 * The agent's own area: team, reports and the contract pages enabled for the
 * agent, in a menu beside the chosen page. Only agent account types reach it
 * (the host decides).
 */
export function AgentCenterPanel({
  page,
  onPageChange,
  facts,
  pendingRequests,
  title,
  labels,
  children,
  ...rest
}: AgentCenterPanelProps) {
  const { t } = useTranslation();
  const entries: CenterPanelEntry<AgentCentrePage>[] = visibleSections(agentCentreSections, facts).map((section) => {
    const { id, labelKey, icon: Icon } = section;
    const kind = contractKindOf(section);
    const count = kind ? (pendingRequests?.[kind] ?? 0) : undefined;
    return {
      page: id,
      label: labels?.[id] ?? t(labelKey),
      icon: <Icon size={20} />,
      count,
      countLabel: count === undefined ? undefined : t('panels.agent.pendingCount', { count }),
    };
  });
  return (
    <CenterPanel<AgentCentrePage>
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
