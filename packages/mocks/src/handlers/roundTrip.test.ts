// @vitest-environment node
/**
 * Every call @lobby/api defines, made with the client's own function against
 * the sandbox: the request must be accepted (parsed by the definition's request
 * schema, decrypted where encrypted) and the answer parsed by the client.
 */
import * as api from '@lobby/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../node';
import type { Sandbox } from '../sandbox/sandbox';
import { SEED_PASSWORD, SEED_PAYMENT_PASSWORD } from '../sandbox/seed';
import { createTestClient, humanSlide, TEST_DEVICE_ID, type TestClient } from '../testing/client';
import { sandboxRoutes } from './index';

const host = setupSandboxServer();
beforeAll(() => host.listen());
afterEach(() => host.reset());
afterAll(() => host.close());

interface Case {
  /** Seed account to sign in as first. */
  as?: string;
  run(context: { client: api.PlatformClient; sandbox: Sandbox; test: TestClient }): Promise<unknown>;
  check?(result: unknown, sandbox: Sandbox): void;
}

const player = 'demo_player';
const vip = 'demo_vip';
const agent = 'demo_agent';
const weak = 'demo_weak';

function pendingFromHouse(sandbox: Sandbox, kind: string): string {
  const account = sandbox.account(agent);
  const contract = sandbox.contracts.find((c) => c.kind === kind && c.toId === account.id && c.status === 'PENDING');
  if (!contract) throw new Error(`No pending ${kind} contract`);
  return String(contract.id);
}

function downlineName(sandbox: Sandbox, index: number): string {
  const downline = sandbox.downlineOf(sandbox.account(agent));
  const member = downline.filter((account) => account.type === 0)[index];
  if (!member) throw new Error('No downline member');
  return member.username;
}

