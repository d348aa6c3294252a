import {
  missionsClaimEndpoint,
  missionsLeaderboardEndpoint,
  missionsRulesEndpoint,
  missionsSummaryEndpoint,
} from '../endpoints/missions';
import { walletBalanceEndpoint } from '../endpoints/wallet';
import { mutationHook } from './mutation';
import { queryHook } from './query';

/** Mission summary; its count is the member centre's badge. */
export const useMissionSummary = queryHook(missionsSummaryEndpoint, { localized: true });
export const useMissionLeaderboard = queryHook(missionsLeaderboardEndpoint);
export const useMissionRules = queryHook(missionsRulesEndpoint, { heavy: true, localized: true });

export const useClaimMissionReward = mutationHook(missionsClaimEndpoint, [
  missionsSummaryEndpoint,
  missionsLeaderboardEndpoint,
  walletBalanceEndpoint,
]);
