export type {
  ClaimHistorySection,
  ClaimRow,
  RaffleItem,
  RaffleOpenResult,
  RewardClaimResult,
  RewardItem,
  RewardSection,
} from '../rewardCentre';
export type { RewardCentreProps } from './RewardCentre';
export { RewardCentre } from './RewardCentre';
