import { agentDownlinesEndpoint, agentTeamOverviewEndpoint } from '../endpoints/agent';
import {
  agentCollectFromDownlineEndpoint,
  agentDownlineDetailEndpoint,
  agentDownlinePnlEndpoint,
  agentDownlineRebatesEndpoint,
  agentGlobalRebateSettingsEndpoint,
  agentPromoteDownlineEndpoint,
  agentRebateQuotaEndpoint,
  agentResetDownlinePasswordEndpoint,
  agentUpdateDownlineRebatesEndpoint,
} from '../endpoints/agentDownline';
import { walletBalanceEndpoint } from '../endpoints/wallet';
import { mutationHook } from './mutation';
import { queryHook } from './query';

export const useDownlineDetail = queryHook(agentDownlineDetailEndpoint);
export const useDownlinePnl = queryHook(agentDownlinePnlEndpoint);
export const useGlobalRebateSettings = queryHook(agentGlobalRebateSettingsEndpoint);
export const useRebateQuota = queryHook(agentRebateQuotaEndpoint);
export const useDownlineRebates = queryHook(agentDownlineRebatesEndpoint);

// A collection moves money both ways: the agent's balance, the downline's detail and the list's balances.
export const useCollectFromDownline = mutationHook(agentCollectFromDownlineEndpoint, [
  walletBalanceEndpoint,
  agentDownlineDetailEndpoint,
  agentDownlinesEndpoint,
]);
export const useResetDownlinePassword = mutationHook(agentResetDownlinePasswordEndpoint);
// A promoted member lists as an agent, with a team to open.
export const usePromoteDownline = mutationHook(agentPromoteDownlineEndpoint, [
  agentDownlineDetailEndpoint,
  agentDownlinesEndpoint,
  agentTeamOverviewEndpoint,
]);
export const useUpdateDownlineRebates = mutationHook(agentUpdateDownlineRebatesEndpoint, [
  agentDownlineRebatesEndpoint,
]);
