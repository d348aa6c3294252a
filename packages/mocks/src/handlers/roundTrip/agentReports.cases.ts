/** Round trips of the agent centre's reports: a member's result by game kind, the agent's income. */
import * as api from '@lobby/api';
import { expect } from 'vitest';
import { agent, player, type RoundTripCase, refusal, roundTrip } from './case';

export const agentReportCases: Record<string, RoundTripCase> = {
  'agent.teamPnlDetail': roundTrip({
    as: agent,
    async run({ client }) {
      const pnl = await client.call(api.agentTeamPnlEndpoint, { pageNo: 1, pageSize: 200 });
      const member = pnl.list.find((row) => (row.validBet ?? 0) > 0);
      if (!member) throw new Error('No member of the team has bets');
      const detail = await client.call(api.agentTeamPnlDetailEndpoint, { account: member.account });
      const refused = await refusal(client.call(api.agentTeamPnlDetailEndpoint, { account: player }));
      return { member, detail, refused };
    },
    check({ member, detail, refused }) {
      expect(detail.length).toBeGreaterThan(0);
      // The kinds add up to the member's line of the team's profit and loss.
      expect(detail.reduce((sum, kind) => sum + (kind.validBet ?? 0), 0)).toBeCloseTo(member.validBet ?? 0, 2);
      expect(detail.reduce((sum, kind) => sum + (kind.winLoss ?? 0), 0)).toBeCloseTo(member.win ?? 0, 2);
      // Someone outside the team has no detail to show.
      expect(refused).toBe('downline.not.exists');
    },
  }),
  'agent.income': roundTrip({
    as: agent,
    async run({ client }) {
      const all = await client.call(api.agentIncomeEndpoint, { pageNo: 1, pageSize: 200 });
      const rebates = await client.call(api.agentIncomeEndpoint, { kind: 'REBATE', pageNo: 1, pageSize: 200 });
      const overview = await client.call(api.agentTeamOverviewDailyEndpoint, {});
      return { all, rebates, overview };
    },
    check({ all, rebates, overview }) {
      expect(all.list.length).toBeGreaterThan(0);
      expect(all.totals.total).toBeCloseTo(
        all.list.reduce((sum, row) => sum + row.amount, 0),
        2,
      );
      expect(rebates.list.every((row) => row.kind === 'REBATE')).toBe(true);
      expect(rebates.totals.total).toBeCloseTo(all.totals.rebate ?? 0, 2);
      // The rebate commission is a share of the day's valid bets the team overview shows.
      for (const row of rebates.list) {
        const day = overview.find((entry) => entry.date === row.date);
        expect(row.base).toBeCloseTo(day?.validBet ?? Number.NaN, 2);
        expect(row.amount).toBeCloseTo(((row.base ?? 0) * (row.rate ?? 0)) / 100, 2);
      }
      // demo_agent holds an active hourly salary contract: salary lines on the days its team bet.
      expect(all.list.some((row) => row.kind === 'SALARY')).toBe(true);
    },
  }),
};
