import { agentContractsOf, type Consolidated, canTransferToUpline, type MemberInfo } from '@lobby/api';
import type { AgentContractKind, CentreFacts } from '@lobby/ui';

/**
 * What decides the member centre's sections: the settings tree's switches
 * (none before they load) and whether the member may transfer to the upline.
 */
export function memberCentreFactsOf(
  switches: Readonly<Record<string, boolean>> | undefined,
  member: Pick<MemberInfo, 'toUpline'> | null | undefined,
): CentreFacts {
  return { switches: switches ?? {}, memberFacts: { toUpline: canTransferToUpline(member) } };
}

/** The agent centre's facts and badges. */
export interface AgentCentreView {
  /** The settings tree's switches and the contract kinds enabled for the agent. */
  facts: CentreFacts;
  /** Requests from the upline waiting for the agent's answer, per contract kind. */
  pendingRequests: Partial<Record<AgentContractKind, number>>;
}

/**
 * What decides the agent centre's sections and badges: the settings tree's
 * switches, the contract kinds the consolidated call enabled (none before it
 * answered) and the requests waiting per kind.
 */
export function agentCentreOf(
  switches: Readonly<Record<string, boolean>> | undefined,
  consolidated: Consolidated | undefined,
): AgentCentreView {
  const contracts = consolidated ? agentContractsOf(consolidated) : null;
  return {
    facts: { switches: switches ?? {}, contracts: contracts?.enabled ?? [] },
    pendingRequests: contracts?.pending ?? {},
  };
}
