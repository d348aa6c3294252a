/**
 * Agent centre, one downline at a time: its detail and P&L, a new login
 * password, promotion to agent, rebate rates within the agent's own and the
 * merchant's bounds, and collecting money back. Works on the same accounts and
 * team as the agent handlers.
 */
import { agentDownlineEndpoints } from '@lobby/api';
import { checkField } from '../sandbox/auth';
import { fail } from '../sandbox/errors';
import { type Account, MEMBER_TYPE } from '../sandbox/model';
import type { Sandbox } from '../sandbox/sandbox';
import { money } from '../sandbox/seed';
import { agent, pnlOf, team } from './agent';
import { dateTime } from './format';
import { answer, type Route } from './route';
import { checkPaymentPassword } from './wallet';

/** The merchant's bounds of each product type's rebate rate, percent. */
export const GLOBAL_REBATE_RANGES: Readonly<Record<string, { minRate: number; maxRate: number }>> = {
  LIVE: { minRate: 0, maxRate: 1.2 },
  RNG: { minRate: 0, maxRate: 1.5 },
  SPORTS: { minRate: 0, maxRate: 1 },
  FISH: { minRate: 0, maxRate: 1.2 },
  PVP: { minRate: 0, maxRate: 1 },
  LOTTERY: { minRate: 0, maxRate: 0.8 },
};

/** The rates the house gives an agent directly below it, percent: below the merchant's ceilings, so a rate can be in range and still over quota. */
export const TOP_AGENT_REBATES: Readonly<Record<string, number>> = {
  LIVE: 0.8,
  RNG: 1.2,
  SPORTS: 0.6,
  FISH: 1,
  PVP: 0.7,
  LOTTERY: 0.5,
};

/** Sub-agent type given on promotion, as the seeded sub-agents have. */
const PROMOTED_AGENT_TYPE = 2;

// Rates an upline set, per sandbox and account id (a fresh sandbox starts with none).
const savedRates = new WeakMap<Sandbox, Map<number, Map<string, number>>>();

function ratesStore(sandbox: Sandbox): Map<number, Map<string, number>> {
  let store = savedRates.get(sandbox);
  if (!store) {
    store = new Map();
    savedRates.set(sandbox, store);
  }
  return store;
}

/** An account's rebate rate per product type: what its upline set, else the house's rates for a top agent, else none. */
function ratesOf(sandbox: Sandbox, account: Account): Record<string, number> {
  const saved = ratesStore(sandbox).get(account.id);
  const upline = account.uplineId === null ? undefined : sandbox.accounts.get(account.uplineId);
  const topLevel = !upline || upline.uplineId === null;
  return Object.fromEntries(
    Object.keys(GLOBAL_REBATE_RANGES).map((productType) => [
      productType,
      saved?.get(productType) ?? (topLevel ? (TOP_AGENT_REBATES[productType] ?? 0) : 0),
    ]),
  );
}

/** A member of the agent's team, any depth; refused otherwise. */
function teamMember(sandbox: Sandbox, account: Account, username: string): Account {
  const found = sandbox.findAccount(username);
  if (!found || !team(sandbox, account).includes(found)) return fail('downline.not.exists');
  return found;
}

/** One of the agent's own downlines (writes reach only the level right below). */
function directDownline(sandbox: Sandbox, account: Account, username: string): Account {
  const found = sandbox.findAccount(username);
  if (!found || found.uplineId !== account.id) return fail('downline.not.exists');
  return found;
}

function levelBelow(sandbox: Sandbox, root: Account, member: Account): number {
  let level = 0;
  let current: Account | undefined = member;
  while (current && current.id !== root.id) {
    level += 1;
    current = current.uplineId === null ? undefined : sandbox.accounts.get(current.uplineId);
  }
  return level;
}

