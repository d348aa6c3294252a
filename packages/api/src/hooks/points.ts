import type { RequestOf, ResponseOf } from '../endpoints/define';
import { memberEndpoints } from '../endpoints/member';
import { pointsEndpoints } from '../endpoints/points';
import { walletEndpoints } from '../endpoints/wallet';
import { useDefinitionMutation } from './mutation';
import { type QueryOptions, useDefinitionQuery } from './query';

export function usePointBalance(
  params?: RequestOf<typeof pointsEndpoints.balance>,
  options?: QueryOptions<ResponseOf<typeof pointsEndpoints.balance>>,
) {
  return useDefinitionQuery(pointsEndpoints.balance, params, options);
}

export function usePointRewards(
  params?: RequestOf<typeof pointsEndpoints.rewards>,
  options?: QueryOptions<ResponseOf<typeof pointsEndpoints.rewards>>,
) {
  return useDefinitionQuery(pointsEndpoints.rewards, params, options, { heavy: true, localized: true });
}

export function useRedeemHistory(
  params?: RequestOf<typeof pointsEndpoints.redeemHistory>,
  options?: QueryOptions<ResponseOf<typeof pointsEndpoints.redeemHistory>>,
) {
  return useDefinitionQuery(pointsEndpoints.redeemHistory, params, options);
}

export function usePointConfig(
  params?: RequestOf<typeof pointsEndpoints.config>,
  options?: QueryOptions<ResponseOf<typeof pointsEndpoints.config>>,
) {
  return useDefinitionQuery(pointsEndpoints.config, params, options, { heavy: true });
}

export function useRedeemPointReward() {
  return useDefinitionMutation(pointsEndpoints.redeem, [
    pointsEndpoints.balance.id,
    pointsEndpoints.redeemHistory.id,
    pointsEndpoints.rewards.id,
    memberEndpoints.transactions.id,
  ]);
}

export function useConvertPoints() {
  return useDefinitionMutation(pointsEndpoints.convert, [
    pointsEndpoints.balance.id,
    walletEndpoints.balance.id,
    memberEndpoints.transactions.id,
  ]);
}
