// @lobby/api/hooks: the React side of the client. `PlatformProvider` makes a
// client available; every read has a `use*` hook on SWR, keyed by the call,
// its input, the session and (for localized content) the language; every
// write has a hook whose `trigger` makes the call and refreshes the reads it
// changes.

// The provider every hook needs, and the client it holds.
export type { PlatformProviderProps } from './context';
export { PlatformProvider, useClient, usePlatformRandom } from './context';
// Cache keys: the site clears reads by key on logout.
export type { PlatformKey } from './keys';
export { isPlatformKey } from './keys';

// Writes: the generic write hook and the builder of a definition's write hook.
export type { MutationKey, PlatformMutation, Revalidated } from './mutation';
export { mutationHook, usePlatformMutation } from './mutation';
// Reads: the generic read hook, the builder of a definition's read hook, and session state.
export type { QueryDescriptor, QueryOptions, QueryTraits, ReadArgs } from './query';
export { isRetryable, queryHook, useIsLoggedIn, useLanguage, usePlatformQuery, useRevalidate, useToken } from './query';

// One hook per call, by area.

export {
  useAssignRealTimeSalaryContract,
  useDailySalaryContracts,
  useDividendContracts,
  useDownlines,
  useHourSalaryContracts,
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
  useTeamPnl,
  useTerminateDividendContract,
  useTransferToDownline,
  useTransferToUpline,
} from './agent';
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
export {
  useBanks,
  useBindBankCard,
  useChangePaymentPassword,
  useHasPaymentPassword,
  useRemoveBankCard,
  useSetPaymentPassword,
} from './bankCards';
export {
  useAnnouncements,
  useDeleteMessages,
  useHelpCenter,
  useInbox,
  useMarkMessagesRead,
  useSendFeedback,
  useUnreadCount,
  useUnreadCountV2,
} from './content';
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
export type { GameListLayout, GameListState } from './games';
export {
  gamePageSize,
  useAddFavoriteGame,
  useFavoriteGameIds,
  useFavoriteGames,
  useGameList,
  useGamePage,
  useGameVendors,
  useHotGames,
  useLaunchGame,
  useLaunchLottery,
  usePvpRooms,
  useRecentGames,
  useRemoveFavoriteGame,
  useVendorGameTypes,
  useWinnerBoard,
} from './games';
export { useLogout } from './logout';
export {
  useLotteryMenus,
  useOpenedNumeros,
  usePopularLotteries,
  useVnLotteryMenus,
  useVnOpenedNumeros,
  useVnRecentLotteries,
} from './lottery';
export {
  useAvatar,
  useClaimRebate,
  useConsolidated,
  useLotteryBets,
  useMemberIcon,
  useMemberInfo,
  usePersonalPnl,
  useRankProgress,
  useRankRules,
  useRebates,
  useReloadLoginInfo,
  useTransactions,
  useTransactionTypes,
  useUpdateEmail,
  useUpdateLanguage,
  useUpdateNickname,
  useUpdateProfile,
  useUploadAvatar,
} from './member';
export { useClaimMissionReward, useMissionLeaderboard, useMissionRules, useMissionSummary } from './missions';
export {
  useConvertPoints,
  usePointBalance,
  usePointConfig,
  usePointRewards,
  useRedeemHistory,
  useRedeemPointReward,
} from './points';

export {
  useAvailablePromotions,
  useClaimables,
  useClaimHistory,
  useClaimIssuedPromotion,
  useClaimRafflePromotion,
  useJoinPromotion,
  usePromotionPages,
} from './promotions';
export {
  useCdns,
  useCountryCodes,
  useCustomerServiceUrl,
  usePermission,
  useRegisterSettings,
  useRouters,
  useSettings,
  useSystemStatus,
  useWhitelabel,
} from './system';
export type { BalanceState } from './wallet';
export { useBalance, useMerchantWallet, useRecallGameWallets, useTurnoverInfo, useWalletTransfer } from './wallet';
export {
  useWithdraw,
  useWithdrawAccountInfo,
  useWithdrawCharges,
  useWithdrawMethods,
  useWithdrawRecords,
  useWithdrawSettings,
} from './withdraw';
