// @lobby/api: the platform client, its errors, the call definitions with their
// schemas and types, and the CDN pools. React hooks are in `@lobby/api/hooks`,
// session storage in `@lobby/api/session`, payload encryption and the
// customer-service link codec in `@lobby/api/codecs`. Modules import each
// other directly, never through an entry file.

// The client: a call is `client.call(definition, input)`. RandomSource is the type of its injectable random source.

export type { RandomSource } from './codec/payload';
export type { DroppedRow } from './endpoints/fields';
export type {
  CallArgs,
  CallOptions,
  EncryptionParts,
  PlatformClient,
  PlatformClientConfig,
  RequestOptions,
} from './transport/client';
export {
  createPlatformClient,
  defaultTimeoutMs,
  digestAndRsaHeaders,
  rsaKeyPath,
  sessionEndedErrorCodes,
} from './transport/client';

// Errors every call rejects with.

export type { ErrorMessageKey, PlatformErrorInit, PlatformErrorKind } from './transport/errors';
export { errorMessageKeys, isPlatformError, messageKeyOf, PlatformError, platformErrorText } from './transport/errors';

// The wire format: the /wps envelope, and the query and form encoding (the sandbox reads requests with it).

export type { Envelope, EnvelopeOf } from './transport/envelope';
export { envelopeSchema } from './transport/envelope';
export type { Fields, FieldValue } from './transport/query';
export { searchParamsToObject, toSearchParams } from './transport/query';

// Declaring calls: a definition is the one description of a call (path, method, token rule,
// encryption, request and response schemas) that the client, the hooks and the sandbox share.

export type {
  EndpointDefinition,
  EndpointSource,
  EndpointSpec,
  EnvelopeRule,
  HttpMethod,
  InputArgs,
  RequestFormat,
  RequestOf,
  ResponseOf,
  TokenRule,
} from './endpoints/define';
export { defineEndpoint } from './endpoints/define';

// Every definition, grouped as the sandbox groups its handlers.

export type { EndpointGroupName } from './endpoints/all';
export { endpointGroups, endpointList, endpoints, findEndpoints, routeKey } from './endpoints/all';

// Calls by area: the request and response schemas and their types, one definition per call
// (`<area><Name>Endpoint`), the area's record of definitions, and a function for each call that
// does more than its definition (fills fields in, stores the session, reshapes the answer).

// Accounts: login, free play, registration, passwords, SMS codes, captcha and slider.

export type {
  LoginRequest,
  LoginResult,
  RegisterInput,
  RegisterMobileInput,
  RegisterMobileRequest,
  RegisterRequest,
  RegisterResult,
  RegisterSmsInput,
  ResetPasswordResult,
  SliderChallenge,
  SliderResult,
  SmsCodeResult,
} from './endpoints/auth';
export {
  affiliateCheckRequestSchema,
  authAffiliateEndpoint,
  authCaptchaEndpoint,
  authChangePasswordEndpoint,
  authEndpoints,
  authForgotPasswordEmailEndpoint,
  authFreePlayEndpoint,
  authLoginEndpoint,
  authLoginSmsEndpoint,
  authRegisterEndpoint,
  authRegisterMobileEndpoint,
  authRegisterSmsMobileEndpoint,
  authRegisterSmsUsernameEndpoint,
  authResetPasswordByPhoneEndpoint,
  authRsaKeyEndpoint,
  authSliderChallengeEndpoint,
  captchaImageSource,
  captchaSchema,
  changePasswordRequestSchema,
  defaultPasswordCheck,
  forgotPasswordEmailRequestSchema,
  freePlayRequestSchema,
  getCaptcha,
  getSliderChallenge,
  isHumanSlide,
  loginNeedsCaptcha,
  loginRequestSchema,
  loginResultSchema,
  loginSmsRequestSchema,
  needsPasswordChange,
  parseSliderToken,
  playForFree,
  register,
  registerByMobile,
  registerMobileRequestSchema,
  registerRequestSchema,
  registerResultSchema,
  registerSmsRequestSchema,
  requestMobileRegisterSmsCode,
  requestRegisterSmsCode,
  resetPasswordByPhoneRequestSchema,
  resetPasswordResultSchema,
  sliderChallengeSchema,
  sliderCompletePosition,
  sliderMinDurationMs,
  sliderTokenOf,
  smsCodeResultSchema,
  startSession,
} from './endpoints/auth';

