/**
 * Seed accounts and their histories. Everything is derived from the catalogue
 * seed and the sandbox clock at reset, so a reset always gives the same state
 * relative to "now".
 */
import type { Catalogue } from '../fixtures/catalogue';
import { createRandom, hashSeed, type Random } from '../fixtures/random';
import { POINT_RATES } from '../fixtures/rewards';
import { DAY, HOUR, MINUTE } from '../fixtures/time';
import type { GameFixture } from '../fixtures/types';
import { playerNames } from '../fixtures/words';
import {
  type Account,
  type BankCard,
  type Bet,
  type Contract,
  type ContractKind,
  contractKinds,
  type DepositRecord,
  type InboxMessage,
  MEMBER_TYPE,
  type PointRecord,
  type RedeemRecord,
  type Transaction,
  type TransactionType,
  type WithdrawRecord,
} from './model';

/** The password of every seed account unless said otherwise (README). */
export const SEED_PASSWORD = 'Passw0rd!';
/** demo_weak's password: exactly the value that forces a change. */
export const WEAK_PASSWORD = '123456';
/** Payment password of the seed accounts. */
export const SEED_PAYMENT_PASSWORD = '666888';

export const SEED_USERNAMES = {
  player: 'demo_player',
  vip: 'demo_vip',
  agent: 'demo_agent',
  weak: 'demo_weak',
  /** demo_agent's own upline: offers it contracts to accept or reject. */
  house: 'house_master',
} as const;

