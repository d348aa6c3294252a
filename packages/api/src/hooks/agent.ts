import {
  agentAssignRealTimeSalaryEndpoint,
  agentDailySalaryContractsEndpoint,
  agentDividendContractsEndpoint,
  agentDownlinesEndpoint,
  agentHourSalaryContractsEndpoint,
  agentMemberCountEndpoint,
  agentProcessDailySalaryEndpoint,
  agentProcessDividendEndpoint,
  agentProcessHourSalaryEndpoint,
  agentProcessRealTimeSalaryEndpoint,
  agentProposeDailySalaryEndpoint,
  agentProposeDividendEndpoint,
  agentProposeHourSalaryEndpoint,
  agentRealTimeSalaryContractsEndpoint,
  agentReferralDetailsEndpoint,
  agentReferralsEndpoint,
  agentRegisterDownlineEndpoint,
  agentTeamOverviewEndpoint,
  agentTeamPnlEndpoint,
  agentTerminateDividendEndpoint,
  agentTransferToDownlineEndpoint,
  agentTransferToUplineEndpoint,
} from '../endpoints/agent';
import { consolidatedSchema, memberConsolidatedEndpoint } from '../endpoints/centreFacts';
import type { RequestOf, ResponseOf } from '../endpoints/define';
import { walletBalanceEndpoint } from '../endpoints/wallet';
import { useDefinitionMutation } from './mutation';
import { type QueryOptions, useDefinitionQuery } from './query';

/** The agent's contract settings (enabled kinds, requests waiting), cached in session storage as `consolidated`. */
export function useConsolidated(
  params?: RequestOf<typeof memberConsolidatedEndpoint>,
  options?: QueryOptions<ResponseOf<typeof memberConsolidatedEndpoint>>,
) {
  return useDefinitionQuery(memberConsolidatedEndpoint, params, options, {
    cacheAs: 'consolidated',
    cacheSchema: consolidatedSchema,
  });
}

export function useTeamOverview(
  params?: RequestOf<typeof agentTeamOverviewEndpoint>,
  options?: QueryOptions<ResponseOf<typeof agentTeamOverviewEndpoint>>,
) {
  return useDefinitionQuery(agentTeamOverviewEndpoint, params, options);
}

export function useDownlines(
  params?: RequestOf<typeof agentDownlinesEndpoint>,
  options?: QueryOptions<ResponseOf<typeof agentDownlinesEndpoint>>,
) {
  return useDefinitionQuery(agentDownlinesEndpoint, params, options, { heavy: true });
}

export function useTeamPnl(
  params?: RequestOf<typeof agentTeamPnlEndpoint>,
  options?: QueryOptions<ResponseOf<typeof agentTeamPnlEndpoint>>,
) {
  return useDefinitionQuery(agentTeamPnlEndpoint, params, options, { heavy: true });
}

export function useTeamMemberCount(
  params?: RequestOf<typeof agentMemberCountEndpoint>,
  options?: QueryOptions<ResponseOf<typeof agentMemberCountEndpoint>>,
) {
  return useDefinitionQuery(agentMemberCountEndpoint, params, options);
}

export function useReferralDetails(
  params?: RequestOf<typeof agentReferralDetailsEndpoint>,
  options?: QueryOptions<ResponseOf<typeof agentReferralDetailsEndpoint>>,
) {
  return useDefinitionQuery(agentReferralDetailsEndpoint, params, options);
}

export function useReferrals(
  params?: RequestOf<typeof agentReferralsEndpoint>,
  options?: QueryOptions<ResponseOf<typeof agentReferralsEndpoint>>,
) {
  return useDefinitionQuery(agentReferralsEndpoint, params, options);
}

export function useDividendContracts(
  params?: RequestOf<typeof agentDividendContractsEndpoint>,
  options?: QueryOptions<ResponseOf<typeof agentDividendContractsEndpoint>>,
) {
  return useDefinitionQuery(agentDividendContractsEndpoint, params, options);
}

export function useDailySalaryContracts(
  params?: RequestOf<typeof agentDailySalaryContractsEndpoint>,
  options?: QueryOptions<ResponseOf<typeof agentDailySalaryContractsEndpoint>>,
) {
  return useDefinitionQuery(agentDailySalaryContractsEndpoint, params, options);
}

export function useHourSalaryContracts(
  params?: RequestOf<typeof agentHourSalaryContractsEndpoint>,
  options?: QueryOptions<ResponseOf<typeof agentHourSalaryContractsEndpoint>>,
) {
  return useDefinitionQuery(agentHourSalaryContractsEndpoint, params, options);
}

export function useRealTimeSalaryContracts(
  params?: RequestOf<typeof agentRealTimeSalaryContractsEndpoint>,
  options?: QueryOptions<ResponseOf<typeof agentRealTimeSalaryContractsEndpoint>>,
) {
  return useDefinitionQuery(agentRealTimeSalaryContractsEndpoint, params, options);
}

// Functions, not constants: reading the definitions at load would keep them all in every bundle.
const dividend = () => [agentDividendContractsEndpoint.id, memberConsolidatedEndpoint.id];
const daily = () => [agentDailySalaryContractsEndpoint.id, memberConsolidatedEndpoint.id];
const hourly = () => [agentHourSalaryContractsEndpoint.id, memberConsolidatedEndpoint.id];
const realTime = () => [agentRealTimeSalaryContractsEndpoint.id, memberConsolidatedEndpoint.id];

export function useProcessDividendRequest() {
  return useDefinitionMutation(agentProcessDividendEndpoint, dividend());
}

export function useProcessDailySalaryContract() {
  return useDefinitionMutation(agentProcessDailySalaryEndpoint, daily());
}

export function useProcessHourSalaryContract() {
  return useDefinitionMutation(agentProcessHourSalaryEndpoint, hourly());
}

export function useProcessRealTimeSalaryContract() {
  return useDefinitionMutation(agentProcessRealTimeSalaryEndpoint, realTime());
}

export function useProposeDividendContract() {
  return useDefinitionMutation(agentProposeDividendEndpoint, dividend());
}

export function useTerminateDividendContract() {
  return useDefinitionMutation(agentTerminateDividendEndpoint, dividend());
}

export function useProposeDailySalaryContract() {
  return useDefinitionMutation(agentProposeDailySalaryEndpoint, daily());
}

export function useProposeHourSalaryContract() {
  return useDefinitionMutation(agentProposeHourSalaryEndpoint, hourly());
}

export function useAssignRealTimeSalaryContract() {
  return useDefinitionMutation(agentAssignRealTimeSalaryEndpoint, realTime());
}

const team = () => [agentDownlinesEndpoint.id, agentTeamOverviewEndpoint.id, agentMemberCountEndpoint.id];

export function useRegisterDownline() {
  return useDefinitionMutation(agentRegisterDownlineEndpoint, team());
}

export function useTransferToDownline() {
  return useDefinitionMutation(agentTransferToDownlineEndpoint, [walletBalanceEndpoint.id, agentDownlinesEndpoint.id]);
}

export function useTransferToUpline() {
  return useDefinitionMutation(agentTransferToUplineEndpoint, [walletBalanceEndpoint.id]);
}
