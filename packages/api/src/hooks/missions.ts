import type { RequestOf, ResponseOf } from '../endpoints/define';
import { missionsEndpoints } from '../endpoints/missions';
import { walletEndpoints } from '../endpoints/wallet';
import { useDefinitionMutation } from './mutation';
import { type QueryOptions, useDefinitionQuery } from './query';

/** Mission summary; its count is the member-centre badge (spec §2). */
export function useMissionSummary(
  params?: RequestOf<typeof missionsEndpoints.summary>,
  options?: QueryOptions<ResponseOf<typeof missionsEndpoints.summary>>,
) {
  return useDefinitionQuery(missionsEndpoints.summary, params, options, { localized: true });
}

export function useMissionLeaderboard(
  params?: RequestOf<typeof missionsEndpoints.leaderboard>,
  options?: QueryOptions<ResponseOf<typeof missionsEndpoints.leaderboard>>,
) {
  return useDefinitionQuery(missionsEndpoints.leaderboard, params, options);
}

export function useMissionRules(
  params?: RequestOf<typeof missionsEndpoints.rules>,
  options?: QueryOptions<ResponseOf<typeof missionsEndpoints.rules>>,
) {
  return useDefinitionQuery(missionsEndpoints.rules, params, options, { heavy: true, localized: true });
}

export function useClaimMissionReward() {
  return useDefinitionMutation(missionsEndpoints.claim, [
    missionsEndpoints.summary.id,
    missionsEndpoints.leaderboard.id,
    walletEndpoints.balance.id,
  ]);
}
