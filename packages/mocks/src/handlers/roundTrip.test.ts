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
      api.logIn(client, {
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
    run: ({ client }) => api.logOut(client),
    check: (_result, sandbox) => expect(sandbox.sessions.size).toBe(0),
  },
  'auth.loginSms': {
    run: ({ client }) => api.requestLoginSmsCode(client, { mobileNum: '912345678', countryDialingCode: '84' }),
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
      api.changePassword(client, {
        oldPassword: '123456',
        newPassword: 'Better#2025',
        confirmNewPassword: 'Better#2025',
      }),
    check: (_result, sandbox) => expect(sandbox.account(weak).password).toBe('Better#2025'),
  },
  'auth.forgotPasswordEmail': {
    run: ({ client }) =>
      api.requestPasswordResetEmail(client, { username: player, email: 'demo.player@lobby.example' }),
    check: (_result, sandbox) => expect(sandbox.outbox.at(-1)?.channel).toBe('email'),
  },
  'auth.resetPasswordByPhone': {
    async run({ client, sandbox }) {
      await api.requestLoginSmsCode(client, { mobileNum: '912345678', countryDialingCode: '84' });
      return api.resetPasswordByPhone(client, {
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
      api.checkAffiliateCode(client, { affiliateCode: sandbox.account(agent).affiliateCode }),
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
    run: ({ client }) => api.getWhitelabel(client),
    check: (root) =>
      expect(api.moduleSwitches(root as api.SettingsNode)).toMatchObject({ DIRECTREG3: true, FREEPLAY3: true }),
  },
  'system.registerSettings': {
    run: ({ client }) => api.getRegisterSettings(client),
    check: (rules) => expect(Object.keys(rules as object)).toContain('username'),
  },
  'system.countries': {
    run: ({ client }) => api.getCountries(client),
    check: (list) => expect((list as unknown[]).length).toBeGreaterThan(30),
  },
  'system.routers': { run: ({ client }) => api.getRouters(client) },
  'system.customerService': {
    run: ({ client }) => api.resolveCustomerServiceUrl(client),
    check: (url) => expect(url).toBe('https://service.lobby.example/desk?merchant=demo&lang=EN'),
  },

  // ---- member
  'member.info': {
    as: player,
    run: ({ client }) => api.getMemberInfo(client),
    check: (info) => expect(info).toMatchObject({ account: player, clubLabel: { rankLevel: 2 } }),
  },
  'member.icon': { as: player, run: ({ client }) => api.getMemberIcon(client) },
  'member.avatar': { as: player, run: ({ client }) => api.getAvatar(client) },
  'member.uploadAvatar': {
    as: player,
    run: ({ client }) =>
      api.uploadAvatar(client, { avatar: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==', avatarType: 'CUSTOM' }),
    check: (_result, sandbox) => expect(sandbox.account(player).avatarType).toBe('CUSTOM'),
  },
  'member.consolidated': {
    as: agent,
    run: ({ client }) => api.getConsolidated(client),
    // demo_agent: all four kinds enabled; requests wait for dividend, daily and real-time salary, none for hourly.
    check: (value) =>
      expect(value).toEqual({
        divtypereq: true,
        dailysalreqtype: true,
        contracthoursalreq: true,
        realtimesalreqtype: true,
        divpendingcount: 1,
        dailysalpendingcount: 1,
        hoursalpendingcount: 0,
        realtimesalpendingcount: 1,
      }),
  },
  'member.updateLanguage': { as: player, run: ({ client }) => api.updateLanguage(client, { language: 'CN' }) },
  'member.updateProfile': {
    as: player,
    run: ({ client }) => api.updateProfile(client, { nickname: 'Ace', line: 'ace_line' }),
  },
  'member.updateNickname': { as: player, run: ({ client }) => api.updateNickname(client, { nickname: 'Ace' }) },
  'member.updateEmail': { as: player, run: ({ client }) => api.updateEmail(client, { email: 'ace@lobby.example' }) },
  'member.rankProgress': { as: vip, run: ({ client }) => api.getRankProgress(client) },
  'member.rankRules': { as: player, run: ({ client }) => api.getRankRules(client) },
  'member.transactions': {
    as: player,
    run: ({ client }) => api.getTransactions(client, { pageNo: 1, pageSize: 10 }),
    check: (page) => expect((page as { list: unknown[] }).list).toHaveLength(10),
  },
  'member.transactionTypes': { as: player, run: ({ client }) => api.getTransactionTypes(client, { txType: 'ALL' }) },
  'member.personalPnl': { as: player, run: ({ client }) => api.getPersonalPnl(client, {}) },
  'member.lotteryBets': { as: player, run: ({ client }) => api.getLotteryBets(client, { pageNo: 1, pageSize: 20 }) },
  'member.rebates': { as: player, run: ({ client }) => api.getRebates(client) },
  'member.claimRebate': { as: player, run: ({ client }) => api.claimRebate(client, { productType: 'RNG' }) },

  // ---- wallet
  'wallet.balance': {
    as: player,
    run: ({ client }) => api.getBalance(client),
    check: (balance) => expect(balance).toMatchObject({ sumBalance: 12_345.67 }),
  },
  'wallet.transfer': {
    as: player,
    run: ({ client }) => api.transferToGameWallet(client, { vassalage: 'PP', amount: 100, direction: 'IN' }),
    check: (_result, sandbox) => expect(sandbox.account(player).vendorWallets.get('PP')).toBe(100),
  },
  'wallet.merchantWallet': { as: player, run: ({ client }) => api.getMerchantWallet(client) },
  'wallet.recall': {
    as: vip,
    run: ({ client, sandbox }) => api.recallGameWallets(client, { customerId: String(sandbox.account(vip).id) }),
  },
  'wallet.turnoverInfo': { as: player, run: ({ client }) => api.getTurnoverInfo(client) },
  'wallet.depositSettings': { as: player, run: ({ client }) => api.getDepositSettings(client) },
  'wallet.depositMethods': { as: player, run: ({ client }) => api.getDepositMethods(client) },
  'wallet.depositChannels': { as: player, run: ({ client }) => api.getDepositChannels(client, {}) },
  'wallet.depositPromotions': { as: player, run: ({ client }) => api.getDepositPromotions(client, { amount: 500 }) },
  'wallet.depositByLaunchUrl': {
    as: player,
    run: ({ client }) => api.depositByLaunchUrl(client, { amount: 500, vendorId: 'PAYPRO', bankCode: 'BDO' }),
    check: (result) => expect((result as { redirectUrl: string }).redirectUrl).toMatch(/\/__sandbox\/cdn\/pay\/\d+$/),
  },
  'wallet.depositByQr': { as: player, run: ({ client }) => api.depositByQr(client, { amount: 300, vendorId: 'QRPH' }) },
  'wallet.cancelDeposit': {
    as: player,
    run: ({ client, sandbox }) => {
      const pending = sandbox.account(player).deposits.find((record) => record.status === 'PENDING');
      return api.cancelDeposit(client, { depositId: String(pending?.depositId) });
    },
  },
  'wallet.depositRecords': { as: player, run: ({ client }) => api.getDepositRecords(client, { pageNo: 1 }) },
  'wallet.withdrawSettings': { as: player, run: ({ client }) => api.getWithdrawSettings(client, { groupId: '0' }) },
  'wallet.withdrawMethods': { as: player, run: ({ client }) => api.getWithdrawMethods(client) },
  'wallet.withdrawAccountInfo': { as: player, run: ({ client }) => api.getWithdrawAccountInfo(client, {}) },
  'wallet.withdrawCharges': {
    as: player,
    run: ({ client }) => api.getWithdrawCharges(client, { withdrawAmount: 500, withdrawType: 'EW' }),
    check: (result) => expect(result).toEqual({ fee: 10 }),
  },
  'wallet.withdraw': {
    as: vip,
    run: ({ client, sandbox }) =>
      api.withdraw(client, {
        check: 'v2',
        amount: 1000,
        bankCardId: String(sandbox.account(vip).bankCards[0]?.bankCardId),
        password: SEED_PAYMENT_PASSWORD,
      }),
    check: (_result, sandbox) => expect(sandbox.account(vip).main).toBe(888_888 - 1000),
  },
  'wallet.withdrawRecords': { as: player, run: ({ client }) => api.getWithdrawRecords(client, {}) },
  'wallet.banks': { as: player, run: ({ client }) => api.getBanks(client, { merchantCode: 'demo' }) },
  'wallet.bindBankCard': {
    as: player,
    run: ({ client }) =>
      api.bindBankCard(client, {
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
      api.removeBankCard(client, {
        bankCardId: String(sandbox.account(player).bankCards[1]?.bankCardId),
        password: SEED_PAYMENT_PASSWORD,
      }),
  },
  'wallet.hasPaymentPassword': {
    as: weak,
    run: ({ client }) => api.hasPaymentPassword(client),
    check: (result) => expect(result).toBe(false),
  },
  'wallet.setPaymentPassword': {
    as: weak,
    run: ({ client }) =>
      api.setPaymentPassword(client, { paymentPassword: '246810', confirmPaymentPassword: '246810' }),
  },
  'wallet.changePaymentPassword': {
    as: player,
    run: ({ client }) =>
      api.changePaymentPassword(client, {
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
  'games.favoriteIds': { as: player, run: ({ client }) => api.getFavoriteGameIds(client) },
  'games.favoriteGames': { as: player, run: ({ client }) => api.getFavoriteGames(client, { pageNo: 1, pageSize: 24 }) },
  'games.addFavorite': {
    as: player,
    run: ({ client, sandbox }) => {
      const game = sandbox.catalogue.index.gamesByVendor.get('JILI')?.[40];
      return api.addFavoriteGame(client, { nodeId: String(game?.nodeId), vendor: 'JILI', gameType: 'RNG' });
    },
  },
  'games.removeFavorite': {
    as: player,
    run: ({ client, sandbox }) => {
      const game = sandbox.catalogue.index.gameById.get(sandbox.account(player).favorites[0] ?? 0);
      return api.removeFavoriteGame(client, {
        nodeId: String(game?.nodeId),
        vendor: game?.vassalage ?? '',
        gameType: 'RNG',
      });
    },
    check: (_result, sandbox) => expect(sandbox.account(player).favorites).toHaveLength(7),
  },
  'games.recentGames': { as: player, run: ({ client }) => api.getRecentGames(client) },
  'games.pvpRooms': { as: player, run: ({ client }) => api.getPvpRooms(client, { vassalage: 'KM' }) },
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
  'lottery.vnMenus': { run: ({ client }) => api.getVnLotteryMenus(client) },
  'lottery.vnRecent': {
    as: player,
    async run({ client }) {
      await api.launchLottery(client, { lottoGameCode: 'VN_N_HN', lottoView: 'betting', lottoArea: 'VN' });
      return api.getVnRecentLotteries(client);
    },
    check: (list) => expect((list as api.LotteryGame[])[0]?.gameCode).toBe('VN_N_HN'),
  },
  'lottery.vnOpenedNumeros': {
    run: ({ client }) => api.getVnOpenedNumeros(client, { gameCode: 'VN_F_1M', count: 10 }),
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
    run: ({ client }) => api.getUnreadCount(client),
    check: (n) => expect(n).toBe(4),
  },
  'content.unreadCountV2': {
    as: player,
    run: ({ client }) => api.getUnreadCountV2(client),
    check: (n) => expect(n).toBe(4),
  },
  'content.inbox': { as: player, run: ({ client }) => api.getInbox(client, { page: 1, size: 5 }) },
  'content.markRead': {
    as: player,
    run: ({ client, sandbox }) => api.markMessagesRead(client, { ids: [String(sandbox.account(player).inbox[0]?.id)] }),
  },
  'content.deleteMessages': {
    as: player,
    run: ({ client, sandbox }) =>
      api.deleteMessages(client, {
        inboxIds: sandbox
          .account(player)
          .inbox.slice(0, 2)
          .map((m) => String(m.id)),
      }),
    check: (_result, sandbox) => expect(sandbox.account(player).inbox).toHaveLength(10),
  },
  'content.helpCenter': {
    run: ({ client }) => api.getHelpCenter(client),
    check: (items) =>
      expect((items as api.HelpItem[]).map((item) => item.title)).toContain('General Terms and Conditions'),
  },
  'content.feedback': {
    run: ({ client }) => api.sendFeedback(client, { content: 'Great site, more fishing games please.' }),
  },

  // ---- promotions
  'promotions.available': { as: player, run: ({ client }) => api.getAvailablePromotions(client) },
  'promotions.merchantAvailable': { run: ({ client }) => api.getMerchantPromotions(client) },
  'promotions.announcements': {
    run: ({ client }) => api.getPromotionPages(client, { types: 'PR', platform: 'M', version: 1 }),
  },
  'promotions.claimables': {
    as: player,
    run: ({ client }) => api.getClaimables(client, { promotionType: 'DEPOSIT,RAFFLE' }),
  },
  'promotions.claimIssued': { as: player, run: ({ client }) => api.claimIssuedPromotion(client, { id: '6002' }) },
  'promotions.join': { as: player, run: ({ client }) => api.joinPromotion(client, { promotionId: '6005' }) },
  'promotions.claimRaffle': {
    as: player,
    run: ({ client }) => api.claimRafflePromotion(client, { promotionId: '6006' }),
  },
  'promotions.claimHistory': { as: player, run: ({ client }) => api.getClaimHistory(client, { pageNo: 1 }) },

  // ---- points
  'points.balance': {
    as: player,
    run: ({ client }) => api.getPointBalance(client),
    check: (b) => expect(b).toEqual({ balance: 2580 }),
  },
  'points.rewards': { as: player, run: ({ client }) => api.getPointRewards(client) },
  'points.redeem': {
    as: player,
    run: ({ client }) => api.redeemPointReward(client, { rewardId: '5001', quantity: 1, password: SEED_PASSWORD }),
    check: (_result, sandbox) => expect(sandbox.account(player).points).toBe(2080),
  },
  'points.redeemHistory': { as: player, run: ({ client }) => api.getRedeemHistory(client, {}) },
  'points.config': { as: player, run: ({ client }) => api.getPointConfig(client) },
  'points.convert': {
    as: player,
    run: ({ client }) => api.convertPoints(client, { points: 100, password: SEED_PASSWORD }),
    check: (_result, sandbox) => expect(sandbox.account(player).main).toBe(12_355.67),
  },

  // ---- missions
  'missions.summary': { as: player, run: ({ client }) => api.getMissionSummary(client) },
  'missions.leaderboard': { as: player, run: ({ client }) => api.getMissionLeaderboard(client, {}) },
  'missions.rules': { as: player, run: ({ client }) => api.getMissionRules(client) },
  'missions.claim': { as: player, run: ({ client }) => api.claimMissionReward(client, { missionId: '3001' }) },

  // ---- agent
  'agent.processDividend': {
    as: agent,
    run: ({ client, sandbox }) =>
      api.processDividendRequest(client, { contractId: pendingFromHouse(sandbox, 'dividend'), action: 'accept' }),
  },
  'agent.processDailySalary': {
    as: agent,
    run: ({ client, sandbox }) =>
      api.processDailySalaryContract(client, {
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
      return api.processHourSalaryContract(client, { contractId: '999', action: 'accept' });
    },
  },
  'agent.processRealTimeSalary': {
    as: agent,
    run: ({ client, sandbox }) =>
      api.processRealTimeSalaryContract(client, {
        contractId: pendingFromHouse(sandbox, 'realtimeSalary'),
        action: 'accept',
      }),
  },
  'agent.dividendContracts': { as: agent, run: ({ client }) => api.getDividendContracts(client, {}) },
  'agent.proposeDividend': {
    as: agent,
    run: ({ client, sandbox }) => api.proposeDividendContract(client, { account: downlineName(sandbox, 5), rate: 5 }),
  },
  'agent.terminateDividend': {
    as: agent,
    run: ({ client, sandbox }) => {
      const me = sandbox.account(agent);
      const contract = sandbox.contracts.find(
        (c) => c.kind === 'dividend' && c.fromId === me.id && c.status === 'ACTIVE',
      );
      return api.terminateDividendContract(client, { contractId: String(contract?.id) });
    },
  },
  'agent.dailySalaryContracts': { as: agent, run: ({ client }) => api.getDailySalaryContracts(client, {}) },
  'agent.proposeDailySalary': {
    as: agent,
    run: ({ client, sandbox }) =>
      api.proposeDailySalaryContract(client, { account: downlineName(sandbox, 6), rate: 0.5, period: 'DAILY' }),
  },
  'agent.hourSalaryContracts': { as: agent, run: ({ client }) => api.getHourSalaryContracts(client, {}) },
  'agent.proposeHourSalary': {
    as: agent,
    run: ({ client, sandbox }) =>
      api.proposeHourSalaryContract(client, { account: downlineName(sandbox, 7), rate: 0.3 }),
  },
  'agent.realTimeSalaryContracts': { as: agent, run: ({ client }) => api.getRealTimeSalaryContracts(client, {}) },
  'agent.assignRealTimeSalary': {
    as: agent,
    run: ({ client, sandbox }) =>
      api.assignRealTimeSalaryContract(client, { account: downlineName(sandbox, 8), rate: 0.2 }),
  },
  'agent.teamOverview': {
    as: agent,
    run: ({ client }) => api.getTeamOverview(client, {}),
    check: (overview) => expect((overview as api.TeamOverview).teamSize).toBeGreaterThanOrEqual(30),
  },
  'agent.downlines': {
    as: agent,
    run: ({ client }) => api.getDownlines(client, { pageNo: 1, pageSize: 50 }),
    check: (page) => expect((page as { list: unknown[] }).list.length).toBeGreaterThanOrEqual(30),
  },
  'agent.registerDownline': {
    as: agent,
    run: ({ client }) => api.registerDownline(client, { username: 'teamnew01', password: 'Abc#12345' }),
  },
  'agent.transferToDownline': {
    as: agent,
    run: ({ client, sandbox }) =>
      api.transferToDownline(client, { account: downlineName(sandbox, 0), amount: 250, password: SEED_PASSWORD }),
  },
  'agent.transferToUpline': {
    as: agent,
    run: ({ client }) => api.transferToUpline(client, { amount: 100, password: SEED_PASSWORD }),
  },
  'agent.teamPnl': { as: agent, run: ({ client }) => api.getTeamPnl(client, { pageNo: 1 }) },
  'agent.referralDetails': { as: agent, run: ({ client }) => api.getReferralDetails(client, { autoGenerate: true }) },
  'agent.referrals': { as: agent, run: ({ client }) => api.getReferrals(client, {}) },
  'agent.memberCount': { as: agent, run: ({ client }) => api.getTeamMemberCount(client) },
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
