import {
  pointsBalanceEndpoint,
  pointsConfigEndpoint,
  pointsConvertEndpoint,
  pointsRedeemEndpoint,
  pointsRedeemHistoryEndpoint,
  pointsRewardsEndpoint,
} from '../endpoints/points';
import { memberTransactionsEndpoint } from '../endpoints/records';
import { walletBalanceEndpoint } from '../endpoints/wallet';
import { mutationHook } from './mutation';
import { queryHook } from './query';

export const usePointBalance = queryHook(pointsBalanceEndpoint);
export const usePointRewards = queryHook(pointsRewardsEndpoint, { heavy: true, localized: true });
export const useRedeemHistory = queryHook(pointsRedeemHistoryEndpoint);
export const usePointConfig = queryHook(pointsConfigEndpoint, { heavy: true });

export const useRedeemPointReward = mutationHook(pointsRedeemEndpoint, [
  pointsBalanceEndpoint,
  pointsRedeemHistoryEndpoint,
  pointsRewardsEndpoint,
  memberTransactionsEndpoint,
]);
export const useConvertPoints = mutationHook(pointsConvertEndpoint, [
  pointsBalanceEndpoint,
  walletBalanceEndpoint,
  memberTransactionsEndpoint,
]);