export function money(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * The stock avatars a member can choose from (avatarType STATIC), by name: no
 * platform call lists them, the site ships the images under these names.
 */
export const stockAvatarNames: readonly string[] = Array.from(
  { length: 12 },
  (_, index) => `avatar-${String(index + 1).padStart(2, '0')}`,
);

/** One of the stock avatars' names, for the index-th account. */
export function staticAvatar(index: number): string {
  return stockAvatarNames[((index % 12) + 12) % 12] ?? 'avatar-01';
}

export interface SeedState {
  accounts: Account[];
  contracts: Contract[];
  nextIds: { account: number; transaction: number; message: number; point: number; contract: number };
}

interface AccountInit {
  username: string;
  password?: string;
  type?: number;
  nickname: string;
  rankLevel: number;
  main: number;
  points: number;
  uplineId?: number | null;
  mobileNum?: string | null;
  email?: string | null;
  payeeName?: string | null;
  passwordExpired?: boolean;
  createdDaysAgo: number;
  lastLoginHoursAgo?: number;
}

function labelsFor(rankLevel: number): string[] {
  if (rankLevel >= 5) return ['VIP', 'High roller'];
  if (rankLevel >= 3) return ['Loyal'];
  return [];
}

function newAccount(id: number, init: AccountInit, now: number): Account {
  return {
    id,
    username: init.username,
    password: init.password ?? SEED_PASSWORD,
    paymentPassword: SEED_PAYMENT_PASSWORD,
    type: init.type ?? MEMBER_TYPE,
    nickname: init.nickname,
    mobileNum: init.mobileNum ?? null,
    countryDialingCode: init.mobileNum ? '84' : null,
    email: init.email ?? null,
    payeeName: init.payeeName ?? null,
    profile: {},
    rankLevel: init.rankLevel,
    memberLabels: labelsFor(init.rankLevel),
    avatar: staticAvatar(id % 12),
    avatarType: 'STATIC',
    uplineId: init.uplineId ?? null,
    affiliateCode: `AF${id}`,
    referralCode: `RF${(id * 7919).toString(36).toUpperCase()}`,
    createdAt: now - init.createdDaysAgo * DAY,
    lastLoginAt: init.lastLoginHoursAgo === undefined ? null : now - init.lastLoginHoursAgo * HOUR,
    firstLogin: false,
    passwordExpired: init.passwordExpired ?? false,
    language: 'EN',
    main: init.main,
    vendorWallets: new Map(),
    openGames: new Set(),
    points: init.points,
    favorites: [],
    recent: [],
    transactions: [],
    bets: [],
    inbox: [],
    sentMessages: [],
    pointRecords: [],
    redeemRecords: [],
    promotionClaims: new Map(),
    missionProgress: new Map(),
    missionClaimed: new Set(),
    feedback: [],
    deposits: [],
    withdrawals: [],
    bankCards: [],
    pendingRebates: new Map(),
    rebateHistory: [],
    turnoverRequired: 0,
    turnoverDone: 0,
    contractKinds: new Set(),
  };
}

function reference(prefix: string, time: number, n: number): string {
  return `${prefix}${new Date(time).toISOString().slice(0, 10).replace(/-/g, '')}${String(n).padStart(6, '0')}`;
}

/** Bets over the last 30 days on popular games, settled except the last few. */
function makeBets(
  random: Random,
  owner: string,
  games: readonly GameFixture[],
  now: number,
  count: number,
  scale: number,
  prefix = 'B',
): Bet[] {
  const bets: Bet[] = [];
  // Order numbers are unique across the platform, so a team's bets listed together never share one.
  const ownerCode = hashSeed(owner).toString(36).toUpperCase().padStart(7, '0');
  let time = now - 30 * MINUTE;
  for (let i = 0; i < count; i += 1) {
    const game = random.pick(games);
    const betAmount = money(random.pick([1, 2, 5, 10, 20, 50, 100, 200]) * scale);
    const multiplier = random.chance(0.55) ? 0 : random.pick([0.5, 1.2, 1.5, 2, 3, 5, 10]);
    const unsettled = i < 2;
    bets.push({
      betId: `${prefix}${ownerCode}${(900_000_000 + i * 7919 + Math.floor(time / 1000)).toString(36).toUpperCase()}`,
      gameId: game.gameId,
      gameName: game.gameName,
      vassalage: game.vassalage,
      gameType: game.gameType,
      betAmount,
      validBet: betAmount,
      winLoss: unsettled ? 0 : money(betAmount * multiplier - betAmount),
      betTime: time,
      settleTime: unsettled ? null : time + random.int(5, 600) * 1000,
      status: unsettled ? 'UNSETTLED' : 'SETTLED',
    });
    time -= random.int(20, 720) * MINUTE;
  }
  return bets;
}

const txRemarks: Record<TransactionType, string> = {
  DEPOSIT: 'Online bank deposit',
  WITHDRAW: 'Withdrawal to bank card',
  TRANSFER_OUT: 'Transfer to game wallet',
  TRANSFER_IN: 'Transfer from game wallet',
  BONUS: 'Promotion bonus',
  REBATE: 'Daily rebate',
  POINT_CONVERT: 'Points converted to cash',
  AGENT_TRANSFER_OUT: 'Transfer to downline',
  AGENT_TRANSFER_IN: 'Transfer from upline',
  SALARY: 'Daily salary',
  DIVIDEND: 'Dividend',
  ADJUSTMENT: 'Manual adjustment',
};

/**
 * Account record working backwards from the current balance, so the newest
 * entry's balanceAfter equals the wallet.
 */
function makeTransactions(
  random: Random,
  account: Account,
  now: number,
  count: number,
  nextId: () => number,
  agent: boolean,
  kinds: readonly TransactionType[] = agent
    ? ['DEPOSIT', 'WITHDRAW', 'AGENT_TRANSFER_OUT', 'SALARY', 'DIVIDEND', 'REBATE', 'TRANSFER_OUT', 'TRANSFER_IN']
    : ['DEPOSIT', 'DEPOSIT', 'WITHDRAW', 'TRANSFER_OUT', 'TRANSFER_IN', 'BONUS', 'REBATE', 'POINT_CONVERT'],
): Transaction[] {
  const transactions: Transaction[] = [];
  let balance = account.main;
  let time = now - 2 * HOUR;
  for (let i = 0; i < count; i += 1) {
    const txType = random.pick(kinds);
    const magnitude = money(
      random.pick([50, 100, 200, 300, 500, 1000, 2000, 5000]) * (account.rankLevel >= 5 ? 10 : 1),
    );
    const debit = txType === 'WITHDRAW' || txType === 'TRANSFER_OUT' || txType === 'AGENT_TRANSFER_OUT';
    const amount = debit ? -magnitude : txType === 'REBATE' || txType === 'BONUS' ? money(magnitude / 20) : magnitude;
    const id = nextId();
    transactions.push({
      id,
      referenceNo: reference('T', time, id),
      txType,
      amount,
      balanceAfter: money(balance),
      time,
      remark: txRemarks[txType],
      status: i === 0 && txType === 'WITHDRAW' ? 'PENDING' : 'SUCCESS',
    });
    balance = money(balance - amount);
    time -= random.int(3, 40) * HOUR;
  }
  return transactions;
}

const inboxSeeds: readonly [string, string][] = [
  ['Welcome to Lobby', '<p>Thank you for joining. Your account is ready: deposit now and claim the welcome bonus.</p>'],
  ['Deposit received', '<p>Your deposit has been credited to your main wallet.</p>'],
  ['Withdrawal completed', '<p>Your withdrawal has been sent to your bank card ending in 4821.</p>'],
  ['Daily rebate paid', '<p>Yesterday’s rebate has been credited. Keep playing to earn more.</p>'],
  ['VIP rank review', '<p>Your VIP rank is reviewed on the 1st of every month based on your turnover.</p>'],
  ['Security reminder', '<p>Never share your password or SMS code with anyone, including staff.</p>'],
  ['New games this week', '<p>Twenty new slots have arrived from PP Slots and JILI Slots.</p>'],
  ['Lucky draw results', '<p>The weekend lucky draw results are out: check the Rewards Center.</p>'],
  ['Birthday gift', '<p>Happy birthday! A gift is waiting for you in the Rewards Center.</p>'],
  ['Scheduled maintenance', '<p>Maintenance on 20 June from 02:00 to 06:00 (GMT+8).</p>'],
  ['Points mall update', '<p>New rewards are available in the points mall.</p>'],
  ['Mission completed', '<p>You completed the Daily check-in mission. Claim your reward.</p>'],
];

function makeInbox(random: Random, now: number, nextId: () => number, unread: number): InboxMessage[] {
  let time = now - 15 * MINUTE;
  return inboxSeeds.map(([title, content], index) => {
    const message: InboxMessage = {
      id: nextId(),
      title,
      content,
      sendTime: time,
      read: index >= unread,
      sender: index % 4 === 0 ? 'Customer Service' : 'System',
    };
    time -= random.int(4, 60) * HOUR;
    return message;
  });
}

function makePointHistory(
  random: Random,
  account: Account,
  now: number,
  nextId: () => number,
): { records: PointRecord[]; redeems: RedeemRecord[] } {
  const records: PointRecord[] = [];
  let balance = account.points;
  let time = now - HOUR;
  for (let i = 0; i < 24; i += 1) {
    const earn = i % 5 !== 3;
    const category = random.pick(Object.keys(POINT_RATES) as (keyof typeof POINT_RATES)[]);
    const changedPoints = earn
      ? Math.round(random.int(50, 900) * POINT_RATES[category])
      : -random.pick([300, 500, 800]);
    records.push({
      id: nextId(),
      changedPoints,
      balance,
      type: earn ? 'EARN' : 'REDEEM',
      remark: earn ? `Valid bet on ${category}` : 'Points mall redemption',
      time,
    });
    balance -= changedPoints;
    time -= random.int(6, 48) * HOUR;
  }
  const statuses: RedeemRecord['status'][] = ['APPLYING', 'APPROVED', 'APPROVED', 'REJECTED', 'APPROVED', 'APPROVED'];
  const redeems = statuses.map((status, index): RedeemRecord => {
    const applyTime = now - (index * 3 + 1) * DAY;
    return {
      referenceNo: reference('R', applyTime, account.id * 10 + index),
      applyTime,
      rewardId: index % 2 === 0 ? 5001 : 5005,
      type: index % 2 === 0 ? 'CASH' : 'TICKET',
      name: index % 2 === 0 ? '₱50 cash' : 'Lucky draw ticket',
      quantity: 1 + (index % 2),
      pointsRequired: index % 2 === 0 ? 500 : 300,
      amountRequired: 0,
      status,
      remark: status === 'REJECTED' ? 'Turnover requirement not met' : '',
    };
  });
  return { records, redeems };
}

function seedPayments(random: Random, account: Account, now: number): void {
  const card: BankCard = {
    bankCardId: account.id * 10 + 1,
    bankId: 101,
    bankCode: 'BDO',
    bankName: 'BDO Unibank',
    cardType: 'BC',
    accountName: account.payeeName ?? account.nickname,
    accountNumber: `00${String(4821 + account.id).padStart(10, '0')}`,
    isWithdrawActive: true,
    createTime: account.createdAt + DAY,
  };
  const wallet: BankCard = {
    bankCardId: account.id * 10 + 2,
    bankId: 201,
    bankCode: 'GCASH',
    bankName: 'GCash',
    cardType: 'EW',
    accountName: card.accountName,
    accountNumber: `09${String(17_000_000 + account.id * 37).padStart(9, '0')}`,
    isWithdrawActive: true,
    createTime: account.createdAt + 2 * DAY,
  };
  account.bankCards = [card, wallet];
  const depositStatuses: DepositRecord['status'][] = [
    'PENDING',
    'SUCCESS',
    'SUCCESS',
    'CANCELLED',
    'SUCCESS',
    'FAILED',
    'SUCCESS',
  ];
  account.deposits = depositStatuses.map((status, index) => ({
    depositId: account.id * 100 + index + 1,
    amount: random.pick([100, 300, 500, 1000, 3000, 5000]),
    status,
    methodCode: index % 2 === 0 ? 'PG' : 'MT',
    methodName: index % 2 === 0 ? 'Online banking' : 'E-wallet',
    vendorId: index % 2 === 0 ? 'PAYPRO' : 'GCASHPAY',
    promotionId: null,
    createTime: now - (index * 2 + 1) * DAY - random.int(0, 600) * MINUTE,
    remark: status === 'FAILED' ? 'Payment timed out' : '',
  }));
  const withdrawStatuses: WithdrawRecord['status'][] = ['PENDING', 'SUCCESS', 'SUCCESS', 'REJECTED'];
  account.withdrawals = withdrawStatuses.map((status, index) => ({
    withdrawId: account.id * 100 + index + 51,
    amount: random.pick([500, 1000, 2000, 5000]),
    fee: index % 2 === 0 ? 0 : 10,
    status,
    bankCardId: index % 2 === 0 ? card.bankCardId : wallet.bankCardId,
    bankName: index % 2 === 0 ? card.bankName : wallet.bankName,
    createTime: now - (index * 3 + 1) * DAY,
    remark: status === 'REJECTED' ? 'Turnover requirement not met' : '',
  }));
  account.pendingRebates = new Map([
    ['RNG', { validBet: 8_420, rate: 1.2, amount: money(8_420 * 0.012) }],
    ['LIVE', { validBet: 12_000, rate: 0.8, amount: money(12_000 * 0.008) }],
    ['SPORTS', { validBet: 3_150, rate: 0.5, amount: money(3_150 * 0.005) }],
  ]);
  // Three days of cashback paid before, a day apart.
  account.rebateHistory = [
    { productType: 'LIVE', validBet: 9_500, rate: 0.8 },
    { productType: 'RNG', validBet: 6_000, rate: 1.2 },
    { productType: 'SPORTS', validBet: 2_000, rate: 0.5 },
  ].map((payment, index) => ({
    id: account.id * 100 + index + 81,
    ...payment,
    amount: money((payment.validBet * payment.rate) / 100),
    time: now - (index + 1) * DAY,
  }));
}

const contractPeriods: Record<ContractKind, Contract['period']> = {
  dividend: 'HALF_MONTH',
  dailySalary: 'DAILY',
  hourSalary: 'HOURLY',
  realtimeSalary: 'REALTIME',
};

const contractBaseRates: Record<ContractKind, number> = {
  dividend: 10,
  dailySalary: 0.5,
  hourSalary: 0.3,
  realtimeSalary: 0.2,
};

export function createSeedState(catalogue: Catalogue, now: number): SeedState {
  const random = createRandom(`${catalogue.seed}/accounts`);
  const nextIds = { account: 10_000, transaction: 1, message: 1, point: 1, contract: 1 };
  const accountId = () => {
    nextIds.account += 1;
    return nextIds.account;
  };
  const transactionId = () => nextIds.transaction++;
  const messageId = () => nextIds.message++;
  const pointId = () => nextIds.point++;
  const contractId = () => nextIds.contract++;

  const hot = catalogue.games.filter(
    (game) => game.isHot === 1 && ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS'].includes(game.gameType),
  );
  const lottery = catalogue.games.filter((game) => game.gameClassify === 'Lottery');

  const house = newAccount(
    accountId(),
    {
      username: SEED_USERNAMES.house,
      type: 1,
      nickname: 'House',
      rankLevel: 6,
      main: 1_000_000,
      points: 0,
      createdDaysAgo: 900,
    },
    now,
  );
  const player = newAccount(
    accountId(),
    {
      username: SEED_USERNAMES.player,
      nickname: 'Lucky Player',
      rankLevel: 2,
      main: 12_345.67,
      points: 2_580,
      mobileNum: '912345678',
      email: 'demo.player@lobby.example',
      payeeName: 'Nguyen Van An',
      createdDaysAgo: 120,
      lastLoginHoursAgo: 26,
    },
    now,
  );
  const vip = newAccount(
    accountId(),
    {
      username: SEED_USERNAMES.vip,
      nickname: 'High Roller',
      rankLevel: 5,
      main: 888_888,
      points: 64_200,
      mobileNum: '987654321',
      email: 'demo.vip@lobby.example',
      payeeName: 'Tran Thi Mai',
      createdDaysAgo: 400,
      lastLoginHoursAgo: 5,
    },
    now,
  );
  const agent = newAccount(
    accountId(),
    {
      username: SEED_USERNAMES.agent,
      type: 1,
      nickname: 'Team Leader',
      rankLevel: 4,
      main: 56_789,
      points: 9_100,
      uplineId: house.id,
      mobileNum: '903000111',
      email: 'demo.agent@lobby.example',
      payeeName: 'Le Quang Huy',
      createdDaysAgo: 300,
      lastLoginHoursAgo: 3,
    },
    now,
  );
  const weak = newAccount(
    accountId(),
    {
      username: SEED_USERNAMES.weak,
      password: '123456',
      nickname: 'New Member',
      rankLevel: 1,
      main: 250,
      points: 40,
      passwordExpired: true,
      createdDaysAgo: 10,
    },
    now,
  );
  weak.paymentPassword = null;

  const accounts = [house, player, vip, agent, weak];
  const downline: Account[] = [];
  const usedNames = new Set(accounts.map((account) => account.username));
  for (let i = 0; i < 36; i += 1) {
    let username = '';
    do username = `${random.pick(playerNames)}${random.int(10, 9999)}`;
    while (usedNames.has(username));
    usedNames.add(username);
    const subAgent = i % 9 === 0;
    const member = newAccount(
      accountId(),
      {
        username,
        type: subAgent ? 2 : MEMBER_TYPE,
        nickname: username.replace(/\d+$/, '').replace(/^./, (c) => c.toUpperCase()),
        rankLevel: random.int(0, 4),
        main: money(random.int(0, 30_000) + random.int(0, 99) / 100),
        points: random.int(0, 4000),
        uplineId: agent.id,
        createdDaysAgo: random.int(1, 280),
        lastLoginHoursAgo: random.chance(0.7) ? random.int(1, 400) : undefined,
      },
      now,
    );
    member.bets = makeBets(random.fork(`bets/${username}`), username, hot, now, random.int(0, 25), 1);
    downline.push(member);
  }
  // Sub-agents have a couple of members of their own, so team views have depth.
  const subMembers = new Map<Account, Account[]>();
  for (const sub of downline.filter((member) => member.type === 2)) {
    subMembers.set(sub, []);
    for (let j = 0; j < 3; j += 1) {
      let username = '';
      do username = `${random.pick(playerNames)}${random.int(10, 9999)}`;
      while (usedNames.has(username));
      usedNames.add(username);
      const member = newAccount(
        accountId(),
        {
          username,
          nickname: username.replace(/\d+$/, ''),
          rankLevel: random.int(0, 3),
          main: money(random.int(0, 8000)),
          points: random.int(0, 900),
          uplineId: sub.id,
          createdDaysAgo: random.int(1, 120),
        },
        now,
      );
      accounts.push(member);
      subMembers.get(sub)?.push(member);
    }
  }
  accounts.push(...downline);
  // The team's own account lines, for the agent's account details report: money in and out only, so
  // the team's profit (bets, bonuses, cashback) stays as its bets make it. Numbered apart from the
  // seed's other lines, whose numbers the tests know.
  let teamTransactionId = 500_000;
  for (const member of [...downline, ...[...subMembers.values()].flat()]) {
    const memberRandom = random.fork(`tx/${member.username}`);
    member.transactions = makeTransactions(
      memberRandom,
      member,
      now,
      memberRandom.int(2, 8),
      () => teamTransactionId++,
      false,
      ['DEPOSIT', 'DEPOSIT', 'WITHDRAW', 'TRANSFER_OUT', 'TRANSFER_IN'],
    );
  }

  for (const [account, betCount, txCount, unread] of [
    [player, 80, 40, 4],
    [vip, 120, 60, 2],
    [agent, 60, 50, 5],
    [weak, 4, 3, 1],
  ] as const) {
    account.bets = [
      ...makeBets(
        random.fork(`bets/${account.username}`),
        account.username,
        hot,
        now,
        betCount,
        account === vip ? 20 : 1,
      ),
      ...makeBets(
        random.fork(`lotto/${account.username}`),
        account.username,
        lottery,
        now,
        Math.ceil(betCount / 5),
        1,
        'L',
      ),
    ].sort((a, b) => b.betTime - a.betTime);
    account.transactions = makeTransactions(
      random.fork(`tx/${account.username}`),
      account,
      now,
      txCount,
      transactionId,
      account === agent,
    );
    account.inbox = makeInbox(random.fork(`inbox/${account.username}`), now, messageId, unread);
    const history = makePointHistory(random.fork(`points/${account.username}`), account, now, pointId);
    account.pointRecords = history.records;
    account.redeemRecords = history.redeems;
    account.favorites = random.sample(hot, 8).map((game) => game.gameId);
    account.recent = random.sample(hot, 10).map((game) => game.gameId);
    // demo_player's whole balance sits in the main wallet (README: 12,345.67); the others have game wallets too.
    if (account !== player) {
      account.vendorWallets.set('PP', money(random.int(0, 800) + 0.5));
      account.vendorWallets.set('EVO', money(random.int(0, 1500)));
    }
    account.missionProgress.set(3001, 1);
    account.missionProgress.set(3003, random.int(5, 49));
    account.missionProgress.set(3005, random.int(1000, 19_000));
  }
  for (const account of [player, vip, agent]) {
    seedPayments(random.fork(`payments/${account.username}`), account, now);
  }
  // Earlier claims, so the reward history is not empty.
  player.promotionClaims.set(6001, { promotionId: 6001, status: 'CLAIMED', amount: 500, time: now - 40 * DAY });
  player.promotionClaims.set(6008, { promotionId: 6008, status: 'CLAIMED', amount: 77, time: now - 9 * DAY });
  vip.promotionClaims.set(6010, { promotionId: 6010, status: 'CLAIMED', amount: 2888, time: now - 20 * DAY });
  // One promotion in each of the other activity statuses a member's claim can be in.
  player.promotionClaims.set(6007, { promotionId: 6007, status: 'SIGNED', amount: 0, time: now - 12 * DAY });
  player.promotionClaims.set(6010, { promotionId: 6010, status: 'ISSUED', amount: 288, time: now - 3 * DAY });
  player.promotionClaims.set(6012, { promotionId: 6012, status: 'REJECTED', amount: 0, time: now - 15 * DAY });
  player.promotionClaims.set(6015, { promotionId: 6015, status: 'APPLYING', amount: 0, time: now - 2 * DAY });
  player.turnoverRequired = 3000;
  player.turnoverDone = 1250;
  player.missionProgress.set(3002, 100);
  vip.missionProgress.set(3004, 1000);

  // The kinds the platform enabled: every kind for the house and demo_agent (which holds an active
  // hourly contract and has the other three requested), dividend and daily salary for sub-agents.
  for (const account of [house, agent]) account.contractKinds = new Set(contractKinds);
  for (const sub of subMembers.keys()) sub.contractKinds = new Set<ContractKind>(['dividend', 'dailySalary']);

  const contracts: Contract[] = [];
  const offer = (kind: ContractKind, from: Account, to: Account, status: Contract['status'], daysAgo: number) => {
    // The house pays its agent twice what the agent can pass on to its own team.
    const base = contractBaseRates[kind] * (from === house ? 2 : 1);
    contracts.push({
      id: contractId(),
      kind,
      fromId: from.id,
      toId: to.id,
      period: contractPeriods[kind],
      rate: base,
      periodValidBet: kind === 'dividend' ? 200_000 : 50_000,
      periodPnl: kind === 'dividend' ? -50_000 : 0,
      activeMembers: kind === 'dividend' ? 8 : 3,
      betAmount: money(random.int(10_000, 900_000)),
      status,
      createdAt: now - daysAgo * DAY,
      updatedAt: now - Math.max(0, daysAgo - 1) * DAY,
    });
  };
  // Requests from the house to demo_agent: some waiting for a decision, one active.
  offer('dividend', house, agent, 'PENDING', 2);
  offer('dailySalary', house, agent, 'PENDING', 1);
  offer('hourSalary', house, agent, 'ACTIVE', 30);
  offer('realtimeSalary', house, agent, 'PENDING', 3);
  offer('dividend', house, agent, 'TERMINATED', 90);
  // demo_agent's contracts with its sub-agents (only agents hold contracts), every kind in every
  // state: each sub-agent has one contract of each kind, the states turning round from one to the next.
  const statuses: Contract['status'][] = ['ACTIVE', 'PENDING', 'REJECTED', 'TERMINATED'];
  [...subMembers.keys()].forEach((sub, subIndex) => {
    contractKinds.forEach((kind, kindIndex) => {
      const status = statuses[(subIndex + kindIndex) % statuses.length] ?? 'ACTIVE';
      offer(kind, agent, sub, status, 5 + (subIndex * contractKinds.length + kindIndex) * 2);
    });
  });
  // A sub-agent passes a dividend on to its own member at 8%: offering that sub-agent less
  // than 8% has to terminate this contract first.
  const [firstSub, members] = [...subMembers][0] ?? [];
  const firstMember = members?.[0];
  if (firstSub && firstMember) {
    offer('dividend', firstSub, firstMember, 'ACTIVE', 20);
    const last = contracts[contracts.length - 1];
    if (last) last.rate = 8;
  }

  return { accounts, contracts, nextIds };
}
