/** The member: info, avatar, language, nickname and e-mail, VIP progress, account records, P&L, rebates. */
import {
  betDetailEndpoints,
  consolidatedEndpoints,
  memberEndpoints,
  rebateEndpoints,
  recordEndpoints,
} from '@lobby/api';
import { createRandom } from '../fixtures/random';
import { rankOf, ranks } from '../fixtures/ranks';
import { fail } from '../sandbox/errors';
import {
  type Account,
  type Bet,
  type ContractKind,
  type PointRecord,
  TRIAL_TYPE,
  type TransactionType,
} from '../sandbox/model';
import type { Sandbox } from '../sandbox/sandbox';
import { money, stockAvatarNames } from '../sandbox/seed';
import { dateTime, inRange, localised, page } from './format';
import { answer, type Route } from './route';
import { scopedRecords } from './teamScope';

/** Transaction type codes of the account record (GLS2_TxCodeList). */
export const transactionTypes: readonly { id: string; type: TransactionType; EN: string; CN: string }[] = [
  { id: '1', type: 'DEPOSIT', EN: 'Deposit', CN: '存款' },
  { id: '2', type: 'WITHDRAW', EN: 'Withdrawal', CN: '提款' },
  { id: '3', type: 'TRANSFER_OUT', EN: 'Transfer to game', CN: '转入游戏' },
  { id: '4', type: 'TRANSFER_IN', EN: 'Transfer from game', CN: '游戏转出' },
  { id: '5', type: 'BONUS', EN: 'Bonus', CN: '红利' },
  { id: '6', type: 'REBATE', EN: 'Rebate', CN: '返水' },
  { id: '7', type: 'POINT_CONVERT', EN: 'Points conversion', CN: '积分兑换' },
  { id: '8', type: 'AGENT_TRANSFER_OUT', EN: 'Transfer to downline', CN: '转给下级' },
  { id: '9', type: 'AGENT_TRANSFER_IN', EN: 'Transfer from upline', CN: '上级转入' },
  { id: '10', type: 'SALARY', EN: 'Salary', CN: '工资' },
  { id: '11', type: 'DIVIDEND', EN: 'Dividend', CN: '分红' },
  { id: '12', type: 'ADJUSTMENT', EN: 'Adjustment', CN: '调整' },
];

/** The members' cashback rates, per cent of valid turnover, by product type (the seeded rebates use them). */
export const rebateRates: readonly { productType: string; rate: number }[] = [
  { productType: 'RNG', rate: 1.2 },
  { productType: 'LIVE', rate: 0.8 },
  { productType: 'SPORTS', rate: 0.5 },
  { productType: 'LOTTERY', rate: 0.3 },
  { productType: 'FISHING', rate: 1 },
];

function typeEntry(type: TransactionType) {
  return transactionTypes.find((entry) => entry.type === type) ?? transactionTypes[0];
}

/** Where the consolidated answer puts each kind: whether it is enabled, and the requests waiting for an answer. */
const contractFields: Record<
  ContractKind,
  {
    enabled: 'divtypereq' | 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype';
    pending: 'divpendingcount' | 'dailysalpendingcount' | 'hoursalpendingcount' | 'realtimesalpendingcount';
  }
> = {
  dividend: { enabled: 'divtypereq', pending: 'divpendingcount' },
  dailySalary: { enabled: 'dailysalreqtype', pending: 'dailysalpendingcount' },
  hourSalary: { enabled: 'contracthoursalreq', pending: 'hoursalpendingcount' },
  realtimeSalary: { enabled: 'realtimesalreqtype', pending: 'realtimesalpendingcount' },
};

/** What the points ledger calls each kind of change. */
const pointRecordNames: Record<PointRecord['type'], { EN: string; CN: string }> = {
  EARN: { EN: 'Points earned', CN: '获得积分' },
  REDEEM: { EN: 'Points mall redeem', CN: '积分商城兑换' },
  CONVERT: { EN: 'Points conversion', CN: '积分兑换现金' },
  MISSION: { EN: 'Mission reward', CN: '任务奖励' },
  ADJUST: { EN: 'Adjustment', CN: '调整' },
};

export function memberInfo(sandbox: Sandbox, account: Account) {
  const rank = rankOf(account.rankLevel);
  return {
    id: String(account.id),
    account: account.username,
    nickname: account.nickname,
    type: account.type,
    toUpline: account.uplineId !== null && account.type !== TRIAL_TYPE,
    clubLabel: { labelName: rank.rankName, rankLevel: rank.rankLevel },
    memberLabel: account.memberLabels.map((labelName, index) => ({ labelName, labelId: String(index + 1) })),
    mobileNum: account.mobileNum,
    email: account.email,
    payeeName: account.payeeName,
    // Not read by the client's schema, but present on the platform and handy in the sandbox.
    upline: account.uplineId === null ? null : (sandbox.accounts.get(account.uplineId)?.username ?? null),
  };
}

