/** Round trips of the agent centre: contracts, team, downlines, transfers and referrals. */
import * as api from '@lobby/api';
import { expect } from 'vitest';
import { SEED_PASSWORD } from '../../sandbox/seed';
import { agent, house, logInAs, mainWallet, player, type RoundTripCase, refusal, roundTrip } from './case';

/** The agent's own members (not sub-agents), newest first, as the downline list shows them. */
async function members(client: api.PlatformClient): Promise<api.Downline[]> {
  return (await client.call(api.agentDownlinesEndpoint, { pageNo: 1, pageSize: 50 })).list.filter(
    (row) => row.type === 0,
  );
}

/** The agent's sub-agents (type 2), newest first: only agents are offered contracts. */
async function subAgents(client: api.PlatformClient): Promise<api.Downline[]> {
  return (await client.call(api.agentDownlinesEndpoint, { pageNo: 1, pageSize: 50 })).list.filter(
    (row) => row.type === 2,
  );
}

/** The contract with this id, as the agent's list of that kind shows it. */
const byId = (contracts: api.Contract[], contractId: string) =>
  contracts.find((contract) => contract.contractId === contractId);

export const agentCases: Record<string, RoundTripCase> = {
  // ---- requests from the house to demo_agent
  'agent.processDividend': roundTrip({
    as: agent,
    run: ({ client }) => client.call(api.agentProcessDividendEndpoint, { contractId: '1', action: 'accept' }),
    async check(result, { client }) {
      expect(result).toEqual({ contractId: '1', status: 'ACTIVE' });
      expect(byId(await client.call(api.agentDividendContractsEndpoint, {}), '1')).toMatchObject({
        account: house,
        status: 'ACTIVE',
      });
      // The request no longer waits; the kind stays enabled.
      expect(await client.call(api.memberConsolidatedEndpoint)).toMatchObject({ divpendingcount: 0, divtypereq: true });
    },
  }),
  'agent.processDailySalary': roundTrip({
    as: agent,
    run: ({ client }) => client.call(api.agentProcessDailySalaryEndpoint, { contractId: '2', action: 'reject' }),
    async check(result, { client }) {
      expect(result).toEqual({ contractId: '2', status: 'REJECTED' });
      expect(byId(await client.call(api.agentDailySalaryContractsEndpoint, {}), '2')).toMatchObject({
        status: 'REJECTED',
      });
      expect(await client.call(api.memberConsolidatedEndpoint)).toMatchObject({
        dailysalpendingcount: 0,
        dailysalreqtype: true,
      });
    },
  }),
  'agent.processHourSalary': roundTrip({
    as: agent,
    async run({ client, clientOf }) {
      // The seeded hourly contract is already active: the house offers a new one first.
      const offer = await clientOf(house).call(api.agentProposeHourSalaryEndpoint, { account: agent, rate: 0.7 });
      expect((await client.call(api.memberConsolidatedEndpoint)).hoursalpendingcount).toBe(1);
      const contractId = (await client.call(api.agentHourSalaryContractsEndpoint, {})).find(
        (contract) => contract.account === house && contract.status === 'PENDING',
      )?.contractId;
      expect(offer).toMatchObject({ contractId, status: 'PENDING' });
      return {
        contractId,
        result: await client.call(api.agentProcessHourSalaryEndpoint, {
          contractId: contractId ?? '',
          action: 'accept',
        }),
      };
    },
    async check({ contractId, result }, { client }) {
      expect(result).toEqual({ contractId, status: 'ACTIVE' });
      const fromHouse = (await client.call(api.agentHourSalaryContractsEndpoint, {})).filter(
        (contract) => contract.account === house,
      );
      // One active contract per kind: accepting the new one ends the old one.
      expect(fromHouse.map((contract) => [contract.contractId, contract.rate, contract.status])).toEqual([
        [contractId, 0.7, 'ACTIVE'],
        ['3', 0.6, 'TERMINATED'],
      ]);
    },
  }),
  'agent.processRealTimeSalary': roundTrip({
    as: agent,
    run: ({ client }) => client.call(api.agentProcessRealTimeSalaryEndpoint, { contractId: '4', action: 'accept' }),
    async check(result, { client }) {
      expect(result).toEqual({ contractId: '4', status: 'ACTIVE' });
      expect(byId(await client.call(api.agentRealTimeSalaryContractsEndpoint, {}), '4')).toMatchObject({
        status: 'ACTIVE',
      });
      expect(await client.call(api.memberConsolidatedEndpoint)).toMatchObject({
        realtimesalpendingcount: 0,
        realtimesalreqtype: true,
        divpendingcount: 1,
      });
    },
  }),

  // ---- contract lists
  'agent.dividendContracts': roundTrip({
    as: agent,
    run: ({ client }) => client.call(api.agentDividendContractsEndpoint, {}),
    check(contracts) {
      expect(contracts[0]).toMatchObject({
        contractId: '1',
        account: house,
        rate: 20,
        status: 'PENDING',
        period: 'HALF_MONTH',
      });
      // From the house: one waiting, one ended; offered to the team: one of each state.
      expect(contracts.map((contract) => contract.status).sort()).toEqual([
        'ACTIVE',
        'PENDING',
        'PENDING',
        'REJECTED',
        'TERMINATED',
        'TERMINATED',
      ]);
    },
  }),
  'agent.dailySalaryContracts': roundTrip({
    as: agent,
    run: ({ client }) => client.call(api.agentDailySalaryContractsEndpoint, {}),
    check(contracts) {
      expect(contracts[0]).toMatchObject({
        contractId: '2',
        account: house,
        rate: 1,
        status: 'PENDING',
        period: 'DAILY',
      });
      expect(contracts).toHaveLength(5);
    },
  }),
  'agent.hourSalaryContracts': roundTrip({
    as: agent,
    run: ({ client }) => client.call(api.agentHourSalaryContractsEndpoint, {}),
    check(contracts) {
      expect(byId(contracts, '3')).toMatchObject({ account: house, rate: 0.6, status: 'ACTIVE', period: 'HOURLY' });
      expect(contracts).toHaveLength(5);
    },
  }),
  'agent.realTimeSalaryContracts': roundTrip({
    as: agent,
    run: ({ client }) => client.call(api.agentRealTimeSalaryContractsEndpoint, {}),
    check(contracts) {
      expect(contracts[0]).toMatchObject({ contractId: '4', account: house, rate: 0.4, period: 'REALTIME' });
      expect(contracts).toHaveLength(5);
    },
  }),

  // ---- requests waiting for demo_agent's answer
  'agent.dividendRequests': roundTrip({
    as: agent,
    run: ({ client }) => client.call(api.agentDividendRequestsEndpoint, {}),
    check: (requests) =>
      // Only the house's pending offer: not the ended one, not the ones demo_agent offered.
      expect(requests.map((row) => [row.contractId, row.account, row.status, row.direction])).toEqual([
        ['1', house, 'PENDING', 'received'],
      ]),
  }),
  'agent.dailySalaryRequests': roundTrip({
    as: agent,
    async run({ client }) {
      const before = await client.call(api.agentDailySalaryRequestsEndpoint, {});
      await client.call(api.agentProcessDailySalaryEndpoint, { contractId: '2', action: 'accept' });
      return { before, after: await client.call(api.agentDailySalaryRequestsEndpoint, {}) };
    },
    check({ before, after }) {
      expect(before.map((row) => [row.contractId, row.rate, row.period])).toEqual([['2', 1, 'DAILY']]);
      // An answered request leaves the list.
      expect(after).toEqual([]);
    },
  }),
  'agent.hourSalaryRequests': roundTrip({
    as: agent,
    async run({ client, clientOf }) {
      const before = await client.call(api.agentHourSalaryRequestsEndpoint, {});
      await clientOf(house).call(api.agentProposeHourSalaryEndpoint, { account: agent, rate: 0.5 });
      return { before, after: await client.call(api.agentHourSalaryRequestsEndpoint, {}) };
    },
    check({ before, after }) {
      // The seeded hourly contract is active, so nothing waits until the house offers a new one.
      expect(before).toEqual([]);
      expect(after.map((row) => [row.account, row.rate, row.status])).toEqual([[house, 0.5, 'PENDING']]);
    },
  }),

  // ---- offers to the agent's own team
  'agent.proposeDividend': roundTrip({
    as: agent,
    async run({ client }) {
      const subs = await subAgents(client);
      // The oldest sub-agent passes a dividend of 8% on to its own member (the seed's first sub-agent).
      const sub = subs[subs.length - 1];
      const account = sub?.account ?? '';
      const plainMember = (await members(client))[5]?.account ?? '';
      return {
        account,
        refusedMember: await refusal(client.call(api.agentProposeDividendEndpoint, { account: plainMember, rate: 5 })),
        asked: await client.call(api.agentProposeDividendEndpoint, { account, rate: 5 }).then(
          () => undefined,
          (error: unknown) => (error instanceof api.PlatformError ? error : undefined),
        ),
        result: await client.call(api.agentProposeDividendEndpoint, { account, rate: 5, confirmTerminate: true }),
      };
    },
    async check({ account, refusedMember, asked, result }, { client, clientOf }) {
      // A plain member never opens the agent centre, so it is never offered a contract.
      expect(refusedMember).toBe('contract.downline.not.agent');
      // Below the 8% the sub-agent gives its member: the sandbox names that contract and waits.
      expect(asked?.errorCode).toBe('contract.terminate.confirm');
      expect(asked?.details).toMatchObject({ contracts: [{ contractId: '22', rate: 8 }] });
      expect(result).toMatchObject({ status: 'PENDING', terminated: ['22'] });
      const offered = (await client.call(api.agentDividendContractsEndpoint, {})).filter(
        (row) => row.account === account,
      );
      expect(offered).toContainEqual(
        expect.objectContaining({ rate: 5, status: 'PENDING', period: 'HALF_MONTH', direction: 'offered' }),
      );
      // The sub-agent sees the request to answer, and its own contract with its member has ended.
      const sub = clientOf(account);
      expect((await sub.call(api.agentDividendRequestsEndpoint, {})).map((row) => row.rate)).toContain(5);
      expect(byId(await sub.call(api.agentDividendContractsEndpoint, {}), '22')).toMatchObject({
        status: 'TERMINATED',
        direction: 'offered',
      });
    },
  }),
  'agent.terminateDividend': roundTrip({
    as: agent,
    async run({ client }) {
      const active = (await client.call(api.agentDividendContractsEndpoint, {})).find(
        (contract) => contract.account !== house && contract.status === 'ACTIVE',
      );
      return {
        active,
        result: await client.call(api.agentTerminateDividendEndpoint, { contractId: active?.contractId ?? '' }),
      };
    },
    async check({ active, result }, { client }) {
      expect(active?.contractId).toBe('6');
      expect(result).toEqual({ contractId: '6', status: 'TERMINATED' });
      expect(byId(await client.call(api.agentDividendContractsEndpoint, {}), '6')).toMatchObject({
        status: 'TERMINATED',
      });
    },
  }),
  'agent.proposeDailySalary': roundTrip({
    as: agent,
    async run({ client }) {
      const member = (await subAgents(client))[0];
      const result = await client.call(api.agentProposeDailySalaryEndpoint, {
        account: member?.account ?? '',
        rate: 0.5,
        period: 'weekly',
      });
      return { member, result };
    },
    async check({ member, result }, { client }) {
      expect(result).toMatchObject({ status: 'PENDING' });
      const offered = (await client.call(api.agentDailySalaryContractsEndpoint, {})).filter(
        (row) => row.account === member?.account,
      );
      expect(offered).toContainEqual(expect.objectContaining({ rate: 0.5, status: 'PENDING', period: 'WEEKLY' }));
    },
  }),
  'agent.proposeHourSalary': roundTrip({
    as: agent,
    async run({ client }) {
      const member = (await subAgents(client))[1];
      return {
        member,
        result: await client.call(api.agentProposeHourSalaryEndpoint, { account: member?.account ?? '', rate: 0.3 }),
      };
    },
    async check({ member, result }, { client }) {
      expect(result).toMatchObject({ status: 'PENDING' });
      const offered = (await client.call(api.agentHourSalaryContractsEndpoint, {})).filter(
        (row) => row.account === member?.account,
      );
      expect(offered).toContainEqual(expect.objectContaining({ rate: 0.3, status: 'PENDING', period: 'HOURLY' }));
      // Above the agent's own hourly rate (0.6 from the house) is refused.
      expect(
        await refusal(client.call(api.agentProposeHourSalaryEndpoint, { account: member?.account ?? '', rate: 0.7 })),
      ).toBe('contract.rate.invalid');
    },
  }),
  'agent.assignRealTimeSalary': roundTrip({
    as: agent,
    async run({ client }) {
      const member = (await subAgents(client))[2];
      return {
        member,
        result: await client.call(api.agentAssignRealTimeSalaryEndpoint, { account: member?.account ?? '', rate: 0.2 }),
      };
    },
    async check({ member, result }, { client }) {
      expect(result).toMatchObject({ status: 'PENDING' });
      const offered = (await client.call(api.agentRealTimeSalaryContractsEndpoint, {})).filter(
        (row) => row.account === member?.account,
      );
      expect(offered).toContainEqual(expect.objectContaining({ rate: 0.2, status: 'PENDING', period: 'REALTIME' }));
    },
  }),

  // ---- team
  'agent.teamOverview': roundTrip({
    as: agent,
    run: ({ client }) => client.call(api.agentTeamOverviewEndpoint, {}),
    check: (overview) =>
      // 36 direct downlines, and three members under each of the four sub-agents.
      expect(overview).toMatchObject({ teamSize: 48, newMembers: 0, activeMembers: 35, validBet: 18_341 }),
  }),
  'agent.teamOverviewDaily': roundTrip({
    as: agent,
    async run({ client }) {
      // Without a range: the last seven days, today last.
      const days = await client.call(api.agentTeamOverviewDailyEndpoint, {});
      const range = { startDate: days[0]?.date ?? '', endDate: days[days.length - 1]?.date ?? '' };
      return {
        days,
        total: await client.call(api.agentTeamOverviewEndpoint, range),
        lastDay: await client.call(api.agentTeamOverviewDailyEndpoint, {
          startDate: range.endDate,
          endDate: range.endDate,
        }),
      };
    },
    check({ days, total, lastDay }) {
      expect(days).toHaveLength(7);
      expect(days.map((day) => day.date)).toEqual([...days.map((day) => day.date)].sort());
      // The days add up to the overview of the same range.
      const sum = (key: 'validBet' | 'deposit' | 'profit') => days.reduce((acc, day) => acc + (day[key] ?? 0), 0);
      expect(sum('validBet')).toBeCloseTo(total.validBet ?? Number.NaN, 2);
      expect(sum('deposit')).toBeCloseTo(total.deposit ?? Number.NaN, 2);
      expect(sum('profit')).toBeCloseTo(total.profit ?? Number.NaN, 2);
      expect(sum('validBet')).toBeGreaterThan(0);
      expect(lastDay).toEqual([days[days.length - 1]]);
    },
  }),
  'agent.downlines': roundTrip({
    as: agent,
    run: ({ client }) => client.call(api.agentDownlinesEndpoint, { pageNo: 1, pageSize: 50 }),
    async check(page, { client }) {
      expect(page.totalCount).toBe(36);
      const subs = page.list.filter((row) => row.type === 2);
      expect(subs.map((row) => row.teamSize)).toEqual([3, 3, 3, 3]);
      // A level down: a sub-agent's own members; outside the team is refused.
      const below = await client.call(api.agentDownlinesEndpoint, { parentAccount: subs[0]?.account ?? '' });
      expect(below.list.map((row) => [row.type, row.teamSize])).toEqual([
        [0, 0],
        [0, 0],
        [0, 0],
      ]);
      expect(await refusal(client.call(api.agentDownlinesEndpoint, { parentAccount: house }))).toBe(
        'downline.not.exists',
      );
      const registered = page.list.map((row) => row.registerTime ?? '');
      expect(registered).toEqual([...registered].sort().reverse());
    },
  }),
  'agent.registerDownline': roundTrip({
    as: agent,
    run: ({ client }) =>
      client.call(api.agentRegisterDownlineEndpoint, { username: 'teamnew01', password: 'Abc#12345' }),
    async check(result, context) {
      expect(result).toMatchObject({ account: 'teamnew01' });
      const { client } = context;
      const found = (await client.call(api.agentDownlinesEndpoint, { account: 'teamnew01' })).list;
      expect(found.map((row) => [row.account, row.type, row.balance])).toEqual([['teamnew01', 0, 0]]);
      expect(await client.call(api.agentMemberCountEndpoint)).toEqual({ count: 49 });
      expect(await logInAs(context, 'teamnew01', 'Abc#12345')).toMatchObject({ userName: 'teamnew01' });
    },
  }),
  'agent.transferToDownline': roundTrip({
    as: agent,
    async run({ client }) {
      const member = (await members(client))[0];
      const result = await client.call(api.agentTransferToDownlineEndpoint, {
        account: member?.account ?? '',
        amount: 250,
        password: SEED_PASSWORD,
      });
      return { member, result };
    },
    async check({ member, result }, { client }) {
      expect(result).toEqual({ balance: 56_539 });
      expect(mainWallet(await client.call(api.walletBalanceEndpoint))).toBe(56_789 - 250);
      const after = (await client.call(api.agentDownlinesEndpoint, { account: member?.account ?? '' })).list[0];
      expect(after?.balance).toBeCloseTo((member?.balance ?? Number.NaN) + 250, 2);
      expect((await client.call(api.memberTransactionsEndpoint, { pageNo: 1, pageSize: 1 })).list[0]).toMatchObject({
        txTypeName: 'Transfer to downline',
        amount: -250,
      });
    },
  }),
  'agent.transferToUpline': roundTrip({
    as: agent,
    run: ({ client }) => client.call(api.agentTransferToUplineEndpoint, { amount: 100, password: SEED_PASSWORD }),
    async check(result, { client, clientOf }) {
      expect(result).toEqual({ balance: 56_689 });
      expect(mainWallet(await client.call(api.walletBalanceEndpoint))).toBe(56_689);
      // The upline sees the money arrive in its own wallet.
      const upline = clientOf(house);
      expect(mainWallet(await upline.call(api.walletBalanceEndpoint))).toBe(1_000_100);
      expect((await upline.call(api.memberTransactionsEndpoint, { pageNo: 1, pageSize: 1 })).list[0]).toMatchObject({
        txTypeName: 'Transfer from upline',
        amount: 100,
      });
    },
  }),
  'agent.teamPnl': roundTrip({
    as: agent,
    run: ({ client }) => client.call(api.agentTeamPnlEndpoint, { pageNo: 1 }),
    check(page) {
      expect(page.totalCount).toBe(48);
      expect(page.list[1]).toMatchObject({ account: 'quan4915', validBet: 639, win: 1_488, profit: 1_488 });
      for (const row of page.list) {
        expect(row.profit).toBeCloseTo((row.win ?? 0) + (row.bonus ?? 0) + (row.rebate ?? 0), 2);
      }
    },
  }),
  'agent.referralDetails': roundTrip({
    as: agent,
    run: ({ client }) => client.call(api.agentReferralDetailsEndpoint, { autoGenerate: true }),
    check: (details) =>
      expect(details).toEqual({
        referralCode: 'RF1B5ZU4',
        affiliateCode: 'AF10004',
        totalInvitations: 36,
        promotionDomains: [
          'https://www.lobby.example/register?affiliateCode=AF10004',
          'https://www2.lobby.example/register?affiliateCode=AF10004',
          'https://m.lobby.example/register?affiliateCode=AF10004',
        ],
      }),
  }),
  'agent.referrals': roundTrip({
    as: agent,
    run: ({ client }) => client.call(api.agentReferralsEndpoint, {}),
    check(page) {
      expect(page.totalCount).toBe(36);
      expect(page.list[0]).toMatchObject({ account: 'nam8163', customerId: '10006', deposit: 0, reward: 0 });
    },
  }),
  'agent.referralRules': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.agentReferralRulesEndpoint),
    check: ({ rules }) => {
      expect(rules.length).toBeGreaterThan(0);
      expect(rules.join(' ')).toContain('1% of every successful deposit');
    },
  }),
  'agent.referralIncome': roundTrip({
    as: agent,
    run: async ({ client, sandbox }) => {
      const before = await client.call(api.agentReferralIncomeEndpoint);
      // An invited player deposits 500 today: the agent earns its share of it.
      const friend = sandbox.downlineOf(sandbox.account(agent))[0];
      if (!friend) throw new Error('demo_agent has no invited players in the seed');
      sandbox.book(friend, 'DEPOSIT', 500, 'Deposit');
      return {
        before,
        after: await client.call(api.agentReferralIncomeEndpoint),
        friends: await client.call(api.agentReferralsEndpoint, { pageSize: 100 }),
      };
    },
    check: ({ before, after, friends }) => {
      expect(after.totalIncome).toBeCloseTo((before.totalIncome ?? 0) + 5, 2);
      expect(after.todayIncome).toBeCloseTo((before.todayIncome ?? 0) + 5, 2);
      expect(after.yesterdayIncome).toBe(before.yesterdayIncome);
      // The income in all is what the invited list says each friend earned the agent,
      // give or take the rounding of each friend's reward to the cent.
      const rewards = friends.list.reduce((sum, friend) => sum + (friend.reward ?? 0), 0);
      expect(Math.abs((after.totalIncome ?? 0) - rewards)).toBeLessThanOrEqual(friends.list.length * 0.005);
    },
  }),
  'agent.memberCount': roundTrip({
    as: agent,
    run: ({ client }) => client.call(api.agentMemberCountEndpoint),
    check: (count) => expect(count).toEqual({ count: 48 }),
  }),
};
