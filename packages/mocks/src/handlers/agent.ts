/** Agent centre: team, downlines, transfers, referral, and the four kinds of salary and dividend contracts. */
import { agentEndpoints, type TeamOverviewDay } from '@lobby/api';
import { DAY, formatPlatformDate, parsePlatformDateTime } from '../fixtures/time';
import { checkField, newMember } from '../sandbox/auth';
import { fail } from '../sandbox/errors';
import { type Account, AGENT_TYPES, type Contract, type ContractKind, MEMBER_TYPE } from '../sandbox/model';
import type { Sandbox } from '../sandbox/sandbox';
import { money } from '../sandbox/seed';
import { dateTime, inRange, page } from './format';
import { answer, type Route } from './route';

/** Invite-and-earn pays the inviter this share of each successful deposit of an invited friend. */
const REFERRAL_REWARD_RATE = 0.01;

/** The sandbox merchant's invite-and-earn rules, saying the rate the handlers pay. */
const referralRules = [
  'Share your invite link or referral code; friends who sign up with it become your invitees.',
  `You earn ${REFERRAL_REWARD_RATE * 100}% of every successful deposit your invitees make.`,
  'Rewards are added to your income the moment the deposit succeeds.',
];

const periodOf: Record<ContractKind, Contract['period']> = {
  dividend: 'HALF_MONTH',
  dailySalary: 'DAILY',
  hourSalary: 'HOURLY',
  realtimeSalary: 'REALTIME',
};

const periods: Record<string, Contract['period']> = {
  DAILY: 'DAILY',
  WEEKLY: 'WEEKLY',
  HALF_MONTH: 'HALF_MONTH',
  'HALF-MONTH': 'HALF_MONTH',
  MONTHLY: 'MONTHLY',
};

/** Highest rate per kind a contract may carry (percent). */
const maxRates: Record<ContractKind, number> = { dividend: 50, dailySalary: 3, hourSalary: 2, realtimeSalary: 1 };

/** Everything below an account, any depth. */
export function team(sandbox: Sandbox, root: Account): Account[] {
  const members: Account[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next) break;
    for (const child of sandbox.downlineOf(next)) {
      members.push(child);
      queue.push(child);
    }
  }
  return members;
}

export function agent(sandbox: Sandbox, account: Account): Account {
  sandbox.requireAgent(account);
  return account;
}

function contractValue(sandbox: Sandbox, contract: Contract, viewer: Account) {
  const received = contract.toId === viewer.id;
  const other = sandbox.accounts.get(received ? contract.fromId : contract.toId);
  return {
    contractId: String(contract.id),
    account: other?.username ?? '',
    rate: contract.rate,
    status: contract.status,
    periodValidBet: contract.periodValidBet,
    periodPnl: contract.periodPnl,
    activeMembers: contract.activeMembers,
    betAmount: contract.betAmount,
    period: contract.period,
    createTime: dateTime(contract.createdAt),
    // Which side the viewer is on: a request to answer, or a contract offered to the team.
    direction: received ? 'received' : 'offered',
  };
}

function contractsOf(
  sandbox: Sandbox,
  account: Account,
  kind: ContractKind,
  range: {
    startDate?: string | undefined;
    endDate?: string | undefined;
    pageNo?: number | undefined;
    pageSize?: number | undefined;
  },
) {
  const rows = sandbox.contracts
    .filter((contract) => contract.kind === kind && (contract.toId === account.id || contract.fromId === account.id))
    .filter((contract) => inRange(contract.createdAt, range))
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((contract) => contractValue(sandbox, contract, account));
  return range.pageNo || range.pageSize ? page(rows, range.pageNo, range.pageSize).list : rows;
}

/** The requests of a kind the upline sent this account that still wait for an answer. */
function requestsOf(sandbox: Sandbox, account: Account, kind: ContractKind, range: Parameters<typeof inRange>[1]) {
  return contractsOf(sandbox, account, kind, range).filter(
    (contract) => contract.direction === 'received' && contract.status === 'PENDING',
  );
}

