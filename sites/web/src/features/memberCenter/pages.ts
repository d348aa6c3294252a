import type { MemberCentrePage } from '@lobby/ui';
import { type CentrePage, lazyCentrePage } from '../panels/centrePage';

/**
 * Every page of the member centre, by id: a page the registry gains without an
 * entry here fails the typecheck. Each page is `pages/<Id>.tsx` (default
 * export, `CentrePageProps<MemberCentrePage>`), loaded when it opens.
 */
export const memberCentrePages: Record<MemberCentrePage, CentrePage<MemberCentrePage>> = {
  securityCenter: lazyCentrePage('securityCenter', () => import('./pages/SecurityCenter')),
  transferFund: lazyCentrePage('transferFund', () => import('./pages/TransferFund')),
  depositv2: lazyCentrePage('depositv2', () => import('./pages/Deposit')),
  withdraw: lazyCentrePage('withdraw', () => import('./pages/Withdraw')),
  transferUpline: lazyCentrePage('transferUpline', () => import('./pages/TransferUpline')),
  personalHistoryCopy: lazyCentrePage('personalHistoryCopy', () => import('./pages/PersonalHistoryCopy')),
  manualRebate: lazyCentrePage('manualRebate', () => import('./pages/ManualRebate')),
  transactionHistory: lazyCentrePage('transactionHistory', () => import('./pages/TransactionHistory')),
  personalProfit: lazyCentrePage('personalProfit', () => import('./pages/PersonalProfit')),
  bonusDetails: lazyCentrePage('bonusDetails', () => import('./pages/BonusDetails')),
  rewardCenter: lazyCentrePage('rewardCenter', () => import('./pages/RewardCenter')),
  referral: lazyCentrePage('referral', () => import('./pages/Referral')),
  missionLeaderboard: lazyCentrePage('missionLeaderboard', () => import('./pages/MissionLeaderboard')),
  messageV2: lazyCentrePage('messageV2', () => import('./pages/MessageV2')),
  playerRank: lazyCentrePage('playerRank', () => import('./pages/PlayerRank')),
  profile: lazyCentrePage('profile', () => import('./pages/Profile')),
};