/** Game kinds whose bets the lottery record lists; every other kind is a third-party game's. */
const lotteryGameTypes: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);

/** What a settled bet paid back (stake included); nothing before it settles. */
function payoutOf(bet: Bet): number {
  return bet.status === 'SETTLED' ? money(bet.winLoss + bet.betAmount) : 0;
}

/** The plays a seeded lottery bet was placed on: a side of the five drawn digits' sum. */
const lotteryPlays = [
  {
    EN: 'Sum big/small',
    CN: '总和大小',
    sides: [
      { EN: 'Big', CN: '大' },
      { EN: 'Small', CN: '小' },
    ],
  },
  {
    EN: 'Sum odd/even',
    CN: '总和单双',
    sides: [
      { EN: 'Odd', CN: '单' },
      { EN: 'Even', CN: '双' },
    ],
  },
] as const;
const lotteryOdds = 1.98;

/**
 * A lottery bet in full, derived from the bet alone so it reads the same on
 * every call: the draw is numbered by the minute the bet was placed, and a
 * settled bet's chosen side agrees with the drawn digits and its result.
 */
export function lotteryBetDetail(bet: Bet, language: string) {
  const random = createRandom(bet.betId);
  const digits = Array.from({ length: 5 }, () => random.int(0, 9));
  const sum = digits.reduce((total, digit) => total + digit, 0);
  const playIndex = random.int(0, lotteryPlays.length - 1);
  const play = lotteryPlays[playIndex] ?? lotteryPlays[0];
  const drawnSide = playIndex === 0 ? (sum >= 23 ? 0 : 1) : sum % 2 === 1 ? 0 : 1;
  const won = bet.status === 'SETTLED' && bet.winLoss > 0;
  const side = bet.status === 'SETTLED' ? (won ? drawnSide : 1 - drawnSide) : random.int(0, 1);
  const multiple = random.pick([1, 2, 5, 10]);
  const betDate = new Date(bet.betTime + 8 * 3_600_000);
  const minuteOfDay = betDate.getUTCHours() * 60 + betDate.getUTCMinutes();
  const payout = payoutOf(bet);
  return {
    orderId: bet.betId,
    gameName: bet.gameName,
    numero: `${betDate.toISOString().slice(0, 10).replace(/-/g, '')}-${String(minuteOfDay + 1).padStart(4, '0')}`,
    playType: localised(play, language),
    betContent: localised(play.sides[side] ?? play.sides[0], language),
    odds: won ? money(payout / bet.betAmount) : lotteryOdds,
    multiple,
    betAmount: bet.betAmount,
    winAmount: payout,
    status: bet.status,
    drawResult: bet.status === 'UNSETTLED' ? null : digits.join(','),
    betTime: dateTime(bet.betTime),
    settleTime: bet.settleTime === null ? null : dateTime(bet.settleTime),
  };
}

function monthStart(now: number): number {
  const date = new Date(now + 8 * 3_600_000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) - 8 * 3_600_000;
}