export function agentDownlineRoutes(): Route[] {
  return [
    answer(agentDownlineEndpoints.downlineDetail, ({ sandbox, input, member }) => {
      const account = agent(sandbox, member());
      const downline = teamMember(sandbox, account, input.account);
      return {
        customerId: String(downline.id),
        account: downline.username,
        nickname: downline.nickname,
        type: downline.type,
        level: levelBelow(sandbox, account, downline),
        balance: downline.main,
        registerTime: dateTime(downline.createdAt),
        lastLoginTime: downline.lastLoginAt === null ? null : dateTime(downline.lastLoginAt),
        teamSize: team(sandbox, downline).length,
      };
    }),

    answer(agentDownlineEndpoints.downlinePnl, ({ sandbox, input, member }) => {
      const downline = teamMember(sandbox, agent(sandbox, member()), input.account);
      const range = { startDate: input.startDate, endDate: input.endDate };
      const pnl = pnlOf(downline, range);
      const settled = downline.bets.filter((bet) => bet.status === 'SETTLED');
      return {
        account: downline.username,
        deposit: pnl.deposit,
        withdraw: pnl.withdraw,
        betAmount: money(settled.reduce((sum, bet) => sum + bet.betAmount, 0)),
        validBet: pnl.validBet,
        betCount: settled.length,
        profit: pnl.profit,
      };
    }),

    answer(agentDownlineEndpoints.resetDownlinePassword, ({ sandbox, input, member }) => {
      const downline = directDownline(sandbox, agent(sandbox, member()), input.account);
      if (input.password !== input.confirmPassword) fail('password.not.match');
      const issue = checkField(sandbox, 'password', input.password);
      if (issue) fail('request.invalid', { detail: issue });
      downline.password = input.password;
      downline.passwordExpired = false;
      return { account: downline.username };
    }),

    answer(agentDownlineEndpoints.promoteDownline, ({ sandbox, input, member }) => {
      const downline = directDownline(sandbox, agent(sandbox, member()), input.account);
      if (downline.type !== MEMBER_TYPE) fail('downline.already.agent');
      downline.type = PROMOTED_AGENT_TYPE;
      return { account: downline.username, type: downline.type };
    }),

    answer(agentDownlineEndpoints.globalRebateSettings, () =>
      Object.entries(GLOBAL_REBATE_RANGES).map(([productType, range]) => ({ productType, ...range })),
    ),

    answer(agentDownlineEndpoints.rebateQuota, ({ sandbox, member }) =>
      Object.entries(ratesOf(sandbox, agent(sandbox, member()))).map(([productType, quota]) => ({
        productType,
        quota,
      })),
    ),

    answer(agentDownlineEndpoints.downlineRebates, ({ sandbox, input, member }) => {
      const downline = teamMember(sandbox, agent(sandbox, member()), input.account);
      return Object.entries(ratesOf(sandbox, downline)).map(([productType, rate]) => ({ productType, rate }));
    }),

    answer(agentDownlineEndpoints.updateDownlineRebates, ({ sandbox, input, member }) => {
      const account = agent(sandbox, member());
      const downline = directDownline(sandbox, account, input.account);
      const quota = ratesOf(sandbox, account);
      const next = new Map(Object.entries(ratesOf(sandbox, downline)));
      for (const { productType, rate } of input.rebates) {
        const range = GLOBAL_REBATE_RANGES[productType];
        if (!range) return fail('rebate.product.unknown');
        if (!Number.isFinite(rate) || rate < range.minRate || rate > range.maxRate) fail('rebate.out.of.range');
        if (rate > (quota[productType] ?? 0)) fail('rebate.over.quota');
        next.set(productType, rate);
      }
      ratesStore(sandbox).set(downline.id, next);
      return Object.fromEntries(next);
    }),

    answer(agentDownlineEndpoints.collectFromDownline, ({ sandbox, input, member }) => {
      const account = agent(sandbox, member());
      checkPaymentPassword(account, input.password);
      const downline = directDownline(sandbox, account, input.account);
      if (!Number.isFinite(input.amount) || input.amount <= 0) fail('invalid.amount');
      if (input.amount > downline.main) fail('insufficient.balance');
      sandbox.book(downline, 'AGENT_TRANSFER_OUT', -input.amount, `Collected by ${account.username}`);
      sandbox.book(account, 'AGENT_TRANSFER_IN', input.amount, `Collected from ${downline.username}`);
      return { balance: account.main, downlineBalance: downline.main };
    }),
  ];
}
