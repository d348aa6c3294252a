import type { RequestOf, ResponseOf } from '../endpoints/define';
import { memberTransactionsEndpoint } from '../endpoints/member';
import {
  pointsBalanceEndpoint,
  pointsConfigEndpoint,
  pointsConvertEndpoint,
  pointsRedeemEndpoint,
  pointsRedeemHistoryEndpoint,
  pointsRewardsEndpoint,
} from '../endpoints/points';
import { walletBalanceEndpoint } from '../endpoints/wallet';
import { useDefinitionMutation } from './mutation';
import { type QueryOptions, useDefinitionQuery } from './query';

export function usePointBalance(
  params?: RequestOf<typeof pointsBalanceEndpoint>,
  options?: QueryOptions<ResponseOf<typeof pointsBalanceEndpoint>>,
) {
  return useDefinitionQuery(pointsBalanceEndpoint, params, options);
}

export function usePointRewards(
  params?: RequestOf<typeof pointsRewardsEndpoint>,
  options?: QueryOptions<ResponseOf<typeof pointsRewardsEndpoint>>,
) {
  return useDefinitionQuery(pointsRewardsEndpoint, params, options, { heavy: true, localized: true });
}

export function useRedeemHistory(
  params?: RequestOf<typeof pointsRedeemHistoryEndpoint>,
  options?: QueryOptions<ResponseOf<typeof pointsRedeemHistoryEndpoint>>,
) {
  return useDefinitionQuery(pointsRedeemHistoryEndpoint, params, options);
}

export function usePointConfig(
  params?: RequestOf<typeof pointsConfigEndpoint>,
  options?: QueryOptions<ResponseOf<typeof pointsConfigEndpoint>>,
) {
  return useDefinitionQuery(pointsConfigEndpoint, params, options, { heavy: true });
}

export function useRedeemPointReward() {
  return useDefinitionMutation(pointsRedeemEndpoint, [
    pointsBalanceEndpoint.id,
    pointsRedeemHistoryEndpoint.id,
    pointsRewardsEndpoint.id,
    memberTransactionsEndpoint.id,
  ]);
}

export function useConvertPoints() {
  return useDefinitionMutation(pointsConvertEndpoint, [
    pointsBalanceEndpoint.id,
    walletBalanceEndpoint.id,
    memberTransactionsEndpoint.id,
  ]);
}