// Logout, in a module of its own because every page offers it.

export { authLogoutEndpoint, signOut } from './endpoints/logout';

// What only the member and agent centres read: an agent's contract kinds and
// requests waiting (consolidated), and whether a member may transfer upline.

export type { AgentContractKind, Consolidated } from './endpoints/centreFacts';
export {
  agentContractsOf,
  canTransferToUpline,
  consolidatedEndpoints,
  consolidatedSchema,
  memberConsolidatedEndpoint,
} from './endpoints/centreFacts';

// The member: info, avatar, language, VIP rank.

export type { Avatar, MemberInfo, RankProgress } from './endpoints/member';
export {
  agentAccountTypes,
  avatarSchema,
  hasVipService,
  isAgentType,
  isTrialType,
  loadLoginInfo,
  memberAvatarEndpoint,
  memberEndpoints,
  memberIconEndpoint,
  memberInfoEndpoint,
  memberInfoSchema,
  memberLabelSchema,
  memberRankProgressEndpoint,
  memberRankRulesEndpoint,
  memberUpdateEmailEndpoint,
  memberUpdateLanguageEndpoint,
  memberUpdateNicknameEndpoint,
  memberUploadAvatarEndpoint,
  rankLevelOf,
  rankProgressSchema,
  rankRuleSchema,
  trialAccountTypes,
  vipServiceRankAbove,
} from './endpoints/member';

// The member's records: account record, profit and loss, bets (loaded with the record pages).

export type {
  BetRecord,
  GameBetRecord,
  GameBets,
  PersonalPnl,
  Transaction,
  TransactionType,
} from './endpoints/records';
export {
  betRecordSchema,
  gameBetRecordSchema,
  gameBetsSchema,
  memberGameBetsEndpoint,
  memberLotteryBetsEndpoint,
  memberPersonalPnlEndpoint,
  memberTransactionsEndpoint,
  memberTransactionTypesEndpoint,
  personalPnlSchema,
  recordEndpoints,
  relayName,
  transactionSchema,
  transactionTypeSchema,
} from './endpoints/records';

// The member's personal details (loaded with the profile page).

export type { GenderCode, PlayerInfo, ProfileUpdate } from './endpoints/profile';
export {
  genderCodes,
  memberPlayerInfoEndpoint,
  memberUpdateProfileEndpoint,
  playerInfoSchema,
  profileEndpoints,
  profileUpdateSchema,
} from './endpoints/profile';

// One lottery bet in full (loaded with the betting record).

export type { LotteryBetDetail } from './endpoints/betDetails';
export {
  betDetailEndpoints,
  lotteryBetDetailSchema,
  memberLotteryBetDetailEndpoint,
} from './endpoints/betDetails';

// Cashback: what is owed and its claim, paid before, the member's rates (loaded with the cashback page).

export type { RebateRate, RebateRecord } from './endpoints/rebates';
export {
  memberClaimRebateEndpoint,
  memberRebateRatesEndpoint,
  memberRebateRecordEndpoint,
  memberRebatesEndpoint,
  rebateEndpoints,
  rebateItemSchema,
  rebateRateSchema,
  rebateRecordSchema,
} from './endpoints/rebates';

// One-time codes of a signed-in member, and the mobile number they bind.

export type { VerificationPurpose } from './endpoints/verification';
export {
  memberUpdateMobileEndpoint,
  verificationEndpoints,
  verificationPurposes,
  verificationSendMailEndpoint,
  verificationSendSmsEndpoint,
  verificationVerifyMailEndpoint,
  verificationVerifySmsEndpoint,
} from './endpoints/verification';

