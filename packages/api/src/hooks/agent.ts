import { agentEndpoints } from '../endpoints/agent';
import type { RequestOf, ResponseOf } from '../endpoints/define';
import { memberEndpoints } from '../endpoints/member';
import { walletEndpoints } from '../endpoints/wallet';
import { useDefinitionMutation } from './mutation';
import { type QueryOptions, useDefinitionQuery } from './query';

export function useTeamOverview(
  params?: RequestOf<typeof agentEndpoints.teamOverview>,
  options?: QueryOptions<ResponseOf<typeof agentEndpoints.teamOverview>>,
) {
  return useDefinitionQuery(agentEndpoints.teamOverview, params, options);
}

export function useDownlines(
  params?: RequestOf<typeof agentEndpoints.downlines>,
  options?: QueryOptions<ResponseOf<typeof agentEndpoints.downlines>>,
) {
  return useDefinitionQuery(agentEndpoints.downlines, params, options, { heavy: true });
}

export function useTeamPnl(
  params?: RequestOf<typeof agentEndpoints.teamPnl>,
  options?: QueryOptions<ResponseOf<typeof agentEndpoints.teamPnl>>,
) {
  return useDefinitionQuery(agentEndpoints.teamPnl, params, options, { heavy: true });
}

export function useTeamMemberCount(
  params?: RequestOf<typeof agentEndpoints.memberCount>,
  options?: QueryOptions<ResponseOf<typeof agentEndpoints.memberCount>>,
) {
  return useDefinitionQuery(agentEndpoints.memberCount, params, options);
}

export function useReferralDetails(
  params?: RequestOf<typeof agentEndpoints.referralDetails>,
  options?: QueryOptions<ResponseOf<typeof agentEndpoints.referralDetails>>,
) {
  return useDefinitionQuery(agentEndpoints.referralDetails, params, options);
}

export function useReferrals(
  params?: RequestOf<typeof agentEndpoints.referrals>,
  options?: QueryOptions<ResponseOf<typeof agentEndpoints.referrals>>,
) {
  return useDefinitionQuery(agentEndpoints.referrals, params, options);
}

export function useDividendContracts(
  params?: RequestOf<typeof agentEndpoints.dividendContracts>,
  options?: QueryOptions<ResponseOf<typeof agentEndpoints.dividendContracts>>,
) {
  return useDefinitionQuery(agentEndpoints.dividendContracts, params, options);
}

export function useDailySalaryContracts(
  params?: RequestOf<typeof agentEndpoints.dailySalaryContracts>,
  options?: QueryOptions<ResponseOf<typeof agentEndpoints.dailySalaryContracts>>,
) {
  return useDefinitionQuery(agentEndpoints.dailySalaryContracts, params, options);
}

export function useHourSalaryContracts(
  params?: RequestOf<typeof agentEndpoints.hourSalaryContracts>,
  options?: QueryOptions<ResponseOf<typeof agentEndpoints.hourSalaryContracts>>,
) {
  return useDefinitionQuery(agentEndpoints.hourSalaryContracts, params, options);
}

export function useRealTimeSalaryContracts(
  params?: RequestOf<typeof agentEndpoints.realTimeSalaryContracts>,
  options?: QueryOptions<ResponseOf<typeof agentEndpoints.realTimeSalaryContracts>>,
) {
  return useDefinitionQuery(agentEndpoints.realTimeSalaryContracts, params, options);
}

const consolidated = memberEndpoints.consolidated.id;
const dividend = [agentEndpoints.dividendContracts.id, consolidated];
const daily = [agentEndpoints.dailySalaryContracts.id, consolidated];
const hourly = [agentEndpoints.hourSalaryContracts.id, consolidated];
const realTime = [agentEndpoints.realTimeSalaryContracts.id, consolidated];

export function useProcessDividendRequest() {
  return useDefinitionMutation(agentEndpoints.processDividend, dividend);
}

export function useProcessDailySalaryContract() {
  return useDefinitionMutation(agentEndpoints.processDailySalary, daily);
}

export function useProcessHourSalaryContract() {
  return useDefinitionMutation(agentEndpoints.processHourSalary, hourly);
}

export function useProcessRealTimeSalaryContract() {
  return useDefinitionMutation(agentEndpoints.processRealTimeSalary, realTime);
}

export function useProposeDividendContract() {
  return useDefinitionMutation(agentEndpoints.proposeDividend, dividend);
}

export function useTerminateDividendContract() {
  return useDefinitionMutation(agentEndpoints.terminateDividend, dividend);
}

export function useProposeDailySalaryContract() {
  return useDefinitionMutation(agentEndpoints.proposeDailySalary, daily);
}

export function useProposeHourSalaryContract() {
  return useDefinitionMutation(agentEndpoints.proposeHourSalary, hourly);
}

export function useAssignRealTimeSalaryContract() {
  return useDefinitionMutation(agentEndpoints.assignRealTimeSalary, realTime);
}

const team = [agentEndpoints.downlines.id, agentEndpoints.teamOverview.id, agentEndpoints.memberCount.id];

export function useRegisterDownline() {
  return useDefinitionMutation(agentEndpoints.registerDownline, team);
}

export function useTransferToDownline() {
  return useDefinitionMutation(agentEndpoints.transferToDownline, [
    walletEndpoints.balance.id,
    agentEndpoints.downlines.id,
  ]);
}

export function useTransferToUpline() {
  return useDefinitionMutation(agentEndpoints.transferToUpline, [walletEndpoints.balance.id]);
}
