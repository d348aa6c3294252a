/** Round trips of the member calls: info, avatar, nickname and e-mail, language, VIP, records and cashback. */
import * as api from '@lobby/api';
import { expect } from 'vitest';
import { agent, mainWallet, player, type RoundTripCase, refusal, roundTrip, vip } from './case';

const customAvatar = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';

export const memberCases: Record<string, RoundTripCase> = {
  'member.info': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.memberInfoEndpoint),
    check: (info) =>
      expect(info).toEqual({
        id: '10002',
        account: player,
        nickname: 'Lucky Player',
        type: 0,
        toUpline: false,
        clubLabel: { labelName: 'Silver', rankLevel: 2 },
        memberLabel: [],
        email: 'demo.player@lobby.example',
        mobileNum: '912345678',
        payeeName: 'Nguyen Van An',
      }),
  }),
  'member.icon': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.memberIconEndpoint),
    // A stock avatar is named by its image: demo_player (10002) has the seventh.
    check: (icon) => expect(icon).toEqual({ avatarType: 'STATIC', avatar: 'avatar-07' }),
  }),
  'member.avatar': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.memberAvatarEndpoint),
    check: (avatar) => expect(avatar).toEqual({ avatarType: 'STATIC', avatar: 'avatar-07' }),
  }),
  'member.uploadAvatar': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.memberUploadAvatarEndpoint, { avatar: customAvatar, avatarType: 'CUSTOM' }),
    async check(_result, { client }) {
      expect(await client.call(api.memberAvatarEndpoint)).toEqual({ avatar: customAvatar, avatarType: 'CUSTOM' });
      expect(await client.call(api.memberIconEndpoint)).toEqual({ avatar: customAvatar, avatarType: 'CUSTOM' });
      // Back to a stock image, by its name; a name the site ships no image for is refused.
      await client.call(api.memberUploadAvatarEndpoint, { avatar: 'avatar-11', avatarType: 'STATIC' });
      expect(await client.call(api.memberAvatarEndpoint)).toEqual({ avatar: 'avatar-11', avatarType: 'STATIC' });
      expect(
        await refusal(client.call(api.memberUploadAvatarEndpoint, { avatar: 'avatar-13', avatarType: 'STATIC' })),
      ).toBe('request.invalid');
      expect(
        await refusal(
          client.call(api.memberUploadAvatarEndpoint, { avatar: 'https://example.com/a.png', avatarType: 'CUSTOM' }),
        ),
      ).toBe('request.invalid');
    },
  }),
  'member.consolidated': roundTrip({
    as: agent,
    run: ({ client }) => client.call(api.memberConsolidatedEndpoint),
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
  }),
  'member.updateLanguage': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.memberUpdateLanguageEndpoint, { language: 'cn' }),
    async check(_result, { client, sandbox }) {
      // No platform call reads the saved language back (the site keeps its own copy),
      // so, as a last resort, this reads the sandbox's record of the member.
      expect(sandbox.account(player).language).toBe('CN');
      expect(await refusal(client.call(api.memberUpdateLanguageEndpoint, { language: 'FR' }))).toBe('request.invalid');
    },
  }),
  'member.updateNickname': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.memberUpdateNicknameEndpoint, { nickname: 'Ace' }),
    async check(_result, { client }) {
      expect(await client.call(api.memberInfoEndpoint)).toMatchObject({ account: player, nickname: 'Ace' });
    },
  }),
  'member.updateEmail': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.memberUpdateEmailEndpoint, { email: 'ace@lobby.example' }),
    async check(_result, { client }) {
      // Member info does not carry the address; the password reset checks it against the account.
      await client.call(api.authForgotPasswordEmailEndpoint, { username: player, email: 'ace@lobby.example' });
      expect(
        await refusal(
          client.call(api.authForgotPasswordEmailEndpoint, { username: player, email: 'demo.player@lobby.example' }),
        ),
      ).toBe('account.email.not.match');
    },
  }),
  'member.rankProgress': roundTrip({
    as: vip,
    run: ({ client }) => client.call(api.memberRankProgressEndpoint),
    check(progress) {
      expect(progress).toMatchObject({ playerRankName: 'Diamond', rankLevel: 5, nextRankName: 'Crown' });
      expect(progress.monthlyTurnover?.expected).toBe(5_000_000);
      expect(progress.totalTurnover?.expected).toBe(60_000_000);
    },
  }),
  'member.rankRules': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.memberRankRulesEndpoint),
    check(rules) {
      expect(rules.map((rule) => rule.rankLevel)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
      expect(rules[2]).toMatchObject({ rankName: 'Silver', turnoverRequirement: 50_000, depositRequirement: 5_000 });
      expect(rules[2]?.benefits).toContain('Birthday gift ₱88');
    },
  }),
  'member.transactions': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.memberTransactionsEndpoint, { pageNo: 1, pageSize: 10 }),
    check(page) {
      expect(page.list).toHaveLength(10);
      expect(page).toMatchObject({ pageNum: 1, totalPages: 4, totalCount: 40 });
      expect(page.list[0]).toMatchObject({ txTypeName: 'Transfer to game', amount: -500, balance: 12_345.67 });
    },
  }),
  'member.transactionTypes': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.memberTransactionTypesEndpoint, { txType: 'ALL' }),
    check(types) {
      expect(types).toHaveLength(12);
      expect(types[0]).toEqual({ txTypeId: '1', txTypeName: 'Deposit' });
      expect(types).toContainEqual({ txTypeId: '8', txTypeName: 'Transfer to downline' });
    },
  }),
  'member.personalPnl': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.memberPersonalPnlEndpoint, {}),
    check(pnl) {
      expect(pnl).toEqual({
        deposit: 12_250,
        withdraw: 3_100,
        validBet: 4_671,
        win: 3_987.5,
        bonus: 240,
        rebate: 355,
        profit: 4_582.5,
      });
    },
  }),
  'member.lotteryBets': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.memberLotteryBetsEndpoint, { pageNo: 1, pageSize: 20 }),
    check(page) {
      // A fifth of the member's 80 bets are on lottery games.
      expect(page.totalCount).toBe(16);
      expect(page.list).toHaveLength(16);
      for (const bet of page.list) {
        expect(bet.orderId).toMatch(/^L/);
        expect(['SETTLED', 'UNSETTLED']).toContain(bet.status);
      }
    },
  }),
  'member.lotteryBetDetail': roundTrip({
    as: player,
    async run({ client }) {
      const page = await client.call(api.memberLotteryBetsEndpoint, { pageNo: 1, pageSize: 20 });
      const details = await Promise.all(
        page.list.map((bet) => client.call(api.memberLotteryBetDetailEndpoint, { orderId: bet.orderId })),
      );
      return { rows: page.list, details };
    },
    async check({ rows, details }, { client }) {
      expect(details.length).toBeGreaterThan(0);
      let won = 0;
      rows.forEach((row, index) => {
        const detail = details[index];
        // The detail is the same bet as its row, with the draw and the choice added.
        expect(detail).toMatchObject({
          orderId: row.orderId,
          gameName: row.gameName,
          betAmount: row.betAmount,
          winAmount: row.winAmount,
          status: row.status,
          betTime: row.betTime,
        });
        expect(detail?.numero).toMatch(/^\d{8}-\d{4}$/);
        if (row.status === 'UNSETTLED') {
          expect(detail?.drawResult ?? null).toBeNull();
          return;
        }
        const digits = (detail?.drawResult ?? '').split(',').map(Number);
        expect(digits).toHaveLength(5);
        const sum = digits.reduce((total, digit) => total + digit, 0);
        const drawnSide = /big|small/i.test(detail?.playType ?? '')
          ? sum >= 23
            ? 'Big'
            : 'Small'
          : sum % 2
            ? 'Odd'
            : 'Even';
        // A bet that paid more than its stake chose the side that was drawn; a lost one chose the other.
        const paid = (row.winAmount ?? 0) > row.betAmount;
        if (paid) won += 1;
        expect(detail?.betContent === drawnSide).toBe(paid);
      });
      expect(won).toBeGreaterThan(0);
      expect(await refusal(client.call(api.memberLotteryBetDetailEndpoint, { orderId: 'L-none' }))).toBe(
        'bet.not.exists',
      );
    },
  }),
  'member.gameBets': roundTrip({
    as: player,
    async run({ client }) {
      const all = await client.call(api.memberGameBetsEndpoint, { relay: 'ODSFE2_MemGameBet', pageSize: 200 });
      const vendor = all.list[0]?.vendor ?? '';
      const day = all.list[0]?.betTime?.slice(0, 10) ?? '';
      const filtered = await client.call(api.memberGameBetsEndpoint, {
        relay: 'ODSFE2_MemGameBet',
        vendor,
        startDate: day,
        endDate: day,
        pageNo: 1,
        pageSize: 2,
      });
      const refused = await refusal(client.call(api.memberGameBetsEndpoint, { relay: '../member/info' }));
      return { all, vendor, day, filtered, refused };
    },
    check({ all, vendor, day, filtered, refused }, { sandbox }) {
      // Every bet of the member but the lottery's, newest first.
      const seeded = sandbox.findAccount(player)?.bets.filter((bet) => !bet.betId.startsWith('L')) ?? [];
      expect(all.totalCount).toBe(seeded.length);
      expect(all.list.map((bet) => bet.orderId)).toEqual(seeded.map((bet) => bet.betId));
      const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;
      expect(all.totals).toEqual({
        betAmount: sum(seeded.map((bet) => bet.betAmount)),
        validBet: sum(seeded.map((bet) => bet.validBet)),
        winAmount: sum(all.list.map((bet) => bet.winAmount ?? 0)),
        winLoss: sum(seeded.map((bet) => bet.winLoss)),
      });
      // The vendor and the day: every row matches, the totals count every match, the page holds two.
      const matches = all.list.filter((bet) => bet.vendor === vendor && bet.betTime?.startsWith(day));
      expect(filtered.totalCount).toBe(matches.length);
      expect(filtered.list.map((bet) => bet.orderId)).toEqual(matches.slice(0, 2).map((bet) => bet.orderId));
      expect(filtered.totals.betAmount).toBe(sum(matches.map((bet) => bet.betAmount)));
      // A relay name is one path segment of letters, digits and an underscore.
      expect(refused).toBe('request.invalid');
    },
  }),
  'member.rebates': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.memberRebatesEndpoint),
    check: (rebates) =>
      expect(rebates).toEqual([
        { productType: 'RNG', validBet: 8_420, rate: 1.2, amount: 101.04 },
        { productType: 'LIVE', validBet: 12_000, rate: 0.8, amount: 96 },
        { productType: 'SPORTS', validBet: 3_150, rate: 0.5, amount: 15.75 },
      ]),
  }),
  'member.claimRebate': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.memberClaimRebateEndpoint, { productType: 'RNG' }),
    async check(_result, { client }) {
      expect((await client.call(api.memberRebatesEndpoint)).map((rebate) => rebate.productType)).toEqual([
        'LIVE',
        'SPORTS',
      ]);
      expect(mainWallet(await client.call(api.walletBalanceEndpoint))).toBe(12_446.71);
      expect((await client.call(api.memberTransactionsEndpoint, { pageNo: 1, pageSize: 1 })).list[0]).toMatchObject({
        txTypeName: 'Rebate',
        amount: 101.04,
        balance: 12_446.71,
      });
      // The payment heads the cashback history.
      const history = await client.call(api.memberRebateRecordEndpoint, { pageNo: 1, pageSize: 10 });
      expect(history.totalCount).toBe(4);
      expect(history.list[0]).toMatchObject({ productType: 'RNG', validBet: 8_420, rate: 1.2, amount: 101.04 });
    },
  }),
  'member.rebateRecord': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.memberRebateRecordEndpoint, { pageNo: 1, pageSize: 2 }),
    check(history) {
      expect(history.totalCount).toBe(3);
      expect(
        history.list.map(({ productType, validBet, rate, amount }) => ({ productType, validBet, rate, amount })),
      ).toEqual([
        { productType: 'LIVE', validBet: 9_500, rate: 0.8, amount: 76 },
        { productType: 'RNG', validBet: 6_000, rate: 1.2, amount: 72 },
      ]);
      for (const row of history.list) expect(row.time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    },
  }),
  'member.rebateRates': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.memberRebateRatesEndpoint),
    check: (rates) =>
      expect(rates).toEqual([
        { productType: 'RNG', rate: 1.2 },
        { productType: 'LIVE', rate: 0.8 },
        { productType: 'SPORTS', rate: 0.5 },
        { productType: 'LOTTERY', rate: 0.3 },
        { productType: 'FISHING', rate: 1 },
      ]),
  }),
};