// The wallet: balance, wallet mode, transfers, turnover.

export type { Balance, MerchantWallet } from './endpoints/wallet';
export {
  balanceSchema,
  merchantWalletSchema,
  turnoverInfoSchema,
  walletBalanceEndpoint,
  walletEndpoints,
  walletMerchantWalletEndpoint,
  walletRecallEndpoint,
  walletSchema,
  walletTransferEndpoint,
  walletTransferRequestSchema,
  walletTurnoverInfoEndpoint,
} from './endpoints/wallet';

// Deposits.

export type {
  DepositChannel,
  DepositChannels,
  DepositMethod,
  DepositRecord,
  DepositSettings,
} from './endpoints/deposit';
export {
  depositBankSchema,
  depositByLaunchUrlRequestSchema,
  depositByQrRequestSchema,
  depositChannelSchema,
  depositChannelsSchema,
  depositEndpoints,
  depositMethodSchema,
  depositPromotionSchema,
  depositQrSchema,
  depositRecordSchema,
  depositRedirectSchema,
  depositReportSchema,
  depositSettingsSchema,
  walletCancelDepositEndpoint,
  walletDepositByLaunchUrlEndpoint,
  walletDepositByQrEndpoint,
  walletDepositChannelsEndpoint,
  walletDepositMethodsEndpoint,
  walletDepositPromotionsEndpoint,
  walletDepositRecordsEndpoint,
  walletDepositSettingsEndpoint,
} from './endpoints/deposit';

// Withdrawals.

export type { WithdrawAccountInfo, WithdrawSettings } from './endpoints/withdraw';
export {
  walletWithdrawAccountInfoEndpoint,
  walletWithdrawChargesEndpoint,
  walletWithdrawEndpoint,
  walletWithdrawMethodsEndpoint,
  walletWithdrawRecordsEndpoint,
  walletWithdrawSettingsEndpoint,
  withdrawAccountInfoSchema,
  withdrawEndpoints,
  withdrawMethodSchema,
  withdrawRecordSchema,
  withdrawRequestSchema,
  withdrawSettingsSchema,
} from './endpoints/withdraw';

// Bank cards, e-wallets and the payment password.

export type { Bank, BankCard, BindCardConfig } from './endpoints/bankCards';
export {
  bankCardEndpoints,
  bankCardSchema,
  bankSchema,
  bindBankCardRequestSchema,
  bindCardConfigSchema,
  resetPaymentPasswordRequestSchema,
  walletBanksEndpoint,
  walletBindBankCardEndpoint,
  walletBindCardConfigEndpoint,
  walletChangePaymentPasswordEndpoint,
  walletHasPaymentPasswordEndpoint,
  walletRemoveBankCardEndpoint,
  walletResetPaymentPasswordEndpoint,
  walletSetPaymentPasswordEndpoint,
} from './endpoints/bankCards';
export type { WithdrawalReceipt, WithdrawalReceipts } from './endpoints/withdrawReceipt';
export {
  confirmReceiptRequestSchema,
  receiptProofRequestSchema,
  receiptStatuses,
  walletConfirmReceiptEndpoint,
  walletUploadReceiptProofEndpoint,
  walletWithdrawalReceiptsEndpoint,
  withdrawalReceiptSchema,
  withdrawalReceiptsSchema,
  withdrawReceiptEndpoints,
} from './endpoints/withdrawReceipt';

// Games: vendors, lists, favourites, launch.