export function memberRoutes(): Route[] {
  return [
    answer(memberEndpoints.info, ({ sandbox, member }) => memberInfo(sandbox, member())),

    answer(memberEndpoints.icon, ({ member }) => ({ avatar: member().avatar, avatarType: member().avatarType })),

    answer(memberEndpoints.avatar, ({ member }) => ({ avatar: member().avatar, avatarType: member().avatarType })),

    answer(memberEndpoints.uploadAvatar, ({ input, member }) => {
      const account = member();
      if (input.avatarType === 'CUSTOM' && !/^data:image\/(png|jpe?g|webp|gif|svg\+xml)[;,]/.test(input.avatar)) {
        fail('request.invalid', { detail: 'A custom avatar is an image data URL' });
      }
      if (input.avatarType === 'STATIC' && !stockAvatarNames.includes(input.avatar)) {
        fail('request.invalid', { detail: 'A stock avatar is named by one of the stock images' });
      }
      account.avatar = input.avatar;
      account.avatarType = input.avatarType;
      return null;
    }),

    answer(consolidatedEndpoints.consolidated, ({ sandbox, member }) => {
      const account = member();
      const value = {
        divtypereq: 0,
        dailysalreqtype: 0,
        contracthoursalreq: 0,
        realtimesalreqtype: 0,
        divpendingcount: 0,
        dailysalpendingcount: 0,
        hoursalpendingcount: 0,
        realtimesalpendingcount: 0,
      };
      for (const kind of account.contractKinds) value[contractFields[kind].enabled] = 1;
      for (const contract of sandbox.contracts) {
        if (contract.toId === account.id && contract.status === 'PENDING')
          value[contractFields[contract.kind].pending] += 1;
      }
      return value;
    }),

    answer(memberEndpoints.updateLanguage, ({ input, member }) => {
      const language = input.language.toUpperCase();
      // The interface languages the sandbox's merchants offer (the platform's dictionary has more).
      if (!['EN', 'CN', 'VI'].includes(language))
        fail('request.invalid', { detail: `Unsupported language ${input.language}` });
      member().language = language;
      return null;
    }),

    answer(memberEndpoints.updateNickname, ({ input, member }) => {
      const nickname = input.nickname.trim();
      if (nickname.length > 20) fail('request.invalid', { detail: 'A nickname has at most 20 characters' });
      member().nickname = nickname;
      return null;
    }),

    answer(memberEndpoints.updateEmail, ({ input, member }) => {
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email.trim())) fail('request.invalid', { detail: 'Invalid e-mail' });
      member().email = input.email.trim();
      return null;
    }),

    answer(memberEndpoints.rankProgress, ({ sandbox, member }) => {
      const account = member();
      const rank = rankOf(account.rankLevel);
      const next = ranks[account.rankLevel + 1];
      const since = monthStart(sandbox.now());
      const monthly = account.bets.filter((bet) => bet.betTime >= since).reduce((sum, bet) => sum + bet.validBet, 0);
      const total = account.bets.reduce((sum, bet) => sum + bet.validBet, 0);
      return {
        playerRankName: rank.rankName,
        rankLevel: rank.rankLevel,
        nextRankName: next?.rankName ?? null,
        monthlyTurnover: { actual: money(monthly), expected: next?.turnoverRequirement ?? rank.turnoverRequirement },
        totalTurnover: { actual: money(total), expected: (next?.turnoverRequirement ?? rank.turnoverRequirement) * 12 },
      };
    }),

    answer(memberEndpoints.rankRules, () =>
      ranks.map((rank) => ({
        rankLevel: rank.rankLevel,
        rankName: rank.rankName,
        turnoverRequirement: rank.turnoverRequirement,
        depositRequirement: rank.depositRequirement,
        benefits: [...rank.benefits],
      })),
    ),

    answer(recordEndpoints.transactions, ({ sandbox, input, member, language }) => {
      const account = member();
      const query = input ?? {};
      if (query.walletType === 'POINT') {
        const rows = account.pointRecords
          .filter((record) => inRange(record.time, query))
          .map((record) => ({
            id: String(record.id),
            referenceNo: `P${String(record.id).padStart(10, '0')}`,
            txTypeId: record.type,
            txTypeName: pointRecordNames[record.type][language === 'CN' ? 'CN' : 'EN'],
            amount: record.changedPoints,
            changedPoints: record.changedPoints,
            balance: record.balance,
            createTime: dateTime(record.time),
            remark: record.remark,
          }));
        return page(rows, query.pageNo, query.pageSize);
      }
      const excluded = new Set(
        (Array.isArray(query.excludeTxTypeIds) ? query.excludeTxTypeIds : (query.excludeTxTypeIds ?? '').split(','))
          .map((id) => id.trim())
          .filter(Boolean),
      );
      const rows = scopedRecords(
        sandbox,
        account,
        query,
        (owner) => owner.transactions,
        (tx) => tx.time,
      )
        .filter(({ record: tx }) => {
          const id = typeEntry(tx.txType)?.id ?? '';
          return !excluded.has(id) && (!query.txTypeId || query.txTypeId === id) && inRange(tx.time, query);
        })
        .map(({ record: tx, owner }) => {
          const type = typeEntry(tx.txType);
          return {
            ...(owner === account ? {} : { account: owner.username }),
            id: String(tx.id),
            referenceNo: tx.referenceNo,
            txTypeId: type?.id ?? null,
            txTypeName: language === 'CN' ? (type?.CN ?? null) : (type?.EN ?? null),
            amount: tx.amount,
            balance: tx.balanceAfter,
            createTime: dateTime(tx.time),
            remark: tx.status === 'PENDING' ? `${tx.remark} (pending)` : tx.remark,
          };
        });
      return page(rows, query.pageNo, query.pageSize);
    }),

    answer(recordEndpoints.transactionTypes, ({ language }) =>
      transactionTypes.map((entry) => ({ txTypeId: entry.id, txTypeName: language === 'CN' ? entry.CN : entry.EN })),
    ),

    answer(recordEndpoints.personalPnl, ({ input, member }) => {
      const account = member();
      const range = input ?? {};
      const sum = (type: TransactionType) =>
        account.transactions
          .filter((tx) => tx.txType === type && tx.status === 'SUCCESS' && inRange(tx.time, range))
          .reduce((total, tx) => total + Math.abs(tx.amount), 0);
      const bets = account.bets.filter((bet) => bet.status === 'SETTLED' && inRange(bet.betTime, range));
      const validBet = bets.reduce((total, bet) => total + bet.validBet, 0);
      const win = bets.reduce((total, bet) => total + bet.winLoss, 0);
      const bonus = sum('BONUS');
      const rebate = sum('REBATE');
      return {
        deposit: money(sum('DEPOSIT')),
        withdraw: money(sum('WITHDRAW')),
        validBet: money(validBet),
        win: money(win),
        bonus: money(bonus),
        rebate: money(rebate),
        profit: money(win + bonus + rebate),
      };
    }),

    answer(recordEndpoints.lotteryBets, ({ input, member }) => {
      const query = input ?? {};
      const rows = member()
        .bets.filter((bet) => lotteryGameTypes.has(bet.gameType) && inRange(bet.betTime, query))
        .map((bet) => ({
          orderId: bet.betId,
          gameName: bet.gameName,
          vendor: bet.vassalage,
          betAmount: bet.betAmount,
          validBet: bet.validBet,
          winAmount: payoutOf(bet),
          status: bet.status,
          betTime: dateTime(bet.betTime),
        }));
      return page(rows, query.pageNo, query.pageSize);
    }),

    answer(betDetailEndpoints.lotteryBetDetail, ({ input, member, language }) => {
      const bet = member().bets.find((each) => each.betId === input.orderId && lotteryGameTypes.has(each.gameType));
      if (!bet) fail('bet.not.exists');
      return lotteryBetDetail(bet, language);
    }),

    // Bets on third-party games, at whichever relay name the brand gives: every kind but the lottery's.
    answer(recordEndpoints.gameBets, ({ sandbox, input, member }) => {
      const caller = member();
      const kept = scopedRecords(
        sandbox,
        caller,
        input,
        (owner) => owner.bets,
        (bet) => bet.betTime,
      ).filter(
        ({ record: bet }) =>
          !lotteryGameTypes.has(bet.gameType) &&
          (!input.vendor || bet.vassalage === input.vendor) &&
          (!input.gameType || bet.gameType === input.gameType) &&
          inRange(bet.betTime, input),
      );
      const rows = kept.map(({ record }) => record);
      const sum = (value: (bet: Bet) => number) => money(rows.reduce((total, bet) => total + value(bet), 0));
      return {
        ...page(
          kept.map(({ record: bet, owner }) => ({
            ...(owner === caller ? {} : { account: owner.username }),
            orderId: bet.betId,
            gameName: bet.gameName,
            vendor: bet.vassalage,
            gameType: bet.gameType,
            betAmount: bet.betAmount,
            validBet: bet.validBet,
            winAmount: payoutOf(bet),
            winLoss: bet.winLoss,
            status: bet.status,
            betTime: dateTime(bet.betTime),
            settleTime: bet.settleTime === null ? null : dateTime(bet.settleTime),
          })),
          input.pageNo,
          input.pageSize,
        ),
        totals: {
          betAmount: sum((bet) => bet.betAmount),
          validBet: sum((bet) => bet.validBet),
          winAmount: sum(payoutOf),
          winLoss: sum((bet) => bet.winLoss),
        },
      };
    }),

    answer(rebateEndpoints.rebates, ({ member }) =>
      [...member().pendingRebates].map(([productType, rebate]) => ({ productType, ...rebate })),
    ),

    answer(rebateEndpoints.claimRebate, ({ sandbox, input, member }) => {
      const account = member();
      sandbox.requireRealAccount(account);
      const wanted = input?.productType;
      const claimable = [...account.pendingRebates].filter(([type]) => !wanted || type === wanted);
      if (claimable.length === 0) fail('promotion.not.claimable');
      for (const [type, rebate] of claimable) {
        sandbox.book(account, 'REBATE', rebate.amount, `Cashback ${type}`);
        account.pendingRebates.delete(type);
        const lastId = account.rebateHistory.reduce((highest, payment) => Math.max(highest, payment.id), 0);
        account.rebateHistory.unshift({ id: lastId + 1, productType: type, ...rebate, time: sandbox.now() });
      }
      return null;
    }),

    answer(rebateEndpoints.rebateRecord, ({ input, member }) => {
      const rows = member().rebateHistory.map((payment) => ({
        id: String(payment.id),
        productType: payment.productType,
        validBet: payment.validBet,
        rate: payment.rate,
        amount: payment.amount,
        time: dateTime(payment.time),
      }));
      return page(rows, input?.pageNo, input?.pageSize);
    }),

    answer(rebateEndpoints.rebateRates, ({ member }) => {
      member();
      return rebateRates.map((entry) => ({ ...entry }));
    }),
  ];
}
