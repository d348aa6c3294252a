/**
 * The agent centre's reports: a member's result by game kind and the agent's
 * income, both worked out from the team's own bets and transactions, so they
 * agree with the team overview and the team's profit and loss.
 */
import { type AgentIncomeKind, type AgentIncomeRow, agentReportEndpoints } from '@lobby/api';
import { DAY, formatPlatformDate, parsePlatformDateTime } from '../fixtures/time';
import { fail } from '../sandbox/errors';
import type { Account, ContractKind } from '../sandbox/model';
import type { Sandbox } from '../sandbox/sandbox';
import { money } from '../sandbox/seed';
import { pnlOf, team } from './agent';
import { inRange, page } from './format';
import { answer, type Route } from './route';

/** The sandbox merchant pays an agent this share (percent) of its team's valid bets as rebate commission. */
export const REBATE_COMMISSION_RATE = 0.2;

const salaryKinds: readonly ContractKind[] = ['dailySalary', 'hourSalary', 'realtimeSalary'];

/** The rate (percent) of the agent's contracts of these kinds in force on a day: active, and accepted by its end. */
function rateInForce(sandbox: Sandbox, agent: Account, kinds: readonly ContractKind[], dayEnd: number): number {
  return sandbox.contracts
    .filter(
      (contract) =>
        kinds.includes(contract.kind) &&
        contract.toId === agent.id &&
        contract.status === 'ACTIVE' &&
        contract.updatedAt <= dayEnd,
    )
    .reduce((sum, contract) => sum + contract.rate, 0);
}

/** The days of a report's range, newest first: the last seven days up to today without one, at most 93. */
function daysOf(sandbox: Sandbox, query: { startDate?: string | undefined; endDate?: string | undefined }): number[] {
  const dayOf = (text: string) => parsePlatformDateTime(formatPlatformDate(parsePlatformDateTime(text)));
  const today = parsePlatformDateTime(formatPlatformDate(sandbox.now()));
  const start = query.startDate ? dayOf(query.startDate) : today - 6 * DAY;
  const end = query.endDate ? dayOf(query.endDate) : today;
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return fail('request.invalid');
  const days: number[] = [];
  for (let day = end; day >= start && days.length < 93; day -= DAY) days.push(day);
  return days;
}

/** The agent's income of one day, one line per kind it earned. */
function incomeOfDay(sandbox: Sandbox, agent: Account, members: readonly Account[], day: number): AgentIncomeRow[] {
  const date = formatPlatformDate(day);
  const figures = members.map((member) => pnlOf(member, { startDate: date, endDate: date }));
  const validBet = money(figures.reduce((sum, row) => sum + row.validBet, 0));
  // What the team lost is what the house won on it: the dividend's base.
  const teamLoss = money(Math.max(0, -figures.reduce((sum, row) => sum + row.profit, 0)));
  const dayEnd = day + DAY - 1;
  const lines: { kind: AgentIncomeKind; base: number; rate: number }[] = [
    { kind: 'DIVIDEND', base: teamLoss, rate: rateInForce(sandbox, agent, ['dividend'], dayEnd) },
    { kind: 'SALARY', base: validBet, rate: rateInForce(sandbox, agent, salaryKinds, dayEnd) },
    { kind: 'REBATE', base: validBet, rate: REBATE_COMMISSION_RATE },
  ];
  return lines
    .map((line) => ({ date, ...line, amount: money((line.base * line.rate) / 100) }))
    .filter((line) => line.amount > 0);
}

export function agentReportRoutes(): Route[] {
  return [
    answer(agentReportEndpoints.teamPnlDetail, ({ sandbox, input, member }) => {
      const agent = member();
      sandbox.requireAgent(agent);
      const wanted = input.account.trim().toLowerCase();
      const owner = team(sandbox, agent).find((candidate) => candidate.username.toLowerCase() === wanted);
      if (!owner) return fail('downline.not.exists');
      // Settled bets only, as the member's line of the team's profit and loss counts them.
      const kinds = new Map<string, { betCount: number; betAmount: number; validBet: number; winLoss: number }>();
      for (const bet of owner.bets) {
        if (bet.status !== 'SETTLED' || !inRange(bet.betTime, input)) continue;
        const kind = kinds.get(bet.gameType) ?? { betCount: 0, betAmount: 0, validBet: 0, winLoss: 0 };
        kind.betCount += 1;
        kind.betAmount += bet.betAmount;
        kind.validBet += bet.validBet;
        kind.winLoss += bet.winLoss;
        kinds.set(bet.gameType, kind);
      }
      return [...kinds]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([gameType, kind]) => ({
          gameType,
          betCount: kind.betCount,
          betAmount: money(kind.betAmount),
          validBet: money(kind.validBet),
          winLoss: money(kind.winLoss),
        }));
    }),

    answer(agentReportEndpoints.income, ({ sandbox, input, member }) => {
      const agent = member();
      sandbox.requireAgent(agent);
      const query = input ?? {};
      const members = team(sandbox, agent);
      const rows = daysOf(sandbox, query)
        .flatMap((day) => incomeOfDay(sandbox, agent, members, day))
        .filter((row) => !query.kind || row.kind === query.kind);
      const total = (kind?: AgentIncomeKind) =>
        money(rows.filter((row) => !kind || row.kind === kind).reduce((sum, row) => sum + row.amount, 0));
      return {
        ...page(rows, query.pageNo, query.pageSize),
        totals: { dividend: total('DIVIDEND'), salary: total('SALARY'), rebate: total('REBATE'), total: total() },
      };
    }),
  ];
}