export type { PvpRoom, VendorGameType } from './endpoints/gameLobby';
export {
  favoriteGameListSchema,
  favoriteRequestSchema,
  gamesAddFavoriteEndpoint,
  gamesFavoriteGamesEndpoint,
  gamesFavoriteIdsEndpoint,
  gamesHotGamesEndpoint,
  gamesPvpRoomsEndpoint,
  gamesRecentGamesEndpoint,
  gamesRemoveFavoriteEndpoint,
  gamesVendorGameTypesEndpoint,
  getHotGames,
  getVendorGameTypes,
  hotGamesRequestSchema,
  hotGamesSchema,
  pvpRoomSchema,
  vendorGameTypeSchema,
} from './endpoints/gameLobby';
// The game page: one game by its id, and leaving a game (the vendor's session ends).
export {
  type GameLogoutRequest,
  gameLogoutRequestSchema,
  gameSessionEndpoints,
  gameSessionLogoutEndpoint,
  gameSessionSingleGameEndpoint,
  getSingleGame,
  logoutGame,
  type SingleGameRequest,
  singleGameRequestSchema,
} from './endpoints/gameSession';
export type {
  Game,
  GameLaunchRequest,
  GameList,
  GameListQuery,
  GameListRequest,
  GameTrialLaunchRequest,
  GameVendors,
  LaunchGameInput,
  LaunchResult,
  TrialLaunchInput,
  VendorCard,
  VendorCategory,
} from './endpoints/games';
export {
  gameLaunchRequestSchema,
  gameListPageSize,
  gameListRequestOf,
  gameListRequestSchema,
  gameListSchema,
  gameSchema,
  gamesGameListEndpoint,
  gamesLaunchEndpoint,
  gamesTrialLaunchEndpoint,
  gamesVendorsEndpoint,
  gameTrialLaunchRequestSchema,
  gameVendorsSchema,
  getGameList,
  getGameVendors,
  launchGame,
  launchResultSchema,
  launchTrialGame,
  launchUrlOf,
  offersFreeTrial,
  vendorCardSchema,
  vendorCategorySchema,
} from './endpoints/games';
export { gamesEndpoints } from './endpoints/gamesAll';
export type { Winner } from './endpoints/winners';
export { gamesWinnerBoardEndpoint, getWinnerBoard, winnerSchema } from './endpoints/winners';

// Lottery: menus, numbers, launch.

export type {
  LaunchLotteryInput,
  LotteryGame,
  LotteryLaunchRequest,
  LotteryMenuGroup,
  Numero,
} from './endpoints/lottery';
export {
  getLotteryMenus,
  getOpenedNumeros,
  getPopularLotteries,
  launchLottery,
  lotteryCounts,
  lotteryEndpoints,
  lotteryGameMenusEndpoint,
  lotteryGameSchema,
  lotteryLaunchEndpoint,
  lotteryLaunchRequestSchema,
  lotteryMenuGroupSchema,
  lotteryMenusSchema,
  lotteryOpenedNumerosEndpoint,
  lotteryPopularEndpoint,
  lotteryVnMenusEndpoint,
  lotteryVnOpenedNumerosEndpoint,
  lotteryVnRecentEndpoint,
  numeroSchema,
} from './endpoints/lottery';

// Announcements, notices, banners, unread counts.

export type { Announcement, Announcements, AnnouncementType, Banner } from './endpoints/content';
export {
  announcementSchema,
  announcementsRequestSchema,
  announcementsSchema,
  announcementTypes,
  bannerSchema,
  contentAnnouncementsEndpoint,
  contentEndpoints,
  contentUnreadCountEndpoint,
  contentUnreadCountV2Endpoint,
  getAnnouncements,
  noticesPerPage,
  unreadCountSchema,
} from './endpoints/content';

// The mailbox (loaded with its page).

export type { InboxMessage, OutboxMessage, SendMessageRequest } from './endpoints/mailbox';
export {
  contentDeleteMessagesEndpoint,
  contentInboxEndpoint,
  contentMarkReadEndpoint,
  contentOutboxEndpoint,
  contentSendMessageEndpoint,
  inboxMessageSchema,
  mailboxEndpoints,
  mailDraftLimits,
  outboxMessageSchema,
  sendMessageRequestSchema,
} from './endpoints/mailbox';

