import {
  agentAssignRealTimeSalaryEndpoint,
  agentDailySalaryContractsEndpoint,
  agentDailySalaryRequestsEndpoint,
  agentDividendContractsEndpoint,
  agentDividendRequestsEndpoint,
  agentDownlinesEndpoint,
  agentHourSalaryContractsEndpoint,
  agentHourSalaryRequestsEndpoint,
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
  agentReferralIncomeEndpoint,
  agentReferralRulesEndpoint,
  agentReferralsEndpoint,
  agentRegisterDownlineEndpoint,
  agentTeamOverviewDailyEndpoint,
  agentTeamOverviewEndpoint,
  agentTeamPnlEndpoint,
  agentTerminateDividendEndpoint,
  agentTransferToDownlineEndpoint,
  agentTransferToUplineEndpoint,
} from '../endpoints/agent';
import { agentDownlineDetailEndpoint } from '../endpoints/agentDownline';
import { consolidatedSchema, memberConsolidatedEndpoint } from '../endpoints/centreFacts';
import { walletBalanceEndpoint } from '../endpoints/wallet';
import { mutationHook } from './mutation';
import { queryHook } from './query';

/** The agent's contract settings (enabled kinds, requests waiting), cached in session storage as `consolidated`. */
export const useConsolidated = queryHook(memberConsolidatedEndpoint, {
  cacheAs: 'consolidated',
  cacheSchema: consolidatedSchema,
});
export const useTeamOverview = queryHook(agentTeamOverviewEndpoint);
export const useTeamOverviewDaily = queryHook(agentTeamOverviewDailyEndpoint);
export const useDownlines = queryHook(agentDownlinesEndpoint, { heavy: true });
export const useTeamPnl = queryHook(agentTeamPnlEndpoint, { heavy: true });
export const useTeamMemberCount = queryHook(agentMemberCountEndpoint);
export const useReferralDetails = queryHook(agentReferralDetailsEndpoint);
export const useReferrals = queryHook(agentReferralsEndpoint);
export const useReferralRules = queryHook(agentReferralRulesEndpoint);
export const useReferralIncome = queryHook(agentReferralIncomeEndpoint);
export const useDividendContracts = queryHook(agentDividendContractsEndpoint);
export const useDailySalaryContracts = queryHook(agentDailySalaryContractsEndpoint);
export const useHourSalaryContracts = queryHook(agentHourSalaryContractsEndpoint);
export const useRealTimeSalaryContracts = queryHook(agentRealTimeSalaryContractsEndpoint);
export const useDividendRequests = queryHook(agentDividendRequestsEndpoint);
export const useDailySalaryRequests = queryHook(agentDailySalaryRequestsEndpoint);
export const useHourSalaryRequests = queryHook(agentHourSalaryRequestsEndpoint);

// A contract write changes its lists and the pending requests the agent centre counts (consolidated).
const dividend = [agentDividendContractsEndpoint, agentDividendRequestsEndpoint, memberConsolidatedEndpoint];
const daily = [agentDailySalaryContractsEndpoint, agentDailySalaryRequestsEndpoint, memberConsolidatedEndpoint];
const hourly = [agentHourSalaryContractsEndpoint, agentHourSalaryRequestsEndpoint, memberConsolidatedEndpoint];
const realTime = [agentRealTimeSalaryContractsEndpoint, memberConsolidatedEndpoint];

export const useProcessDividendRequest = mutationHook(agentProcessDividendEndpoint, dividend);
export const useProcessDailySalaryContract = mutationHook(agentProcessDailySalaryEndpoint, daily);
export const useProcessHourSalaryContract = mutationHook(agentProcessHourSalaryEndpoint, hourly);
export const useProcessRealTimeSalaryContract = mutationHook(agentProcessRealTimeSalaryEndpoint, realTime);
export const useProposeDividendContract = mutationHook(agentProposeDividendEndpoint, dividend);
export const useTerminateDividendContract = mutationHook(agentTerminateDividendEndpoint, dividend);
export const useProposeDailySalaryContract = mutationHook(agentProposeDailySalaryEndpoint, daily);
export const useProposeHourSalaryContract = mutationHook(agentProposeHourSalaryEndpoint, hourly);
export const useAssignRealTimeSalaryContract = mutationHook(agentAssignRealTimeSalaryEndpoint, realTime);

export const useRegisterDownline = mutationHook(agentRegisterDownlineEndpoint, [
  agentDownlinesEndpoint,
  agentTeamOverviewEndpoint,
  agentMemberCountEndpoint,
]);
export const useTransferToDownline = mutationHook(agentTransferToDownlineEndpoint, [
  walletBalanceEndpoint,
  agentDownlinesEndpoint,
  // The downline's own balance, as its detail shows it.
  agentDownlineDetailEndpoint,
]);
export const useTransferToUpline = mutationHook(agentTransferToUplineEndpoint, [walletBalanceEndpoint]);
