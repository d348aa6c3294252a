// @lobby/view-models: the mapping from platform data (@lobby/api) to the
// props of the design system's views (@lobby/ui), as pure functions. The
// site's containers call them on what the hooks return; the design system's
// platform-driven stories call the same functions on what they load from the
// sandbox, so a story shows what the site shows. Modules import each other
// directly, never through this file. Translated words: see `translate.ts`.

export { authBannersOf, countryOptionsOf } from './accounts';
export {
  type ActivityAction,
  type ActivityStatus,
  type ActivityStatusCode,
  activityStatusCodeOf,
  activityStatusCodes,
  activityStatusKey,
  activityStatusOf,
} from './activityStatus';
// The agent centre's affiliate links.
export { affiliateLinkRowsOf } from './affiliateLinks';
export {
  contractDownlinesOf,
  contractListsOf,
  contractProposalFailureOf,
  contractRowOf,
  nextRealTimeSettlement,
} from './agentContracts';
export type { IncomeRow, TeamBetRow, TeamPnlMemberRow, TeamTransactionRow } from './agentReports';
export {
  incomeColumnsOf,
  incomeKindOf,
  incomeKindOptionsOf,
  incomeRowsOf,
  incomeTotalsOf,
  teamBetColumnsOf,
  teamBetRowsOf,
  teamBetTotalsOf,
  teamBetVendorOptionsOf,
  teamPnlColumnsOf,
  teamPnlDetailOf,
  teamPnlRowsOf,
  teamPnlTotalsOf,
  teamTransactionColumnsOf,
  teamTransactionRowsOf,
  teamTransactionTypeOptionsOf,
} from './agentReports';
export { appsOf } from './appDownloads';
export type { StockAvatar } from './avatars';
export { avatarImageUrl, stockAvatarNames, stockAvatarsAt } from './avatars';
export { bonusClaimFailureOf, bonusItemsOf, bonusStatusOf } from './bonusDetails';
export type { PendingRebate, RebateRecordPage } from './cashback';
export {
  cashbackAmountText,
  cashbackFailureOf,
  claimableRebatesOf,
  productTypeLabel,
  rebateHistoryOf,
  rebateHistoryPageSize,
  rebateRatesOf,
  rebateRateText,
} from './cashback';
export type { LabelledCategory, ShellCategory } from './categories';
export { categoriesOf, homeCategoriesOf, labelledCategoriesOf } from './categories';
export type { AgentCentreView } from './centres';
export { agentCentreOf, memberCentreFactsOf } from './centres';
export { depositBonusesOf, depositMethodsOf, depositRecordRowsOf } from './deposit';
export { downlineContractKindsOf, downlineFactsOf, rebateSettingsOf } from './downlineDetail';
export { errorTextOf, failedLoadViewOf } from './errors';
export { type FeedbackRequest, feedbackRequestOf } from './feedback';
export { footerProvidersOf } from './footer';
export type { LobbyCategory } from './gamesLobby';
export {
  categoryVendorsOf,
  defaultPointRates,
  homeHotGamesOf,
  hotGamesOf,
  hotVendorsOf,
  lobbyCategoryOf,
  platformCategoryOf,
  pointRateOf,
  pvpRoomItemsOf,
  vendorKindsOf,
  vendorStripItemOf,
} from './gamesLobby';
export type { VendorSelection } from './gameTiles';
export { gameTileOf, menuGamesPageCount, menuGamesPageSize, menuVendorGamesOf } from './gameTiles';
export { helpEntryOf } from './helpEntry';
export { helpItemsOf } from './helpItems';
export { homeBannersOf } from './homeBanners';
export type { LotteryChoice, LotteryChoiceGroup } from './lottery';
export { lotteryChoiceOf, lotteryDrawsOf, lotteryGroupsOf, popularOnPage, vendorCardsOf, winnersOf } from './lottery';
export { percentOf, type RankRuleLike, rankItemsOf, rankStandingOf } from './loyalty';
export type { MailPage } from './mailbox';
export { inboxMailOf, mailboxFailureOf, mailboxPageSize, mailFolderOf, mailPageCount, sentMailOf } from './mailbox';
export { leaderboardOf, missionItemsOf } from './missions';
export { navCategoriesOf, sideMenuCategoriesOf } from './navigation';
export { noticesOf } from './noticeItems';
export {
  mallRewardsOf,
  type PointDetailRow,
  pointDetailColumnsOf,
  pointDetailRowsOf,
  type RedeemRow,
  redeemColumnsOf,
  redeemRowsOf,
} from './pointsMall';
export {
  currentAvatarOf,
  genderOf,
  messengerInputsOf,
  profileDetailsOf,
  profileFailureOf,
  profileWritesOf,
} from './profile';
export {
  claimRowsOf,
  promotionCardsOf,
  promotionDetailOf,
  promotionHref,
  promotionPeriodOf,
  promotionTabsOf,
  raffleItemsOf,
  rewardItemsOf,
} from './promotions';
export type { BetKind, BetRow, PnlRow, TransactionRow } from './records';
export {
  allOption,
  amountText,
  betColumnsOf,
  betDetailOf,
  betKindOptionsOf,
  betRowsOf,
  betTotalsOf,
  betVendorOptionsOf,
  dayText,
  defaultRecordsRange,
  pageCountOf,
  pnlColumnsOf,
  pnlRowsOf,
  pnlTotalsOf,
  recordsPageSize,
  recordsQueryRange,
  transactionColumnsOf,
  transactionRowsOf,
  transactionTypeOptionsOf,
} from './records';
export { invitedFriendsOf, referralIncomeOf, referralLinkOf } from './referral';
export { safeImageUrl, safeNavigationUrl } from './safeUrls';
export { maskedEmail, maskedMobile, securityFailureOf, securitySummaryOf } from './security';
export type { ShellUserSource } from './shell';
export { balanceViewOf, shellUserOf } from './shell';
export type { StartupPage } from './startup';
export { maintenanceEndText, startupPageOf } from './startup';
export type { QueryState } from './status';
export { statusOf } from './status';
export { optional, statusOfAll } from './statusOfAll';
export { downlineRowsOf } from './teamManagement';
export { teamDaysOf, teamFiguresOf, teamPeriodRange } from './teamOverview';
export type { Translate } from './translate';
export { cashierFailureOf, mainWalletType, walletRowsOf } from './wallet';
export type { WithdrawRecordSource, WithdrawSources } from './withdraw';
export {
  asksForWithdrawCode,
  bindCardRulesOf,
  receiptRowsOf,
  withdrawCardOf,
  withdrawRecordRowsOf,
  withdrawSetupOf,
} from './withdraw';