// The help centre and feedback (loaded with the help pages and the footer).

export type { HelpItem } from './endpoints/help';
export {
  contentFeedbackEndpoint,
  contentHelpCenterEndpoint,
  feedbackLimits,
  feedbackRequestSchema,
  helpEndpoints,
  helpItemSchema,
} from './endpoints/help';

// Promotions and rewards.

export type {
  Claimable,
  ClaimRecord,
  PromoAnnouncement,
  PromoCategory,
  Promotion,
  RaffleStatus,
} from './endpoints/promotions';
export {
  claimableSchema,
  claimRecordSchema,
  promoAnnouncementSchema,
  promoCategorySchema,
  promotionSchema,
  promotionsAnnouncementsEndpoint,
  promotionsAvailableEndpoint,
  promotionsCategoriesEndpoint,
  promotionsClaimablesEndpoint,
  promotionsClaimHistoryEndpoint,
  promotionsClaimIssuedEndpoint,
  promotionsClaimRaffleEndpoint,
  promotionsEndpoints,
  promotionsJoinEndpoint,
  promotionsMerchantAvailableEndpoint,
  promotionsRaffleStatusEndpoint,
  raffleStatusSchema,
} from './endpoints/promotions';

// The points mall.

export type { PointBalance, PointConfig, PointReward, RedeemRecord } from './endpoints/points';
export {
  pointBalanceSchema,
  pointConfigSchema,
  pointRewardSchema,
  pointsBalanceEndpoint,
  pointsConfigEndpoint,
  pointsConvertEndpoint,
  pointsEndpoints,
  pointsRedeemEndpoint,
  pointsRedeemHistoryEndpoint,
  pointsRewardsEndpoint,
  redeemRecordSchema,
} from './endpoints/points';

// Missions.

export type { Mission, MissionLeaderboard, MissionSummary } from './endpoints/missions';
export {
  leaderboardEntrySchema,
  missionLeaderboardSchema,
  missionSchema,
  missionSummarySchema,
  missionsClaimEndpoint,
  missionsEndpoints,
  missionsLeaderboardEndpoint,
  missionsRulesEndpoint,
  missionsSummaryEndpoint,
} from './endpoints/missions';

// The agent centre: team, downlines, referrals, contracts.

export type {
  Contract,
  ContractDecision,
  ContractProposal,
  ContractTerminateConfirm,
  Downline,
  Referral,
  ReferralDetails,
  ReferralIncome,
  ReferralRules,
  TeamOverview,
  TeamOverviewDay,
  TeamPnlRow,
} from './endpoints/agent';
export {
  agentAssignRealTimeSalaryEndpoint,
  agentDailySalaryContractsEndpoint,
  agentDailySalaryRequestsEndpoint,
  agentDividendContractsEndpoint,
  agentDividendRequestsEndpoint,
  agentDownlinesEndpoint,
  agentEndpoints,
  agentHourSalaryContractsEndpoint,
  agentHourSalaryRequestsEndpoint,
  agentMemberCountEndpoint,
  agentProcessDailySalaryEndpoint,
  agentProcessDividendEndpoint,
  agentProcessHourSalaryEndpoint,
  agentProcessRealTimeSalaryEndpoint,
  agentProposeDailySalaryEndpoint,
  agentProposeDividendEndpoint,
  agentProposeHourSalaryEndpoint,
  agentRealTimeSalaryContractsEndpoint,
  agentReferralDetailsEndpoint,
  agentReferralIncomeEndpoint,
  agentReferralRulesEndpoint,
  agentReferralsEndpoint,
  agentRegisterDownlineEndpoint,
  agentTeamOverviewDailyEndpoint,
  agentTeamOverviewEndpoint,
  agentTeamPnlEndpoint,
  agentTerminateDividendEndpoint,
  agentTransferToDownlineEndpoint,
  agentTransferToUplineEndpoint,
  contractDecisionSchema,
  contractProposalSchema,
  contractSchema,
  contractTerminateConfirmSchema,
  downlineSchema,
  referralDetailsSchema,
  referralIncomeSchema,
  referralRulesSchema,
  referralSchema,
  teamOverviewDaySchema,
  teamOverviewSchema,
  teamPnlRowSchema,
  undercutContractsOf,
} from './endpoints/agent';