const cases: Record<string, Case> = {
  // ---- auth
  'auth.rsaKey': { run: ({ client }) => client.fetchRsaKey(), check: (hex) => expect(hex).toMatch(/^[0-9a-f]{256}$/) },
  'auth.login': {
    run: async ({ client }) =>
      client.call(api.authLoginEndpoint, {
        type: 'username',
        username: player,
        password: SEED_PASSWORD,
        sliderToken: await humanSlide(client),
      }),
    check: (result) => expect(result).toMatchObject({ userName: player, customerType: 0 }),
  },
  'auth.freePlay': {
    run: ({ client }) => api.playForFree(client),
    check: (result) => expect(result).toMatchObject({ customerType: 4 }),
  },
  'auth.logout': {
    as: player,
    run: ({ client }) => client.call(api.authLogoutEndpoint),
    check: (_result, sandbox) => expect(sandbox.sessions.size).toBe(0),
  },
  'auth.loginSms': {
    run: ({ client }) => client.call(api.authLoginSmsEndpoint, { mobileNum: '912345678', countryDialingCode: '84' }),
    check: (result) => expect(result).toEqual({ expiredMinutes: 5 }),
  },
  'auth.registerSmsUsername': {
    run: ({ client }) => api.requestRegisterSmsCode(client, { mobileNo: '917000001', countryDialingCode: '63' }),
    check: (_result, sandbox) => expect(sandbox.smsCode('917000001', 'register')).toMatch(/^\d{6}$/),
  },
  'auth.registerSmsMobile': {
    run: ({ client }) => api.requestMobileRegisterSmsCode(client, { mobileNo: '917000002', countryDialingCode: '63' }),
  },
  'auth.register': {
    async run({ client, sandbox }) {
      await api.getCaptcha(client);
      await api.requestRegisterSmsCode(client, { mobileNo: '917000003', countryDialingCode: '63' });
      return api.register(client, {
        sliderToken: await humanSlide(client),
        username: 'newbie01',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
        mobileNum: '917000003',
        countryDialingCode: '63',
        verificationCode: sandbox.smsCode('917000003', 'register') ?? '',
        captcha: sandbox.captchaCode(TEST_DEVICE_ID) ?? '',
        paymentPassword: '123321',
        payeeName: 'Maria Santos',
        registerUrl: 'http://localhost/register',
      });
    },
    check: (result) => expect(result).toMatchObject({ userName: 'newbie01', firstTimeLogin: true }),
  },
  'auth.registerMobile': {
    async run({ client, sandbox }) {
      await api.requestMobileRegisterSmsCode(client, { mobileNo: '917000004', countryDialingCode: '63' });
      return api.registerByMobile(client, {
        sliderToken: await humanSlide(client),
        mobileNum: '917000004',
        countryDialingCode: '63',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
        verificationCode: sandbox.smsCode('917000004', 'register') ?? '',
        paymentPassword: '123321',
        payeeName: 'Jose Reyes',
      });
    },
    check: (result) => expect(result).toMatchObject({ userName: '917000004' }),
  },
  'auth.changePassword': {
    as: weak,
    run: ({ client }) =>
      client.call(api.authChangePasswordEndpoint, {
        oldPassword: '123456',
        newPassword: 'Better#2025',
        confirmNewPassword: 'Better#2025',
      }),
    check: (_result, sandbox) => expect(sandbox.account(weak).password).toBe('Better#2025'),
  },
  'auth.forgotPasswordEmail': {
    run: ({ client }) =>
      client.call(api.authForgotPasswordEmailEndpoint, { username: player, email: 'demo.player@lobby.example' }),
    check: (_result, sandbox) => expect(sandbox.outbox.at(-1)?.channel).toBe('email'),
  },
  'auth.resetPasswordByPhone': {
    async run({ client, sandbox }) {
      await client.call(api.authLoginSmsEndpoint, { mobileNum: '912345678', countryDialingCode: '84' });
      return client.call(api.authResetPasswordByPhoneEndpoint, {
        mobileNum: '912345678',
        countryDialingCode: '84',
        verificationCode: sandbox.smsCode('912345678') ?? '',
        newPassword: 'Reset#2025',
      });
    },
    check: (result, sandbox) => {
      expect(result).toEqual({ username: player });
      expect(sandbox.account(player).password).toBe('Reset#2025');
    },
  },
  'auth.affiliate': {
    run: ({ client, sandbox }) =>
      client.call(api.authAffiliateEndpoint, { affiliateCode: sandbox.account(agent).affiliateCode }),
  },
  'auth.sliderChallenge': {
    run: ({ client }) => api.getSliderChallenge(client),
    check: (challenge, sandbox) =>
      expect(sandbox.sliderChallenges.has((challenge as api.SliderChallenge).challengeId)).toBe(true),
  },
  'auth.captcha': {
    run: ({ client }) => api.getCaptcha(client),
    check: (image) => expect(image).toMatch(/^data:image\/png;base64,iVBORw0KGgo/),
  },

  // ---- system
  'system.permission': {
    run: ({ client }) => api.getPermission(client, { url: 'localhost:5173' }),
    check: (result) => {
      const permission = result as api.Permission;
      expect(api.systemStatusOf(permission)).toBe(0);
      expect(permission.info.imageCDNs.length).toBeGreaterThan(0);
      expect(permission.info.customerService.map((entry) => entry.csType)).toContain('3');
    },
  },
  'system.whitelabel': {
    run: ({ client }) => client.call(api.systemWhitelabelEndpoint),
    check: (root) =>
      expect(api.moduleSwitches(root as api.SettingsNode)).toMatchObject({ DIRECTREG3: true, FREEPLAY3: true }),
  },
  'system.registerSettings': {
    run: ({ client }) => client.call(api.systemRegisterSettingsEndpoint),
    check: (rules) => expect(Object.keys(rules as object)).toContain('username'),
  },
  'system.countries': {
    run: ({ client }) => client.call(api.systemCountriesEndpoint),
    check: (list) => expect((list as unknown[]).length).toBeGreaterThan(30),
  },
  'system.routers': { run: ({ client }) => client.call(api.systemRoutersEndpoint) },
  'system.customerService': {
    run: ({ client }) => api.resolveCustomerServiceUrl(client),
    check: (url) => expect(url).toBe('https://service.lobby.example/desk?merchant=demo&lang=EN'),
  },

  // ---- member
  'member.info': {
    as: player,
    run: ({ client }) => client.call(api.memberInfoEndpoint),
    check: (info) => expect(info).toMatchObject({ account: player, clubLabel: { rankLevel: 2 } }),
  },
  'member.icon': { as: player, run: ({ client }) => client.call(api.memberIconEndpoint) },
  'member.avatar': { as: player, run: ({ client }) => client.call(api.memberAvatarEndpoint) },
  'member.uploadAvatar': {
    as: player,
    run: ({ client }) =>
      client.call(api.memberUploadAvatarEndpoint, {
        avatar: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==',
        avatarType: 'CUSTOM',
      }),
    check: (_result, sandbox) => expect(sandbox.account(player).avatarType).toBe('CUSTOM'),
  },
  'member.consolidated': {
    as: agent,
    run: ({ client }) => client.call(api.memberConsolidatedEndpoint),
    check: (value) => expect(value).toMatchObject({ divtypereq: 1, dailysalreqtype: 1, realtimesalreqtype: 1 }),
  },
  'member.updateLanguage': {
    as: player,
    run: ({ client }) => client.call(api.memberUpdateLanguageEndpoint, { language: 'CN' }),
  },
  'member.updateProfile': {
    as: player,
    run: ({ client }) => client.call(api.memberUpdateProfileEndpoint, { nickname: 'Ace', line: 'ace_line' }),
  },
  'member.updateNickname': {
    as: player,
    run: ({ client }) => client.call(api.memberUpdateNicknameEndpoint, { nickname: 'Ace' }),
  },
  'member.updateEmail': {
    as: player,
    run: ({ client }) => client.call(api.memberUpdateEmailEndpoint, { email: 'ace@lobby.example' }),
  },
  'member.rankProgress': { as: vip, run: ({ client }) => client.call(api.memberRankProgressEndpoint) },
  'member.rankRules': { as: player, run: ({ client }) => client.call(api.memberRankRulesEndpoint) },
  'member.transactions': {
    as: player,
    run: ({ client }) => client.call(api.memberTransactionsEndpoint, { pageNo: 1, pageSize: 10 }),
    check: (page) => expect((page as { list: unknown[] }).list).toHaveLength(10),
  },
  'member.transactionTypes': {
    as: player,
    run: ({ client }) => client.call(api.memberTransactionTypesEndpoint, { txType: 'ALL' }),
  },
  'member.personalPnl': { as: player, run: ({ client }) => client.call(api.memberPersonalPnlEndpoint, {}) },
  'member.lotteryBets': {
    as: player,
    run: ({ client }) => client.call(api.memberLotteryBetsEndpoint, { pageNo: 1, pageSize: 20 }),
  },
  'member.rebates': { as: player, run: ({ client }) => client.call(api.memberRebatesEndpoint) },
  'member.claimRebate': {
    as: player,
    run: ({ client }) => client.call(api.memberClaimRebateEndpoint, { productType: 'RNG' }),
  },

  // ---- wallet
  'wallet.balance': {
    as: player,
    run: ({ client }) => client.call(api.walletBalanceEndpoint),
    check: (balance) => expect(balance).toMatchObject({ sumBalance: 12_345.67 }),
  },
  'wallet.transfer': {
    as: player,
    run: ({ client }) => client.call(api.walletTransferEndpoint, { vassalage: 'PP', amount: 100, direction: 'IN' }),
    check: (_result, sandbox) => expect(sandbox.account(player).vendorWallets.get('PP')).toBe(100),
  },
  'wallet.merchantWallet': { as: player, run: ({ client }) => client.call(api.walletMerchantWalletEndpoint) },
  'wallet.recall': {
    as: vip,
    run: ({ client, sandbox }) =>
      client.call(api.walletRecallEndpoint, { customerId: String(sandbox.account(vip).id) }),
  },
  'wallet.turnoverInfo': { as: player, run: ({ client }) => client.call(api.walletTurnoverInfoEndpoint) },
  'wallet.depositSettings': { as: player, run: ({ client }) => client.call(api.walletDepositSettingsEndpoint) },
  'wallet.depositMethods': { as: player, run: ({ client }) => client.call(api.walletDepositMethodsEndpoint) },
  'wallet.depositChannels': { as: player, run: ({ client }) => client.call(api.walletDepositChannelsEndpoint, {}) },
  'wallet.depositPromotions': {
    as: player,
    run: ({ client }) => client.call(api.walletDepositPromotionsEndpoint, { amount: 500 }),
  },
  'wallet.depositByLaunchUrl': {
    as: player,
    run: ({ client }) =>
      client.call(api.walletDepositByLaunchUrlEndpoint, { amount: 500, vendorId: 'PAYPRO', bankCode: 'BDO' }),
    check: (result) => expect((result as { redirectUrl: string }).redirectUrl).toMatch(/\/__sandbox\/cdn\/pay\/\d+$/),
  },
  'wallet.depositByQr': {
    as: player,
    run: ({ client }) => client.call(api.walletDepositByQrEndpoint, { amount: 300, vendorId: 'QRPH' }),
  },
  'wallet.cancelDeposit': {
    as: player,
    run: ({ client, sandbox }) => {
      const pending = sandbox.account(player).deposits.find((record) => record.status === 'PENDING');
      return client.call(api.walletCancelDepositEndpoint, { depositId: String(pending?.depositId) });
    },
  },
  'wallet.depositRecords': {
    as: player,
    run: ({ client }) => client.call(api.walletDepositRecordsEndpoint, { pageNo: 1 }),
  },
  'wallet.withdrawSettings': {
    as: player,
    run: ({ client }) => client.call(api.walletWithdrawSettingsEndpoint, { groupId: '0' }),
  },
  'wallet.withdrawMethods': { as: player, run: ({ client }) => client.call(api.walletWithdrawMethodsEndpoint) },
  'wallet.withdrawAccountInfo': {
    as: player,
    run: ({ client }) => client.call(api.walletWithdrawAccountInfoEndpoint, {}),
  },
  'wallet.withdrawCharges': {
    as: player,
    run: ({ client }) => client.call(api.walletWithdrawChargesEndpoint, { withdrawAmount: 500, withdrawType: 'EW' }),
    check: (result) => expect(result).toEqual({ fee: 10 }),
  },
  'wallet.withdraw': {
    as: vip,
    run: ({ client, sandbox }) =>
      client.call(api.walletWithdrawEndpoint, {
        check: 'v2',
        amount: 1000,
        bankCardId: String(sandbox.account(vip).bankCards[0]?.bankCardId),
        password: SEED_PAYMENT_PASSWORD,
      }),
    check: (_result, sandbox) => expect(sandbox.account(vip).main).toBe(888_888 - 1000),
  },
  'wallet.withdrawRecords': { as: player, run: ({ client }) => client.call(api.walletWithdrawRecordsEndpoint, {}) },
  'wallet.banks': { as: player, run: ({ client }) => client.call(api.walletBanksEndpoint, { merchantCode: 'demo' }) },
  'wallet.bindBankCard': {
    as: player,
    run: ({ client }) =>
      client.call(api.walletBindBankCardEndpoint, {
        bankId: '102',
        accountName: 'Nguyen Van An',
        accountNumber: '1234567890',
        cardType: 'BC',
      }),
    check: (_result, sandbox) => expect(sandbox.account(player).bankCards).toHaveLength(3),
  },
  'wallet.removeBankCard': {
    as: player,
    run: ({ client, sandbox }) =>
      client.call(api.walletRemoveBankCardEndpoint, {
        bankCardId: String(sandbox.account(player).bankCards[1]?.bankCardId),
        password: SEED_PAYMENT_PASSWORD,
      }),
  },
  'wallet.hasPaymentPassword': {
    as: weak,
    run: ({ client }) => client.call(api.walletHasPaymentPasswordEndpoint),
    check: (result) => expect(result).toBe(false),
  },
  'wallet.setPaymentPassword': {
    as: weak,
    run: ({ client }) =>
      client.call(api.walletSetPaymentPasswordEndpoint, {
        paymentPassword: '246810',
        confirmPaymentPassword: '246810',
      }),
  },
  'wallet.changePaymentPassword': {
    as: player,
    run: ({ client }) =>
      client.call(api.walletChangePaymentPasswordEndpoint, {
        oldPaymentPassword: SEED_PAYMENT_PASSWORD,
        paymentPassword: '135790',
        confirmPaymentPassword: '135790',
      }),
  },

  // ---- games
  'games.vendors': {
    run: ({ client }) => api.getGameVendors(client),
    check: (result) =>
      expect((result as api.GameVendors).data.lanes.map((lane) => lane.title)).toEqual([
        'SPORTS',
        'LIVE',
        'RNG',
        'FISH',
        'PVP',
        'LOTT',
        'ELOTT',
      ]),
  },
  'games.gameList': {
    run: ({ client }) => api.getGameList(client, { vassalage: 'PP', pageNo: 2, pageSize: 18 }),
    check: (result) => expect((result as api.GameList).games).toHaveLength(18),
  },
  'games.vendorGameTypes': { run: ({ client }) => api.getVendorGameTypes(client, { vassalage: 'MG' }) },
  'games.hotGames': { run: ({ client }) => api.getHotGames(client) },
  'games.favoriteIds': { as: player, run: ({ client }) => client.call(api.gamesFavoriteIdsEndpoint) },
  'games.favoriteGames': {
    as: player,
    run: ({ client }) => client.call(api.gamesFavoriteGamesEndpoint, { pageNo: 1, pageSize: 24 }),
  },
  'games.addFavorite': {
    as: player,
    run: ({ client, sandbox }) => {
      const game = sandbox.catalogue.index.gamesByVendor.get('JILI')?.[40];
      return client.call(api.gamesAddFavoriteEndpoint, {
        nodeId: String(game?.nodeId),
        vendor: 'JILI',
        gameType: 'RNG',
      });
    },
  },
  'games.removeFavorite': {
    as: player,
    run: ({ client, sandbox }) => {
      const game = sandbox.catalogue.index.gameById.get(sandbox.account(player).favorites[0] ?? 0);
      return client.call(api.gamesRemoveFavoriteEndpoint, {
        nodeId: String(game?.nodeId),
        vendor: game?.vassalage ?? '',
        gameType: 'RNG',
      });
    },
    check: (_result, sandbox) => expect(sandbox.account(player).favorites).toHaveLength(7),
  },
  'games.recentGames': { as: player, run: ({ client }) => client.call(api.gamesRecentGamesEndpoint) },
  'games.pvpRooms': { as: player, run: ({ client }) => client.call(api.gamesPvpRoomsEndpoint, { vassalage: 'KM' }) },
  'games.launch': {
    as: player,
    run: ({ client, sandbox }) => {
      const game = sandbox.catalogue.index.gamesByVendor.get('PG')?.[3];
      return api.launchGame(client, { vassalage: 'PG', gameId: String(game?.gameId) });
    },
    check: (url) => expect(url).toMatch(/\/__sandbox\/cdn\/game\/PG\/\d+\?mode=real/),
  },
  'games.winnerBoard': { run: ({ client }) => api.getWinnerBoard(client, { size: 10 }) },

  // ---- lottery
  'lottery.gameMenus': { run: ({ client }) => api.getLotteryMenus(client, { prizeMode: 'Lott' }) },
  'lottery.popular': {
    run: ({ client }) => api.getPopularLotteries(client),
    check: (list) => expect(list).toHaveLength(20),
  },
  'lottery.vnMenus': { run: ({ client }) => client.call(api.lotteryVnMenusEndpoint) },
  'lottery.vnRecent': {
    as: player,
    async run({ client }) {
      await api.launchLottery(client, { lottoGameCode: 'VN_N_HN', lottoView: 'betting', lottoArea: 'VN' });
      return client.call(api.lotteryVnRecentEndpoint);
    },
    check: (list) => expect((list as api.LotteryGame[])[0]?.gameCode).toBe('VN_N_HN'),
  },
  'lottery.vnOpenedNumeros': {
    run: ({ client }) => client.call(api.lotteryVnOpenedNumerosEndpoint, { gameCode: 'VN_F_1M', count: 10 }),
  },
  'lottery.openedNumeros': {
    as: player,
    run: ({ client }) => api.getOpenedNumeros(client, { gameCode: 'CQSSC' }),
    check: (list) => expect(list).toHaveLength(100),
  },
  'lottery.launch': {
    as: player,
    run: ({ client }) => api.launchLottery(client, { lottoGameCode: 'CQSSC', gameCode: 'CQSSC', playType: 'DWD' }),
    check: (url) => expect(url).toMatch(/\/lottery\/CQSSC\?.*playType=DWD/),
  },

  // ---- content
  'content.announcements': {
    run: ({ client }) => api.getAnnouncements(client, { types: ['B', 'PU', 'PR'] }),
    check: (result) =>
      expect((result as api.Announcements).banners.map((banner) => banner.groupName)).toContain('w_login'),
  },
  'content.unreadCount': {
    as: player,
    run: ({ client }) => client.call(api.contentUnreadCountEndpoint),
    check: (n) => expect(n).toBe(4),
  },
  'content.unreadCountV2': {
    as: player,
    run: ({ client }) => client.call(api.contentUnreadCountV2Endpoint),
    check: (n) => expect(n).toBe(4),
  },
  'content.inbox': { as: player, run: ({ client }) => client.call(api.contentInboxEndpoint, { page: 1, size: 5 }) },
  'content.markRead': {
    as: player,
    run: ({ client, sandbox }) =>
      client.call(api.contentMarkReadEndpoint, { ids: [String(sandbox.account(player).inbox[0]?.id)] }),
  },
  'content.deleteMessages': {
    as: player,
    run: ({ client, sandbox }) =>
      client.call(api.contentDeleteMessagesEndpoint, {
        inboxIds: sandbox
          .account(player)
          .inbox.slice(0, 2)
          .map((m) => String(m.id)),
      }),
    check: (_result, sandbox) => expect(sandbox.account(player).inbox).toHaveLength(10),
  },
  'content.helpCenter': {
    run: ({ client }) => client.call(api.contentHelpCenterEndpoint),
    check: (items) =>
      expect((items as api.HelpItem[]).map((item) => item.title)).toContain('General Terms and Conditions'),
  },
  'content.feedback': {
    run: ({ client }) =>
      client.call(api.contentFeedbackEndpoint, { content: 'Great site, more fishing games please.' }),
  },

  // ---- promotions
  'promotions.available': { as: player, run: ({ client }) => client.call(api.promotionsAvailableEndpoint) },
  'promotions.merchantAvailable': { run: ({ client }) => client.call(api.promotionsMerchantAvailableEndpoint) },
  'promotions.announcements': {
    run: ({ client }) => client.call(api.promotionsAnnouncementsEndpoint, { types: 'PR', platform: 'M', version: 1 }),
  },
  'promotions.claimables': {
    as: player,
    run: ({ client }) => client.call(api.promotionsClaimablesEndpoint, { promotionType: 'DEPOSIT,RAFFLE' }),
  },
  'promotions.claimIssued': {
    as: player,
    run: ({ client }) => client.call(api.promotionsClaimIssuedEndpoint, { id: '6002' }),
  },
  'promotions.join': {
    as: player,
    run: ({ client }) => client.call(api.promotionsJoinEndpoint, { promotionId: '6005' }),
  },
  'promotions.claimRaffle': {
    as: player,
    run: ({ client }) => client.call(api.promotionsClaimRaffleEndpoint, { promotionId: '6006' }),
  },
  'promotions.claimHistory': {
    as: player,
    run: ({ client }) => client.call(api.promotionsClaimHistoryEndpoint, { pageNo: 1 }),
  },

  // ---- points
  'points.balance': {
    as: player,
    run: ({ client }) => client.call(api.pointsBalanceEndpoint),
    check: (b) => expect(b).toEqual({ balance: 2580 }),
  },
  'points.rewards': { as: player, run: ({ client }) => client.call(api.pointsRewardsEndpoint) },
  'points.redeem': {
    as: player,
    run: ({ client }) =>
      client.call(api.pointsRedeemEndpoint, { rewardId: '5001', quantity: 1, password: SEED_PASSWORD }),
    check: (_result, sandbox) => expect(sandbox.account(player).points).toBe(2080),
  },
  'points.redeemHistory': { as: player, run: ({ client }) => client.call(api.pointsRedeemHistoryEndpoint, {}) },
  'points.config': { as: player, run: ({ client }) => client.call(api.pointsConfigEndpoint) },
  'points.convert': {
    as: player,
    run: ({ client }) => client.call(api.pointsConvertEndpoint, { points: 100, password: SEED_PASSWORD }),
    check: (_result, sandbox) => expect(sandbox.account(player).main).toBe(12_355.67),
  },

  // ---- missions
  'missions.summary': { as: player, run: ({ client }) => client.call(api.missionsSummaryEndpoint) },
  'missions.leaderboard': { as: player, run: ({ client }) => client.call(api.missionsLeaderboardEndpoint, {}) },
  'missions.rules': { as: player, run: ({ client }) => client.call(api.missionsRulesEndpoint) },
  'missions.claim': { as: player, run: ({ client }) => client.call(api.missionsClaimEndpoint, { missionId: '3001' }) },

  // ---- agent
  'agent.processDividend': {
    as: agent,
    run: ({ client, sandbox }) =>
      client.call(api.agentProcessDividendEndpoint, {
        contractId: pendingFromHouse(sandbox, 'dividend'),
        action: 'accept',
      }),
  },
  'agent.processDailySalary': {
    as: agent,
    run: ({ client, sandbox }) =>
      client.call(api.agentProcessDailySalaryEndpoint, {
        contractId: pendingFromHouse(sandbox, 'dailySalary'),
        action: 'reject',
      }),
  },
  'agent.processHourSalary': {
    as: agent,
    async run({ client, sandbox }) {
      // The seeded hourly contract is already active: the house offers a new one first.
      const house = sandbox.account('house_master');
      const me = sandbox.account(agent);
      sandbox.contracts.push({
        id: 999,
        kind: 'hourSalary',
        fromId: house.id,
        toId: me.id,
        period: 'HOURLY',
        rate: 0.7,
        periodValidBet: 50_000,
        periodPnl: 0,
        activeMembers: 3,
        betAmount: 0,
        status: 'PENDING',
        createdAt: sandbox.now(),
        updatedAt: sandbox.now(),
      });
      return client.call(api.agentProcessHourSalaryEndpoint, { contractId: '999', action: 'accept' });
    },
  },
  'agent.processRealTimeSalary': {
    as: agent,
    run: ({ client, sandbox }) =>
      client.call(api.agentProcessRealTimeSalaryEndpoint, {
        contractId: pendingFromHouse(sandbox, 'realtimeSalary'),
        action: 'accept',
      }),
  },
  'agent.dividendContracts': { as: agent, run: ({ client }) => client.call(api.agentDividendContractsEndpoint, {}) },
  'agent.proposeDividend': {
    as: agent,
    run: ({ client, sandbox }) =>
      client.call(api.agentProposeDividendEndpoint, { account: downlineName(sandbox, 5), rate: 5 }),
  },
  'agent.terminateDividend': {
    as: agent,
    run: ({ client, sandbox }) => {
      const me = sandbox.account(agent);
      const contract = sandbox.contracts.find(
        (c) => c.kind === 'dividend' && c.fromId === me.id && c.status === 'ACTIVE',
      );
      return client.call(api.agentTerminateDividendEndpoint, { contractId: String(contract?.id) });
    },
  },
  'agent.dailySalaryContracts': {
    as: agent,
    run: ({ client }) => client.call(api.agentDailySalaryContractsEndpoint, {}),
  },
  'agent.proposeDailySalary': {
    as: agent,
    run: ({ client, sandbox }) =>
      client.call(api.agentProposeDailySalaryEndpoint, {
        account: downlineName(sandbox, 6),
        rate: 0.5,
        period: 'DAILY',
      }),
  },
  'agent.hourSalaryContracts': {
    as: agent,
    run: ({ client }) => client.call(api.agentHourSalaryContractsEndpoint, {}),
  },
  'agent.proposeHourSalary': {
    as: agent,
    run: ({ client, sandbox }) =>
      client.call(api.agentProposeHourSalaryEndpoint, { account: downlineName(sandbox, 7), rate: 0.3 }),
  },
  'agent.realTimeSalaryContracts': {
    as: agent,
    run: ({ client }) => client.call(api.agentRealTimeSalaryContractsEndpoint, {}),
  },
  'agent.assignRealTimeSalary': {
    as: agent,
    run: ({ client, sandbox }) =>
      client.call(api.agentAssignRealTimeSalaryEndpoint, { account: downlineName(sandbox, 8), rate: 0.2 }),
  },
  'agent.teamOverview': {
    as: agent,
    run: ({ client }) => client.call(api.agentTeamOverviewEndpoint, {}),
    check: (overview) => expect((overview as api.TeamOverview).teamSize).toBeGreaterThanOrEqual(30),
  },
  'agent.downlines': {
    as: agent,
    run: ({ client }) => client.call(api.agentDownlinesEndpoint, { pageNo: 1, pageSize: 50 }),
    check: (page) => expect((page as { list: unknown[] }).list.length).toBeGreaterThanOrEqual(30),
  },
  'agent.registerDownline': {
    as: agent,
    run: ({ client }) =>
      client.call(api.agentRegisterDownlineEndpoint, { username: 'teamnew01', password: 'Abc#12345' }),
  },
  'agent.transferToDownline': {
    as: agent,
    run: ({ client, sandbox }) =>
      client.call(api.agentTransferToDownlineEndpoint, {
        account: downlineName(sandbox, 0),
        amount: 250,
        password: SEED_PASSWORD,
      }),
  },
  'agent.transferToUpline': {
    as: agent,
    run: ({ client }) => client.call(api.agentTransferToUplineEndpoint, { amount: 100, password: SEED_PASSWORD }),
  },
  'agent.teamPnl': { as: agent, run: ({ client }) => client.call(api.agentTeamPnlEndpoint, { pageNo: 1 }) },
  'agent.referralDetails': {
    as: agent,
    run: ({ client }) => client.call(api.agentReferralDetailsEndpoint, { autoGenerate: true }),
  },
  'agent.referrals': { as: agent, run: ({ client }) => client.call(api.agentReferralsEndpoint, {}) },
  'agent.memberCount': { as: agent, run: ({ client }) => client.call(api.agentMemberCountEndpoint) },
};

describe('round trip of every call', () => {
  it('covers every endpoint the api package defines, and the sandbox answers each one', () => {
    const defined = api.endpointList.map((definition) => definition.id).sort();
    expect(Object.keys(cases).sort()).toEqual(defined);
    const answered = Object.values(sandboxRoutes())
      .flat()
      .map((route) => route.definition.id)
      .sort();
    expect(answered).toEqual(defined);
  });

  it.each(api.endpointList.map((definition) => definition.id))('%s', async (id) => {
    const testCase = cases[id];
    if (!testCase) throw new Error(`No round-trip case for ${id}`);
    const test = createTestClient(host.sandbox);
    if (testCase.as) test.signIn(testCase.as);
    const result = await testCase.run({ client: test.client, sandbox: host.sandbox, test });
    testCase.check?.(result, host.sandbox);
  });
});