/** Accept or reject a request the upline sent. */
function decide(
  sandbox: Sandbox,
  account: Account,
  kind: ContractKind,
  input: { contractId: string; action: 'accept' | 'reject' },
) {
  const contract = sandbox.contracts.find(
    (candidate) => String(candidate.id) === input.contractId && candidate.kind === kind,
  );
  if (!contract || contract.toId !== account.id) return fail('contract.not.exists');
  if (contract.status !== 'PENDING') fail('contract.not.pending');
  if (input.action === 'accept') {
    // One active contract per kind: accepting replaces the previous one.
    for (const other of sandbox.contracts) {
      if (other !== contract && other.kind === kind && other.toId === account.id && other.status === 'ACTIVE') {
        other.status = 'TERMINATED';
        other.updatedAt = sandbox.now();
      }
    }
    contract.status = 'ACTIVE';
    // Holding a contract of a kind enables that kind's page (it is never taken away by answering).
    account.contractKinds.add(kind);
  } else {
    contract.status = 'REJECTED';
  }
  contract.updatedAt = sandbox.now();
  return { contractId: String(contract.id), status: contract.status };
}

/**
 * Offer a downline a contract. The rate may not exceed the agent's own; a rate
 * below what the downline passes on to its own team terminates those
 * contracts, but only once the agent confirms.
 */
function propose(
  sandbox: Sandbox,
  account: Account,
  kind: ContractKind,
  input: { account: string; rate: number; period?: string | undefined; confirmTerminate?: boolean | undefined },
) {
  agent(sandbox, account);
  const downline = sandbox.findAccount(input.account);
  if (!downline || downline.uplineId !== account.id) return fail('downline.not.exists');
  // Only an agent opens the agent centre, where contracts are answered.
  if (!(AGENT_TYPES as readonly number[]).includes(downline.type)) fail('contract.downline.not.agent');
  const own = sandbox.contracts.find(
    (contract) => contract.kind === kind && contract.toId === account.id && contract.status === 'ACTIVE',
  );
  const ceiling = own?.rate ?? maxRates[kind];
  if (!Number.isFinite(input.rate) || input.rate <= 0 || input.rate > ceiling) {
    fail('contract.rate.invalid', { detail: `The rate must be above 0 and at most ${ceiling}` });
  }
  const period = input.period ? periods[input.period.toUpperCase()] : periodOf[kind];
  if (!period) fail('request.invalid', { detail: `Unknown period ${input.period}` });
  const undercut = sandbox.contracts.filter(
    (contract) =>
      contract.kind === kind &&
      contract.fromId === downline.id &&
      contract.status === 'ACTIVE' &&
      contract.rate > input.rate,
  );
  if (undercut.length > 0 && !input.confirmTerminate) {
    fail('contract.terminate.confirm', {
      value: {
        contracts: undercut.map((contract) => ({
          contractId: String(contract.id),
          account: sandbox.accounts.get(contract.toId)?.username ?? '',
          rate: contract.rate,
        })),
      },
    });
  }
  for (const contract of undercut) {
    contract.status = 'TERMINATED';
    contract.updatedAt = sandbox.now();
  }
  const contract: Contract = {
    id: sandbox.nextId('contract'),
    kind,
    fromId: account.id,
    toId: downline.id,
    period,
    rate: input.rate,
    periodValidBet: kind === 'dividend' ? 200_000 : 50_000,
    periodPnl: kind === 'dividend' ? -50_000 : 0,
    activeMembers: kind === 'dividend' ? 8 : 3,
    betAmount: 0,
    status: 'PENDING',
    createdAt: sandbox.now(),
    updatedAt: sandbox.now(),
  };
  sandbox.contracts.push(contract);
  return { contractId: String(contract.id), status: contract.status, terminated: undercut.map((c) => String(c.id)) };
}

function checkLoginPassword(account: Account, password: string): void {
  if (password !== account.password) fail('password.incorrect');
}

/** An account's money in a period: deposits, withdrawals, settled bets, and its P&L. */
export function pnlOf(account: Account, range: { startDate?: string | undefined; endDate?: string | undefined }) {
  const sum = (types: string[]) =>
    account.transactions
      .filter((tx) => types.includes(tx.txType) && tx.status === 'SUCCESS' && inRange(tx.time, range))
      .reduce((total, tx) => total + Math.abs(tx.amount), 0);
  const bets = account.bets.filter((bet) => bet.status === 'SETTLED' && inRange(bet.betTime, range));
  const win = bets.reduce((total, bet) => total + bet.winLoss, 0);
  const bonus = sum(['BONUS']);
  const rebate = sum(['REBATE']);
  return {
    deposit: money(sum(['DEPOSIT'])),
    withdraw: money(sum(['WITHDRAW'])),
    validBet: money(bets.reduce((total, bet) => total + bet.validBet, 0)),
    win: money(win),
    bonus: money(bonus),
    rebate: money(rebate),
    profit: money(win + bonus + rebate),
  };
}

