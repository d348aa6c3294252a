// @vitest-environment node
/** An agent reads its team's bets and account lines through the member's own record calls, scoped to the team. */
import * as api from '@lobby/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../node';
import { SEED_USERNAMES } from '../sandbox/seed';
import { createTestClient } from '../testing/client';

const host = setupSandboxServer();
beforeAll(() => host.listen());
afterEach(() => host.reset());
afterAll(() => host.close());

const relay = 'ODSFE2_MemGameBet';

function clientAs(username: string): api.PlatformClient {
  const test = createTestClient(host.sandbox);
  test.signIn(username);
  return test.client;
}

describe('records with a team scope', () => {
  it("lists the team's third-party bets with whose they are, and their totals agree with the team's profit and loss", async () => {
    const client = clientAs(SEED_USERNAMES.agent);
    const own = await client.call(api.memberGameBetsEndpoint, { relay, pageSize: 200 });
    const team = await client.call(api.memberGameBetsEndpoint, { relay, scope: 'TEAM', pageSize: 200 });
    const pnl = await client.call(api.agentTeamPnlEndpoint, { pageSize: 200 });

    expect(own.list.every((bet) => bet.account == null)).toBe(true);
    expect(team.totalCount).toBeGreaterThan(own.totalCount ?? 0);
    expect(team.list).toHaveLength(200);
    const members = new Set(pnl.list.map((row) => row.account));
    for (const bet of team.list) expect(members.has(bet.account ?? '')).toBe(true);
    // Newest first across the team.
    const times = team.list.map((bet) => bet.betTime ?? '');
    expect(times).toEqual([...times].sort().reverse());
    // Team members bet on third-party games only in the seed: the valid bets of every team bet the
    // filters keep, as the record totals them, cover the team's (settled) valid bets.
    expect(team.totals.validBet ?? 0).toBeGreaterThanOrEqual(pnl.totals.validBet ?? Number.POSITIVE_INFINITY);
  });

  it('narrows to the members whose account holds the text, and refuses someone outside the team', async () => {
    const client = clientAs(SEED_USERNAMES.agent);
    const team = await client.call(api.memberGameBetsEndpoint, { relay, scope: 'TEAM', pageSize: 200 });
    const account = team.list[0]?.account ?? '';
    const one = await client.call(api.memberGameBetsEndpoint, { relay, scope: 'TEAM', account, pageSize: 200 });
    expect(one.list.length).toBeGreaterThan(0);
    expect(one.list.length).toBeLessThan(team.list.length);
    for (const bet of one.list) expect(bet.account).toContain(account);

    const outside = await client
      .call(api.memberGameBetsEndpoint, { relay, account: SEED_USERNAMES.player })
      .catch((error: unknown) => (error instanceof api.PlatformError ? error.errorCode : error));
    expect(outside).toBe('downline.not.exists');
  });

  it("lists the team's account lines by type, each with its member", async () => {
    const client = clientAs(SEED_USERNAMES.agent);
    const deposits = await client.call(api.memberTransactionsEndpoint, {
      scope: 'TEAM',
      txTypeId: '1',
      pageSize: 200,
    });
    const pnl = await client.call(api.agentTeamPnlEndpoint, { pageSize: 200 });
    expect(deposits.list.length).toBeGreaterThan(0);
    expect(deposits.list.every((line) => line.txTypeName === 'Deposit' && line.account)).toBe(true);
    const deposited = deposits.list
      .filter((line) => !line.remark?.endsWith('(pending)'))
      .reduce((sum, line) => sum + line.amount, 0);
    expect(deposited).toBeCloseTo(pnl.totals.deposit ?? Number.NaN, 2);
  });

  it('keeps a player without a team to its own record', async () => {
    const client = clientAs(SEED_USERNAMES.player);
    const refused = await client
      .call(api.memberTransactionsEndpoint, { scope: 'TEAM' })
      .catch((error: unknown) => (error instanceof api.PlatformError ? error.errorCode : error));
    expect(refused).toBe('non.agent');
  });
});
