/** Round trips of the agent centre's calls on one downline: detail, P&L, password, promotion, rebates, collection. */
import * as api from '@lobby/api';
import { expect } from 'vitest';
import { SEED_PAYMENT_PASSWORD } from '../../sandbox/seed';
import { GLOBAL_REBATE_RANGES, TOP_AGENT_REBATES } from '../agentDownline';
import { agent, logInAs, mainWallet, type RoundTripCase, refusal, roundTrip } from './case';

/** demo_agent's own downlines of one type (0 member, 2 sub-agent), newest first. */
async function downlinesOfType(client: api.PlatformClient, type: number): Promise<api.Downline[]> {
  return (await client.call(api.agentDownlinesEndpoint, { pageNo: 1, pageSize: 50 })).list.filter(
    (row) => row.type === type,
  );
}

async function firstMember(client: api.PlatformClient): Promise<api.Downline> {
  const member = (await downlinesOfType(client, 0))[0];
  if (!member) throw new Error('The seed gives demo_agent members');
  return member;
}

export const agentDownlineCases: Record<string, RoundTripCase> = {
  'agent.downlineDetail': roundTrip({
    as: agent,
    async run({ client }) {
      const subAgent = (await downlinesOfType(client, 2))[0];
      if (!subAgent) throw new Error('The seed gives demo_agent sub-agents');
      const detail = await client.call(api.agentDownlineDetailEndpoint, { account: subAgent.account });
      // A level further down: a member of the sub-agent's own team.
      const below = (await client.call(api.agentDownlinesEndpoint, { parentAccount: subAgent.account })).list[0];
      const belowDetail = await client.call(api.agentDownlineDetailEndpoint, { account: below?.account ?? '' });
      return { subAgent, detail, belowDetail };
    },
    async check({ subAgent, detail, belowDetail }, { clientOf }) {
      expect(detail).toMatchObject({
        account: subAgent.account,
        type: 2,
        level: 1,
        balance: subAgent.balance,
        teamSize: 3,
        registerTime: subAgent.registerTime,
      });
      expect(belowDetail).toMatchObject({ level: 2, type: 0, teamSize: 0 });
      // Outside the team: refused, even for an account that exists.
      expect(await refusal(clientOf(agent).call(api.agentDownlineDetailEndpoint, { account: 'demo_player' }))).toBe(
        'downline.not.exists',
      );
    },
  }),
  'agent.downlinePnl': roundTrip({
    as: agent,
    async run({ client }) {
      const member = await firstMember(client);
      return { member, pnl: await client.call(api.agentDownlinePnlEndpoint, { account: member.account }) };
    },
    async check({ member, pnl }, { sandbox }) {
      const account = sandbox.account(member.account);
      const settled = account.bets.filter((bet) => bet.status === 'SETTLED');
      expect(pnl.account).toBe(member.account);
      expect(pnl.betCount).toBe(settled.length);
      expect(pnl.validBet).toBeCloseTo(
        settled.reduce((sum, bet) => sum + bet.validBet, 0),
        2,
      );
    },
  }),
  'agent.resetDownlinePassword': roundTrip({
    as: agent,
    async run({ client }) {
      const member = await firstMember(client);
      await client.call(api.agentResetDownlinePasswordEndpoint, {
        account: member.account,
        password: 'N3wSecret!',
        confirmPassword: 'N3wSecret!',
      });
      return member;
    },
    async check(member, context) {
      // The downline logs in with the new password, and no longer with the old one.
      expect(await logInAs(context, member.account, 'N3wSecret!')).toMatchObject({ userName: member.account });
      expect(await refusal(logInAs(context, member.account))).toBe('invalid.username.or.password');
      expect(
        await refusal(
          context.client.call(api.agentResetDownlinePasswordEndpoint, {
            account: member.account,
            password: 'Another1!',
            confirmPassword: 'Another2!',
          }),
        ),
      ).toBe('password.not.match');
    },
  }),
  'agent.promoteDownline': roundTrip({
    as: agent,
    async run({ client }) {
      const member = await firstMember(client);
      await client.call(api.agentPromoteDownlineEndpoint, { account: member.account });
      return member;
    },
    async check(member, { client }) {
      const row = (await client.call(api.agentDownlinesEndpoint, { account: member.account })).list[0];
      expect(row?.type).toBe(2);
      expect(await refusal(client.call(api.agentPromoteDownlineEndpoint, { account: member.account }))).toBe(
        'downline.already.agent',
      );
    },
  }),
  'agent.globalRebateSettings': roundTrip({
    as: agent,
    run: ({ client }) => client.call(api.agentGlobalRebateSettingsEndpoint),
    check(ranges) {
      expect(ranges).toContainEqual({ productType: 'LIVE', ...GLOBAL_REBATE_RANGES.LIVE });
      expect(ranges).toHaveLength(Object.keys(GLOBAL_REBATE_RANGES).length);
    },
  }),
  'agent.rebateQuota': roundTrip({
    as: agent,
    run: ({ client }) => client.call(api.agentRebateQuotaEndpoint),
    check(quota) {
      expect(quota).toContainEqual({ productType: 'RNG', quota: TOP_AGENT_REBATES.RNG });
    },
  }),
  'agent.downlineRebates': roundTrip({
    as: agent,
    async run({ client }) {
      return client.call(api.agentDownlineRebatesEndpoint, { account: (await firstMember(client)).account });
    },
    check(rates) {
      // Nothing set yet: every product type at zero.
      expect(rates).toHaveLength(Object.keys(GLOBAL_REBATE_RANGES).length);
      expect(rates.every((rebate) => rebate.rate === 0)).toBe(true);
    },
  }),
  'agent.updateDownlineRebates': roundTrip({
    as: agent,
    async run({ client }) {
      const member = await firstMember(client);
      await client.call(api.agentUpdateDownlineRebatesEndpoint, {
        account: member.account,
        rebates: [{ productType: 'LIVE', rate: 0.5 }],
      });
      return member;
    },
    async check(member, { client }) {
      const rates = await client.call(api.agentDownlineRebatesEndpoint, { account: member.account });
      expect(rates).toContainEqual({ productType: 'LIVE', rate: 0.5 });
      // Within the merchant's range but above the agent's own rate: refused, and nothing changes.
      const overQuota = (TOP_AGENT_REBATES.LIVE ?? 0) + 0.1;
      expect(
        await refusal(
          client.call(api.agentUpdateDownlineRebatesEndpoint, {
            account: member.account,
            rebates: [{ productType: 'LIVE', rate: overQuota }],
          }),
        ),
      ).toBe('rebate.over.quota');
      expect(
        await refusal(
          client.call(api.agentUpdateDownlineRebatesEndpoint, {
            account: member.account,
            rebates: [{ productType: 'RNG', rate: 9 }],
          }),
        ),
      ).toBe('rebate.out.of.range');
      expect(await client.call(api.agentDownlineRebatesEndpoint, { account: member.account })).toContainEqual({
        productType: 'LIVE',
        rate: 0.5,
      });
    },
  }),
  'agent.collectFromDownline': roundTrip({
    as: agent,
    async run({ client }) {
      const member = (await downlinesOfType(client, 0)).find((row) => (row.balance ?? 0) >= 100);
      if (!member) throw new Error('The seed gives demo_agent members with money');
      await client.call(api.agentCollectFromDownlineEndpoint, {
        account: member.account,
        amount: 100,
        password: SEED_PAYMENT_PASSWORD,
      });
      return member;
    },
    async check(member, { client }) {
      expect(mainWallet(await client.call(api.walletBalanceEndpoint))).toBe(56_789 + 100);
      const detail = await client.call(api.agentDownlineDetailEndpoint, { account: member.account });
      expect(detail.balance).toBeCloseTo((member.balance ?? Number.NaN) - 100, 2);
      expect(
        await refusal(
          client.call(api.agentCollectFromDownlineEndpoint, { account: member.account, amount: 1, password: 'wrong' }),
        ),
      ).toBe('invalid.payment.pw');
    },
  }),
};