// The agent centre's affiliate links.
export type {
  AffiliateExpiryOption,
  AffiliateUrl,
  AffiliateUrlRequest,
  PromotionChannel,
  RegisteredAffiliate,
} from './endpoints/agentAffiliates';
export {
  affiliateExpiryOptionSchema,
  affiliateUrlRequestSchema,
  affiliateUrlSchema,
  agentAffiliateEndpoints,
  agentAffiliateExpiryOptionsEndpoint,
  agentAffiliateUrlsEndpoint,
  agentCreateAffiliateUrlEndpoint,
  agentDeleteAffiliateUrlEndpoint,
  agentPromotionChannelsEndpoint,
  agentRegisteredAffiliatesEndpoint,
  promotionChannelSchema,
  registeredAffiliateSchema,
} from './endpoints/agentAffiliates';
// The agent centre, one downline at a time: detail, P&L, password, promotion, rebates, collection.

export type {
  DownlineDetail,
  DownlinePnl,
  DownlineRebate,
  DownlineRebatesUpdate,
  GlobalRebateRange,
  RebateQuota,
} from './endpoints/agentDownline';
export {
  agentCollectFromDownlineEndpoint,
  agentDownlineDetailEndpoint,
  agentDownlineEndpoints,
  agentDownlinePnlEndpoint,
  agentDownlineRebatesEndpoint,
  agentGlobalRebateSettingsEndpoint,
  agentPromoteDownlineEndpoint,
  agentRebateQuotaEndpoint,
  agentResetDownlinePasswordEndpoint,
  agentUpdateDownlineRebatesEndpoint,
  downlineCollectionSchema,
  downlineDetailSchema,
  downlinePnlSchema,
  downlineRebateSchema,
  downlineRebatesUpdateSchema,
  globalRebateRangeSchema,
  rebateQuotaSchema,
} from './endpoints/agentDownline';
// The agent centre's reports: a member's result by game kind, the agent's income.

export type { AgentIncome, AgentIncomeKind, AgentIncomeRow, TeamPnlDetailRow } from './endpoints/agentReports';
export {
  agentIncomeEndpoint,
  agentIncomeKinds,
  agentIncomeRowSchema,
  agentIncomeSchema,
  agentReportEndpoints,
  agentTeamPnlDetailEndpoint,
  teamPnlDetailRowSchema,
} from './endpoints/agentReports';

// Start-up status, settings tree, registration rules, countries, domains, customer service.

export type {
  Country,
  CustomerServiceEntry,
  CustomerServiceLookup,
  Permission,
  RegisterRule,
  RegisterRules,
  Resource,
  RouterDomain,
  Routers,
  SettingsNode,
  SettingsNodeInput,
  SystemStatus,
} from './endpoints/system';
export {
  countryFlagPath,
  countrySchema,
  customerServiceEntrySchema,
  customerServiceLookupSchema,
  getPermission,
  maintenanceEndOf,
  maintenanceSchema,
  moduleSwitches,
  permissionSchema,
  regionRestrictionSchema,
  registerRuleSchema,
  registerRulesSchema,
  resolveCustomerServiceUrl,
  resourceSchema,
  routerDomainSchema,
  routersSchema,
  settingsNodeSchema,
  systemCountriesEndpoint,
  systemCustomerServiceEndpoint,
  systemEndpoints,
  systemPermissionEndpoint,
  systemRegisterSettingsEndpoint,
  systemRoutersEndpoint,
  systemStatusOf,
  systemWhitelabelEndpoint,
} from './endpoints/system';
