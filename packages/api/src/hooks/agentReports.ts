import { agentIncomeEndpoint, agentTeamPnlDetailEndpoint } from '../endpoints/agentReports';
import { queryHook } from './query';

/** The agent centre's reports: a member's result by game kind, the agent's income. */
export const useTeamPnlDetail = queryHook(agentTeamPnlDetailEndpoint);
export const useAgentIncome = queryHook(agentIncomeEndpoint, { heavy: true });
