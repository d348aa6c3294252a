// @lobby/api/hooks: the React side of the client. `PlatformProvider` makes a
// client available; every read has a `use*` hook on SWR, keyed by the call,
// its input, the session and (for localized content) the language; every
// write has a hook whose `trigger` makes the call and refreshes the reads it
// changes.

// The provider every hook needs, and the client it holds.

export type { PlatformProviderProps } from './context';
export { PlatformProvider, useClient } from './context';

// Reads: the generic read hook, the builder of a definition's read hook, and session state.

export type { QueryDescriptor, QueryOptions, QueryTraits, ReadArgs } from './query';
export { isRetryable, queryHook, useIsLoggedIn, useLanguage, usePlatformQuery, useRevalidate, useToken } from './query';

// Writes: the generic write hook and the builder of a definition's write hook.

export type { MutationKey, PlatformMutation, Revalidated } from './mutation';
export { mutationHook, usePlatformMutation } from './mutation';

// Cache keys: the site drops the cached reads of a session when it ends.

export type { PlatformKey } from './keys';
export { isPlatformKey } from './keys';

// One hook per call, by area.

// Accounts.

export type { SessionStart } from './auth';
export {
  captchaRefreshIntervalMs,
  useCaptcha,
  useChangePassword,
  useCheckAffiliateCode,
  useFreePlay,
  useLogin,
  useLoginSmsCode,
  usePasswordResetEmail,
  useRegister,
  useRegisterByMobile,
  useRegisterSmsCode,
  useResetPasswordByPhone,
  useSliderChallenge,
} from './auth';

// Logout.

export { useLogout } from './logout';

// The member.

export {
  useAvatar,
  useMemberIcon,
  useMemberInfo,
  useRankProgress,
  useRankRules,
  useReloadLoginInfo,
  useUpdateLanguage,
  useUploadAvatar,
} from './member';

// The member's records: account record, profit and loss, bets.

export { useGameBets, useLotteryBets, usePersonalPnl, useTransactions, useTransactionTypes } from './records';

// The member's personal details, nickname and e-mail.

export { usePlayerInfo, useUpdateEmail, useUpdateNickname, useUpdateProfile } from './profile';

// One lottery bet in full.

export { useLotteryBetDetail } from './betDetails';

// Cashback: what is owed and its claim, paid before, the member's rates.

export { useClaimRebate, useRebateRates, useRebateRecord, useRebates } from './rebates';

// The wallet.

export type { BalanceState } from './wallet';
export { useBalance, useMerchantWallet, useRecallGameWallets, useTurnoverInfo, useWalletTransfer } from './wallet';

// Deposits.

export {
  useCancelDeposit,
  useDepositByLaunchUrl,
  useDepositByQr,
  useDepositChannels,
  useDepositMethods,
  useDepositPromotions,
  useDepositRecords,
  useDepositSettings,
} from './deposit';

// Withdrawals.

export {
  useWithdraw,
  useWithdrawAccountInfo,
  useWithdrawCharges,
  useWithdrawMethods,
  useWithdrawRecords,
  useWithdrawSettings,
} from './withdraw';
export { useConfirmReceipt, useUploadReceiptProof, useWithdrawalReceipts } from './withdrawReceipt';

// One-time codes of a signed-in member, and the mobile number they bind.

export {
  useSendMailCode,
  useSendSmsCode,
  useUpdateMobile,
  useVerifyMailCode,
  useVerifySmsCode,
} from './verification';

// Bank cards and the payment password.

export {
  useBanks,
  useBindBankCard,
  useBindCardConfig,
  useChangePaymentPassword,
  useHasPaymentPassword,
  useRemoveBankCard,
  useResetPaymentPassword,
  useSetPaymentPassword,
} from './bankCards';

// Games.

export type { GameListLayout, GameListState } from './gameList';
export { gamePageSize, useGameList } from './gameList';
export {
  useAddFavoriteGame,
  useFavoriteGameIds,
  useFavoriteGames,
  useHotGames,
  usePvpRooms,
  useRecentGames,
  useRemoveFavoriteGame,
  useVendorGameTypes,
} from './gameLobby';
export { useGamePage, useGameVendors, useLaunchGame, useLaunchTrialGame } from './games';
export { useWinnerBoard } from './winners';

// Leaving a game.

export { useGameLogout, useSingleGame } from './gameSession';

// Lottery.

export {
  useLaunchLottery,
  useLotteryMenus,
  useOpenedNumeros,
  usePopularLotteries,
  useVnLotteryMenus,
  useVnOpenedNumeros,
  useVnRecentLotteries,
} from './lottery';

// Announcements, notices, unread counts.

export { useAnnouncements, useUnreadCount, useUnreadCountV2 } from './content';

// The mailbox.

export { useDeleteMessages, useInbox, useMarkMessagesRead, useOutbox, useSendMessage } from './mailbox';

// The help centre and feedback.

export { useHelpCenter, useSendFeedback } from './help';

// Promotions.

export {
  useAvailablePromotions,
  useClaimables,
  useClaimHistory,
  useClaimIssuedPromotion,
  useClaimRafflePromotion,
  useJoinPromotion,
  usePromotionCategories,
  usePromotionPages,
  useRafflePromotionStatus,
} from './promotions';

// The points mall.

export {
  useConvertPoints,
  usePointBalance,
  usePointConfig,
  usePointRewards,
  useRedeemHistory,
  useRedeemPointReward,
} from './points';

// Missions.

export { useClaimMissionReward, useMissionLeaderboard, useMissionRules, useMissionSummary } from './missions';

// The agent centre.

export {
  useAssignRealTimeSalaryContract,
  useConsolidated,
  useDailySalaryContracts,
  useDailySalaryRequests,
  useDividendContracts,
  useDividendRequests,
  useDownlines,
  useHourSalaryContracts,
  useHourSalaryRequests,
  useProcessDailySalaryContract,
  useProcessDividendRequest,
  useProcessHourSalaryContract,
  useProcessRealTimeSalaryContract,
  useProposeDailySalaryContract,
  useProposeDividendContract,
  useProposeHourSalaryContract,
  useRealTimeSalaryContracts,
  useReferralDetails,
  useReferrals,
  useRegisterDownline,
  useTeamMemberCount,
  useTeamOverview,
  useTeamOverviewDaily,
  useTeamPnl,
  useTerminateDividendContract,
  useTransferToDownline,
  useTransferToUpline,
} from './agent';

// The agent centre's affiliate links.
export {
  useAffiliateExpiryOptions,
  useAffiliateUrls,
  useCreateAffiliateUrl,
  useDeleteAffiliateUrl,
  usePromotionChannels,
  useRegisteredAffiliates,
} from './agentAffiliates';
// The agent centre, one downline at a time.

export {
  useCollectFromDownline,
  useDownlineDetail,
  useDownlinePnl,
  useDownlineRebates,
  useGlobalRebateSettings,
  usePromoteDownline,
  useRebateQuota,
  useResetDownlinePassword,
  useUpdateDownlineRebates,
} from './agentDownline';

// Start-up status, settings, customer service.

// Invite and earn: the rules and the player's income from invited friends.
export { useReferralIncome, useReferralRules } from './agent';
// The agent centre's reports.
export { useAgentIncome, useTeamPnlDetail } from './agentReports';
export {
  useCountryCodes,
  useCustomerServiceUrl,
  usePermission,
  useRegisterSettings,
  useRouters,
  useSettings,
  useSystemStatus,
  useWhitelabel,
} from './system';
