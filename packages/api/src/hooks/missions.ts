import type { RequestOf, ResponseOf } from '../endpoints/define';
import {
  missionsClaimEndpoint,
  missionsLeaderboardEndpoint,
  missionsRulesEndpoint,
  missionsSummaryEndpoint,
} from '../endpoints/missions';
import { walletBalanceEndpoint } from '../endpoints/wallet';
import { useDefinitionMutation } from './mutation';
import { type QueryOptions, useDefinitionQuery } from './query';

/** Mission summary; its count is the member-centre badge (spec §2). */
export function useMissionSummary(
  params?: RequestOf<typeof missionsSummaryEndpoint>,
  options?: QueryOptions<ResponseOf<typeof missionsSummaryEndpoint>>,
) {
  return useDefinitionQuery(missionsSummaryEndpoint, params, options, { localized: true });
}

export function useMissionLeaderboard(
  params?: RequestOf<typeof missionsLeaderboardEndpoint>,
  options?: QueryOptions<ResponseOf<typeof missionsLeaderboardEndpoint>>,
) {
  return useDefinitionQuery(missionsLeaderboardEndpoint, params, options);
}

export function useMissionRules(
  params?: RequestOf<typeof missionsRulesEndpoint>,
  options?: QueryOptions<ResponseOf<typeof missionsRulesEndpoint>>,
) {
  return useDefinitionQuery(missionsRulesEndpoint, params, options, { heavy: true, localized: true });
}

export function useClaimMissionReward() {
  return useDefinitionMutation(missionsClaimEndpoint, [
    missionsSummaryEndpoint.id,
    missionsLeaderboardEndpoint.id,
    walletBalanceEndpoint.id,
  ]);
}
