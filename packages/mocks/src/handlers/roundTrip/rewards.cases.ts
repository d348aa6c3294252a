/** Round trips of the content calls (notices, mailbox, help, feedback) and the rewards centre (promotions, points, missions). */
import * as api from '@lobby/api';
import * as v from 'valibot';
import { expect } from 'vitest';
import { SEED_PAYMENT_PASSWORD } from '../../sandbox/seed';
import { mainWallet, player, type RoundTripCase, refusal, roundTrip, vip } from './case';

export const rewardsCases: Record<string, RoundTripCase> = {
  // ---- content
  'content.announcements': roundTrip({
    run: ({ client }) => api.getAnnouncements(client, { types: ['B', 'PU', 'PR'] }),
    check(result) {
      expect(result.banners.map((banner) => banner.groupName)).toContain('w_login');
      expect(result.popup.length).toBeGreaterThan(0);
      expect(result.popup.every((notice) => notice.type === 'PU')).toBe(true);
      expect(result.promotion.every((notice) => notice.type === 'PR')).toBe(true);
    },
  }),
  'content.unreadCount': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.contentUnreadCountEndpoint),
    check: (count) => expect(count).toBe(4),
  }),
  'content.unreadCountV2': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.contentUnreadCountV2Endpoint),
    check: (count) => expect(count).toBe(4),
  }),
  'content.inbox': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.contentInboxEndpoint, { page: 1, size: 5 }),
    check(page) {
      expect(page.totalCount).toBe(12);
      expect(page.list.map((message) => [message.id, message.title, message.read])).toEqual([
        ['1', 'Welcome to Lobby', false],
        ['2', 'Deposit received', false],
        ['3', 'Withdrawal completed', false],
        ['4', 'Daily rebate paid', false],
        ['5', 'VIP rank review', true],
      ]);
    },
  }),
  'content.markRead': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.contentMarkReadEndpoint, { ids: ['2'] }),
    async check(_result, { client }) {
      expect(await client.call(api.contentUnreadCountEndpoint)).toBe(3);
      const inbox = await client.call(api.contentInboxEndpoint, { page: 1, size: 5 });
      expect(inbox.list.map((message) => message.read)).toEqual([false, true, false, false, true]);
    },
  }),
  'content.deleteMessages': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.contentDeleteMessagesEndpoint, { inboxIds: ['1', '2'] }),
    async check(_result, { client }) {
      const inbox = await client.call(api.contentInboxEndpoint, { page: 1, size: 20 });
      expect(inbox.totalCount).toBe(10);
      expect(inbox.list[0]?.title).toBe('Withdrawal completed');
      expect(inbox.list.map((message) => message.id)).not.toContain('1');
      expect(await client.call(api.contentUnreadCountEndpoint)).toBe(2);
    },
  }),
  'content.outbox': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.contentOutboxEndpoint, { page: 1, size: 10 }),
    // The seed has written nothing: the outbox starts empty.
    check: (page) => expect(page).toEqual({ list: [], pageNum: 1, totalPages: 1, totalCount: 0 }),
  }),
  'content.sendMessage': roundTrip({
    as: player,
    async run({ client }) {
      await client.call(api.contentSendMessageEndpoint, { title: 'First question', content: 'Hello' });
      return client.call(api.contentSendMessageEndpoint, {
        title: '  Deposit not credited  ',
        content: 'My deposit of 500 at 10:20 has not arrived.',
      });
    },
    async check(result, { client, clientOf }) {
      expect(result).toEqual({ id: expect.stringMatching(/^\d+$/) });
      const outbox = await client.call(api.contentOutboxEndpoint, { page: 1, size: 10 });
      expect(outbox.totalCount).toBe(2);
      // Newest first, trimmed, with the time it was sent.
      expect(outbox.list[0]).toMatchObject({
        id: v.parse(v.object({ id: v.string() }), result).id,
        title: 'Deposit not credited',
        content: 'My deposit of 500 at 10:20 has not arrived.',
        createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      });
      expect(outbox.list[1]?.title).toBe('First question');
      // Another player's outbox stays empty, and a blank title is refused.
      expect((await clientOf(vip).call(api.contentOutboxEndpoint, { page: 1, size: 10 })).totalCount).toBe(0);
      await expect(
        refusal(client.call(api.contentSendMessageEndpoint, { title: '   ', content: 'No title' })),
      ).resolves.toBeDefined();
      expect((await client.call(api.contentOutboxEndpoint)).totalCount).toBe(2);
    },
  }),
  'content.helpCenter': roundTrip({
    run: ({ client }) => client.call(api.contentHelpCenterEndpoint),
    check(items) {
      expect(items).toHaveLength(12);
      expect(items.map((item) => item.title)).toContain('General Terms and Conditions');
      expect(items.every((item) => item.content.startsWith('<'))).toBe(true);
    },
  }),
  'content.feedback': roundTrip({
    run: ({ client }) =>
      client.call(api.contentFeedbackEndpoint, { content: 'Great site, more fishing games please.' }),
    check(result, { sandbox }) {
      expect(result).toEqual({ id: expect.stringMatching(/^\d+$/) });
      // Feedback goes to the back office: no platform call reads it, so, as a last
      // resort, this reads the sandbox's record of visitors' feedback.
      expect(sandbox.feedback.at(-1)).toMatchObject({ content: 'Great site, more fishing games please.', images: [] });
      expect(String(sandbox.feedback.at(-1)?.id)).toBe(v.parse(v.object({ id: v.string() }), result).id);
    },
  }),

  // ---- promotions
  'promotions.available': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.promotionsAvailableEndpoint),
    check(promotions) {
      // Only what waits for the member: to join, to claim, or issued. Already claimed (6001, 6008), signed up
      // (6007), applying (6015), rejected (6012), not started (6013) and ended (6014) are left out.
      expect(promotions.map((promotion) => [promotion.promotionId, promotion.status])).toEqual([
        ['6002', 'CLAIM'],
        ['6005', 'JOIN'],
        ['6006', 'CLAIM'],
        ['6010', 'ISSUED'],
        ['6011', 'CLAIM'],
      ]);
    },
  }),
  'promotions.merchantAvailable': roundTrip({
    run: ({ client }) => client.call(api.promotionsMerchantAvailableEndpoint),
    check(promotions) {
      // The running ones: not the one to come (6013) nor the ended one (6014).
      expect(promotions.map((promotion) => promotion.promotionId)).toHaveLength(13);
      expect(promotions.map((promotion) => promotion.promotionId)).not.toContain('6013');
      expect(promotions.find((promotion) => promotion.promotionId === '6003')).toMatchObject({
        promotionType: 'REBATE',
        status: 'IN_PROGRESS',
      });
      expect(promotions.find((promotion) => promotion.promotionId === '6005')?.status).toBe('JOIN');
    },
  }),
  'promotions.announcements': roundTrip({
    run: ({ client }) => client.call(api.promotionsAnnouncementsEndpoint, { types: 'PR', platform: 'M', version: 1 }),
    async check(result, { clientOf }) {
      expect(result.announcements[0]).toMatchObject({
        id: '6001',
        title: '100% welcome bonus',
        additionalContents: '<p>Turnover requirement: 15x the bonus.</p>',
        category: 'NEW',
      });
      expect(result.announcements[0]?.announcementImages).toHaveLength(1);
      // A visitor sees what anyone may do, and the windows.
      expect(result.announcements.map((page) => page.status)).not.toContain('CLAIMED');
      expect(result.announcements.find((page) => page.id === '6013')?.status).toBe('COMING_SOON');
      expect(result.announcements.find((page) => page.id === '6014')?.status).toBe('CLOSED');
      // demo_player's promotions are in every one of the ten activity statuses.
      const asMember = await clientOf(player).call(api.promotionsAnnouncementsEndpoint, {
        types: 'PR',
        platform: 'M',
        version: 1,
      });
      expect(new Set(asMember.announcements.map((page) => page.status))).toEqual(
        new Set([
          'JOIN',
          'CLAIM',
          'APPLYING',
          'CLOSED',
          'REJECTED',
          'ISSUED',
          'CLAIMED',
          'IN_PROGRESS',
          'SIGNED',
          'COMING_SOON',
        ]),
      );
      expect(asMember.announcements.find((page) => page.id === '6001')).toMatchObject({
        status: 'CLAIMED',
        startTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} 00:00:00$/),
      });
    },
  }),
  'promotions.categories': roundTrip({
    run: ({ client }) => client.call(api.promotionsCategoriesEndpoint),
    async check(categories, { client }) {
      expect(categories.map((category) => category.code)).toEqual(['NEW', 'SPORTS', 'LIVE', 'RNG', 'FISH', 'LOTT']);
      expect(categories[0]).toEqual({ code: 'NEW', name: 'New members' });
      // Each tab holds pages: the codes are the ones the pages carry.
      const pages = await client.call(api.promotionsAnnouncementsEndpoint, { types: 'PR', platform: 'M', version: 1 });
      for (const category of categories) {
        expect(pages.announcements.some((page) => page.category === category.code)).toBe(true);
      }
    },
  }),
  'promotions.raffleStatus': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.promotionsRaffleStatusEndpoint),
    async check(raffles, { client }) {
      expect(raffles.map((raffle) => [raffle.promotionId, raffle.status, raffle.prize ?? null])).toEqual([
        ['6006', 'CLAIM', null],
        ['6013', 'COMING_SOON', null],
      ]);
      await client.call(api.promotionsClaimRaffleEndpoint, { promotionId: '6006' });
      const opened = await client.call(api.promotionsRaffleStatusEndpoint);
      expect(opened[0]).toMatchObject({ promotionId: '6006', status: 'CLAIMED', prize: 8 });
    },
  }),
  'promotions.claimables': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.promotionsClaimablesEndpoint, { promotionType: 'DEPOSIT,RAFFLE' }),
    check: (claimables) =>
      expect(claimables.map((claimable) => [claimable.id, claimable.amount, claimable.status])).toEqual([
        ['6001', 500, 'CLAIMED'],
        ['6002', 100, 'ISSUED'],
        ['6006', 888, 'ISSUED'],
        ['6011', 200, 'ISSUED'],
      ]),
  }),
  'promotions.claimIssued': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.promotionsClaimIssuedEndpoint, { id: '6002' }),
    async check(result, { client }) {
      expect(result).toEqual({ amount: 100, status: 'CLAIMED' });
      expect(mainWallet(await client.call(api.walletBalanceEndpoint))).toBe(12_445.67);
      expect((await client.call(api.promotionsClaimHistoryEndpoint, {})).list[0]).toMatchObject({
        id: '6002',
        amount: 100,
        status: 'CLAIMED',
      });
      const claimables = await client.call(api.promotionsClaimablesEndpoint, { promotionType: 'DEPOSIT' });
      expect(claimables.find((claimable) => claimable.id === '6002')?.status).toBe('CLAIMED');
      expect(await refusal(client.call(api.promotionsClaimIssuedEndpoint, { id: '6002' }))).toBe(
        'promotion.already.claimed',
      );
      // An issued bonus pays what was issued; one still to join, or rejected, pays nothing.
      expect(await client.call(api.promotionsClaimIssuedEndpoint, { id: '6010' })).toEqual({
        amount: 288,
        status: 'CLAIMED',
      });
      expect(await refusal(client.call(api.promotionsClaimIssuedEndpoint, { id: '6005' }))).toBe(
        'promotion.not.claimable',
      );
      expect(await refusal(client.call(api.promotionsClaimIssuedEndpoint, { id: '6012' }))).toBe(
        'promotion.not.claimable',
      );
    },
  }),
  'promotions.join': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.promotionsJoinEndpoint, { promotionId: '6005' }),
    async check(result, { client }) {
      expect(result).toEqual({ status: 'APPLYING' });
      expect((await client.call(api.promotionsClaimHistoryEndpoint, {})).list[0]).toMatchObject({
        id: '6005',
        amount: 0,
        status: 'APPLYING',
      });
      expect(
        (await client.call(api.promotionsAvailableEndpoint)).map((promotion) => promotion.promotionId),
      ).not.toContain('6005');
    },
  }),
  'promotions.claimRaffle': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.promotionsClaimRaffleEndpoint, { promotionId: '6006' }),
    async check(result, { client }) {
      // The draw is fixed per member: demo_player always wins 8.
      expect(result).toEqual({ prize: 8, status: 'CLAIMED' });
      expect(mainWallet(await client.call(api.walletBalanceEndpoint))).toBe(12_353.67);
      expect((await client.call(api.promotionsClaimHistoryEndpoint, {})).list[0]).toMatchObject({
        id: '6006',
        amount: 8,
        status: 'CLAIMED',
      });
    },
  }),
  'promotions.claimHistory': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.promotionsClaimHistoryEndpoint, { pageNo: 1 }),
    check: (page) =>
      expect(page.list.map((claim) => [claim.id, claim.title, claim.amount, claim.status])).toEqual([
        ['6015', 'Birthday bonus', 0, 'APPLYING'],
        ['6010', 'VIP upgrade bonus', 288, 'ISSUED'],
        ['6008', '7-day check-in', 77, 'CLAIMED'],
        ['6007', 'Sign-up gift', 0, 'SIGNED'],
        ['6012', 'Lottery lucky number', 0, 'REJECTED'],
        ['6001', '100% welcome bonus', 500, 'CLAIMED'],
      ]),
  }),

  // ---- points
  'points.balance': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.pointsBalanceEndpoint),
    check: (balance) => expect(balance).toEqual({ balance: 2_580 }),
  }),
  'points.rewards': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.pointsRewardsEndpoint),
    check(rewards) {
      expect(rewards[0]).toMatchObject({ rewardId: '5001', name: '₱50 cash', type: 'CASH', pointsRequirement: 500 });
      expect(rewards.map((reward) => reward.rewardId)).toContain('5005');
    },
  }),
  'points.redeem': roundTrip({
    as: player,
    run: ({ client }) =>
      client.call(api.pointsRedeemEndpoint, { rewardId: '5001', quantity: 1, password: SEED_PAYMENT_PASSWORD }),
    async check(result, { client }) {
      expect(result).toEqual({ points: 2_080, status: 'APPROVED' });
      expect(await client.call(api.pointsBalanceEndpoint)).toEqual({ balance: 2_080 });
      // A cash reward is paid at once.
      expect(mainWallet(await client.call(api.walletBalanceEndpoint))).toBe(12_395.67);
      expect((await client.call(api.pointsRedeemHistoryEndpoint, {})).list[0]).toMatchObject({
        name: '₱50 cash',
        quantity: 1,
        pointsRequirement: 500,
        status: 'APPROVED',
      });
      // The points ledger has the change and the balance after it.
      const ledger = await client.call(api.memberTransactionsEndpoint, { walletType: 'POINT', pageNo: 1, pageSize: 1 });
      expect(ledger.list[0]).toMatchObject({ changedPoints: -500, balance: 2_080, remark: '₱50 cash' });
    },
  }),
  'points.redeemHistory': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.pointsRedeemHistoryEndpoint, {}),
    check: (page) =>
      expect(page.list.map((record) => [record.name, record.quantity, record.status])).toEqual([
        ['₱50 cash', 1, 'APPLYING'],
        ['Lucky draw ticket', 2, 'APPROVED'],
        ['₱50 cash', 1, 'APPROVED'],
        ['Lucky draw ticket', 2, 'REJECTED'],
        ['₱50 cash', 1, 'APPROVED'],
        ['Lucky draw ticket', 2, 'APPROVED'],
      ]),
  }),
  'points.config': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.pointsConfigEndpoint),
    check: (config) =>
      expect(config).toEqual({
        rates: [
          { productType: 'LIVE', rate: 0.7 },
          { productType: 'SPORTS', rate: 1 },
          { productType: 'FISH', rate: 1.2 },
          { productType: 'RNG', rate: 1.2 },
          { productType: 'PVP', rate: 1 },
        ],
        expires: false,
        pointsPerCash: 10,
      }),
  }),
  'points.convert': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.pointsConvertEndpoint, { points: 100, password: SEED_PAYMENT_PASSWORD }),
    async check(result, { client }) {
      // Ten points make one unit of cash.
      expect(result).toEqual({ points: 2_480, amount: 10 });
      expect(await client.call(api.pointsBalanceEndpoint)).toEqual({ balance: 2_480 });
      expect(mainWallet(await client.call(api.walletBalanceEndpoint))).toBe(12_355.67);
      expect((await client.call(api.memberTransactionsEndpoint, { pageNo: 1, pageSize: 1 })).list[0]).toMatchObject({
        txTypeName: 'Points conversion',
        amount: 10,
      });
      expect(
        (await client.call(api.memberTransactionsEndpoint, { walletType: 'POINT', pageNo: 1, pageSize: 1 })).list[0],
      ).toMatchObject({ changedPoints: -100, balance: 2_480 });
    },
  }),

  // ---- missions
  'missions.summary': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.missionsSummaryEndpoint),
    check(summary) {
      expect(summary.count).toBe(2);
      expect(summary.missions.map((mission) => [mission.missionId, mission.status])).toEqual([
        ['3001', 'COMPLETED'],
        ['3002', 'COMPLETED'],
        ['3003', 'IN_PROGRESS'],
        ['3004', 'IN_PROGRESS'],
        ['3005', 'IN_PROGRESS'],
        ['3006', 'IN_PROGRESS'],
      ]);
    },
  }),
  'missions.leaderboard': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.missionsLeaderboardEndpoint, {}),
    check(board) {
      expect(board.list.map((entry) => entry.rank)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
      const scores = board.list.map((entry) => entry.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(board.list.slice(0, 3).map((entry) => entry.reward)).toEqual([888, 588, 388]);
    },
  }),
  'missions.rules': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.missionsRulesEndpoint),
    check: (rules) =>
      expect(rules.map((rule) => rule.title)).toEqual(['Mission periods', 'Claiming rewards', 'Leaderboard']),
  }),
  'missions.claim': roundTrip({
    as: player,
    async run({ client }) {
      const before = await client.call(api.missionsLeaderboardEndpoint, {});
      return { before, result: await client.call(api.missionsClaimEndpoint, { missionId: '3001' }) };
    },
    async check({ before, result }, { client }) {
      expect(result).toEqual({ amount: 1, points: 10 });
      const summary = await client.call(api.missionsSummaryEndpoint);
      expect(summary.count).toBe(1);
      expect(summary.missions[0]).toMatchObject({ missionId: '3001', status: 'CLAIMED' });
      expect(await client.call(api.pointsBalanceEndpoint)).toEqual({ balance: 2_590 });
      expect(mainWallet(await client.call(api.walletBalanceEndpoint))).toBe(12_346.67);
      expect(await refusal(client.call(api.missionsClaimEndpoint, { missionId: '3001' }))).toBe(
        'promotion.already.claimed',
      );
      // A claimed mission still counts towards the leaderboard score.
      expect((await client.call(api.missionsLeaderboardEndpoint, {})).myScore).toBe(before.myScore);
    },
  }),
};