export function agentRoutes(): Route[] {
  const process =
    (kind: ContractKind) =>
    (context: { sandbox: Sandbox; input: { contractId: string; action: 'accept' | 'reject' }; member(): Account }) =>
      decide(context.sandbox, context.member(), kind, context.input);
  return [
    answer(agentEndpoints.processDividend, process('dividend')),
    answer(agentEndpoints.processDailySalary, process('dailySalary')),
    answer(agentEndpoints.processHourSalary, process('hourSalary')),
    answer(agentEndpoints.processRealTimeSalary, process('realtimeSalary')),

    answer(agentEndpoints.dividendContracts, ({ sandbox, input, member }) =>
      contractsOf(sandbox, member(), 'dividend', input ?? {}),
    ),
    answer(agentEndpoints.dailySalaryContracts, ({ sandbox, input, member }) =>
      contractsOf(sandbox, member(), 'dailySalary', input ?? {}),
    ),
    answer(agentEndpoints.hourSalaryContracts, ({ sandbox, input, member }) =>
      contractsOf(sandbox, member(), 'hourSalary', input ?? {}),
    ),
    answer(agentEndpoints.realTimeSalaryContracts, ({ sandbox, input, member }) =>
      contractsOf(sandbox, member(), 'realtimeSalary', input ?? {}),
    ),

    answer(agentEndpoints.dividendRequests, ({ sandbox, input, member }) =>
      requestsOf(sandbox, member(), 'dividend', input ?? {}),
    ),
    answer(agentEndpoints.dailySalaryRequests, ({ sandbox, input, member }) =>
      requestsOf(sandbox, member(), 'dailySalary', input ?? {}),
    ),
    answer(agentEndpoints.hourSalaryRequests, ({ sandbox, input, member }) =>
      requestsOf(sandbox, member(), 'hourSalary', input ?? {}),
    ),

    answer(agentEndpoints.proposeDividend, ({ sandbox, input, member }) =>
      propose(sandbox, member(), 'dividend', input),
    ),
    answer(agentEndpoints.proposeDailySalary, ({ sandbox, input, member }) =>
      propose(sandbox, member(), 'dailySalary', input),
    ),
    answer(agentEndpoints.proposeHourSalary, ({ sandbox, input, member }) =>
      propose(sandbox, member(), 'hourSalary', input),
    ),
    answer(agentEndpoints.assignRealTimeSalary, ({ sandbox, input, member }) =>
      propose(sandbox, member(), 'realtimeSalary', input),
    ),

    answer(agentEndpoints.terminateDividend, ({ sandbox, input, member }) => {
      const account = member();
      const contract = sandbox.contracts.find((candidate) => String(candidate.id) === input.contractId);
      if (contract?.kind !== 'dividend' || contract.fromId !== account.id) return fail('contract.not.exists');
      if (contract.status !== 'ACTIVE' && contract.status !== 'PENDING') fail('contract.not.pending');
      contract.status = 'TERMINATED';
      contract.updatedAt = sandbox.now();
      return { contractId: String(contract.id), status: contract.status };
    }),

    answer(agentEndpoints.teamOverview, ({ sandbox, input, member }) => {
      const account = agent(sandbox, member());
      const range = input ?? {};
      const members = team(sandbox, account);
      const totals = members.map((downline) => pnlOf(downline, range));
      const total = (key: 'deposit' | 'withdraw' | 'validBet' | 'profit') =>
        money(totals.reduce((sum, row) => sum + row[key], 0));
      return {
        teamSize: members.length,
        newMembers: members.filter((downline) => inRange(downline.createdAt, range) && range.startDate !== undefined)
          .length,
        activeMembers: members.filter((downline) => downline.bets.some((bet) => inRange(bet.betTime, range))).length,
        deposit: total('deposit'),
        withdraw: total('withdraw'),
        validBet: total('validBet'),
        profit: total('profit'),
        balance: money(members.reduce((sum, downline) => sum + downline.main, 0)),
      };
    }),

    answer(agentEndpoints.teamOverviewDaily, ({ sandbox, input, member }) => {
      const account = agent(sandbox, member());
      const members = team(sandbox, account);
      // Without a range: the last seven days up to today.
      const today = parsePlatformDateTime(formatPlatformDate(sandbox.now()));
      const start = input?.startDate ? parsePlatformDateTime(input.startDate) : today - 6 * DAY;
      const end = input?.endDate ? parsePlatformDateTime(input.endDate) : today;
      if (Number.isNaN(start) || Number.isNaN(end) || end < start) return fail('request.invalid');
      const days: TeamOverviewDay[] = [];
      // At most 93 days, as a report range of a quarter.
      for (let day = start; day <= end && days.length < 93; day += DAY) {
        const date = formatPlatformDate(day);
        const range = { startDate: date, endDate: date };
        const rows = members.map((downline) => pnlOf(downline, range));
        const total = (key: 'deposit' | 'withdraw' | 'validBet' | 'profit') =>
          money(rows.reduce((sum, row) => sum + row[key], 0));
        days.push({
          date,
          deposit: total('deposit'),
          withdraw: total('withdraw'),
          validBet: total('validBet'),
          profit: total('profit'),
          activeMembers: members.filter((downline) => downline.bets.some((bet) => inRange(bet.betTime, range))).length,
          newMembers: members.filter((downline) => inRange(downline.createdAt, range)).length,
        });
      }
      return days;
    }),

    answer(agentEndpoints.downlines, ({ sandbox, input, member }) => {
      const account = agent(sandbox, member());
      const query = input ?? {};
      const wanted = query.account?.trim().toLowerCase();
      // A level down: the direct downlines of a member of the agent's own team.
      let parent = account;
      if (query.parentAccount) {
        const found = sandbox.findAccount(query.parentAccount);
        if (!found || !team(sandbox, account).includes(found)) return fail('downline.not.exists');
        parent = found;
      }
      const rows = sandbox
        .downlineOf(parent)
        .filter((downline) => !wanted || downline.username.toLowerCase().includes(wanted))
        .filter((downline) => inRange(downline.createdAt, query))
        .sort((a, b) => b.createdAt - a.createdAt)
        .map((downline) => ({
          customerId: String(downline.id),
          account: downline.username,
          nickname: downline.nickname,
          type: downline.type,
          balance: downline.main,
          registerTime: dateTime(downline.createdAt),
          lastLoginTime: downline.lastLoginAt === null ? null : dateTime(downline.lastLoginAt),
          status: 'ACTIVE',
          teamSize: team(sandbox, downline).length,
        }));
      return page(rows, query.pageNo, query.pageSize);
    }),

    answer(agentEndpoints.registerDownline, ({ sandbox, input, member }) => {
      const account = agent(sandbox, member());
      const type = input.type ?? MEMBER_TYPE;
      if (type !== MEMBER_TYPE && !(AGENT_TYPES as readonly number[]).includes(type)) {
        fail('request.invalid', { detail: `Unknown account type ${type}` });
      }
      for (const [field, value] of [
        ['username', input.username],
        ['password', input.password],
      ] as const) {
        const issue = checkField(sandbox, field, value);
        if (issue) fail('request.invalid', { detail: issue });
      }
      if (sandbox.findAccount(input.username)) fail('username.exists');
      const downline = newMember(sandbox, sandbox.nextId('account'), {
        username: input.username.trim(),
        password: input.password,
        type,
        nickname: input.nickname?.trim() || input.username.trim(),
      });
      downline.uplineId = account.id;
      sandbox.addAccount(downline);
      return { customerId: String(downline.id), account: downline.username };
    }),

    answer(agentEndpoints.transferToDownline, ({ sandbox, input, member }) => {
      const account = agent(sandbox, member());
      checkLoginPassword(account, input.password);
      const downline = sandbox.findAccount(input.account);
      if (!downline || downline.uplineId !== account.id) return fail('downline.not.exists');
      if (!Number.isFinite(input.amount) || input.amount <= 0) fail('invalid.amount');
      if (input.amount > account.main) fail('insufficient.balance');
      sandbox.book(account, 'AGENT_TRANSFER_OUT', -input.amount, `Transfer to ${downline.username}`);
      sandbox.book(downline, 'AGENT_TRANSFER_IN', input.amount, `Transfer from ${account.username}`);
      return { balance: account.main };
    }),

    answer(agentEndpoints.transferToUpline, ({ sandbox, input, member }) => {
      const account = member();
      sandbox.requireRealAccount(account);
      checkLoginPassword(account, input.password);
      const upline = account.uplineId === null ? undefined : sandbox.accounts.get(account.uplineId);
      if (!upline) return fail('function.not.available');
      if (!Number.isFinite(input.amount) || input.amount <= 0) fail('invalid.amount');
      if (input.amount > account.main) fail('insufficient.balance');
      sandbox.book(account, 'AGENT_TRANSFER_OUT', -input.amount, `Transfer to upline ${upline.username}`);
      sandbox.book(upline, 'AGENT_TRANSFER_IN', input.amount, `Transfer from ${account.username}`);
      return { balance: account.main };
    }),

    answer(agentEndpoints.teamPnl, ({ sandbox, input, member }) => {
      const account = agent(sandbox, member());
      const query = input ?? {};
      const wanted = query.account?.trim().toLowerCase();
      const rows = team(sandbox, account)
        .filter((downline) => !wanted || downline.username.toLowerCase().includes(wanted))
        .map((downline) => ({ account: downline.username, ...pnlOf(downline, query) }));
      const total = (key: Exclude<keyof (typeof rows)[number], 'account'>) =>
        money(rows.reduce((sum, row) => sum + row[key], 0));
      return {
        ...page(rows, query.pageNo, query.pageSize),
        totals: {
          deposit: total('deposit'),
          withdraw: total('withdraw'),
          validBet: total('validBet'),
          win: total('win'),
          bonus: total('bonus'),
          rebate: total('rebate'),
          profit: total('profit'),
        },
      };
    }),

    answer(agentEndpoints.referralDetails, ({ sandbox, member }) => {
      const account = member();
      return {
        referralCode: account.referralCode,
        affiliateCode: account.affiliateCode,
        totalInvitations: sandbox.downlineOf(account).length,
        promotionDomains: sandbox.catalogue.domains
          .filter((domain) => domain.type !== 'API')
          .map((domain) => `${domain.domain}/register?affiliateCode=${account.affiliateCode}`),
      };
    }),

    answer(agentEndpoints.referrals, ({ sandbox, input, member }) => {
      const query = input ?? {};
      const rows = sandbox
        .downlineOf(member())
        .filter((downline) => inRange(downline.createdAt, query))
        .map((downline) => {
          const deposit = downline.transactions
            .filter((tx) => tx.txType === 'DEPOSIT' && tx.status === 'SUCCESS')
            .reduce((sum, tx) => sum + tx.amount, 0);
          return {
            account: downline.username,
            registerTime: dateTime(downline.createdAt),
            deposit: money(deposit),
            reward: money(deposit * REFERRAL_REWARD_RATE),
            customerId: String(downline.id),
          };
        });
      return page(rows, query.pageNo, query.pageSize);
    }),

    answer(agentEndpoints.referralRules, () => ({ rules: referralRules })),

    answer(agentEndpoints.referralIncome, ({ sandbox, member }) => {
      const today = parsePlatformDateTime(formatPlatformDate(sandbox.now()));
      const earned = (from: number, to: number) =>
        money(
          sandbox
            .downlineOf(member())
            .flatMap((downline) => downline.transactions)
            .filter((tx) => tx.txType === 'DEPOSIT' && tx.status === 'SUCCESS' && tx.time >= from && tx.time < to)
            .reduce((sum, tx) => sum + tx.amount, 0) * REFERRAL_REWARD_RATE,
        );
      return {
        totalIncome: earned(0, Number.POSITIVE_INFINITY),
        todayIncome: earned(today, today + DAY),
        yesterdayIncome: earned(today - DAY, today),
      };
    }),

    answer(agentEndpoints.memberCount, ({ sandbox, member }) => ({
      count: team(sandbox, agent(sandbox, member())).length,
    })),
  ];
}
