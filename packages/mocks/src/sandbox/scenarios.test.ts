// @vitest-environment node
/** What each scenario does to the client: normalized errors, timeouts, and the end of a session. */
import * as api from '@lobby/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hostileMarkup, hostileTexts, hostileUrls } from '../fixtures/hostile';
import { setupSandboxServer } from '../node';
import { createTestClient } from '../testing/client';
import { scenarioEffect, scenarioNames, slowLatencyMs } from './scenarios';

const host = setupSandboxServer();
beforeAll(() => host.listen());
afterEach(() => host.reset());
afterAll(() => host.close());

async function failure(promise: Promise<unknown>): Promise<api.PlatformError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof api.PlatformError) return error;
    throw error;
  }
  throw new Error('The call succeeded');
}

describe('scenarios', () => {
  it('normal: start-up status 0', async () => {
    const { client } = createTestClient(host.sandbox);
    expect(api.systemStatusOf(await api.getPermission(client, { url: 'localhost' }))).toBe(0);
  });

  it('maintenance: status 1 with an end time; other calls fail as maintenance', async () => {
    host.sandbox.setScenario('maintenance');
    const test = createTestClient(host.sandbox);
    const permission = await api.getPermission(test.client, { url: 'localhost' });
    expect(api.systemStatusOf(permission)).toBe(1);
    expect(api.maintenanceEndOf(permission)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // The maintenance page's Contact Us still works.
    await expect(api.resolveCustomerServiceUrl(test.client)).resolves.toMatch(/^https:/);
    test.signIn('demo_player');
    const error = await failure(test.client.call(api.walletBalanceEndpoint));
    expect(error).toMatchObject({ kind: 'maintenance', messageKey: 'errors.maintenance', status: 503 });
  });

  it('ip-restricted: status 2 with the IP and country; other calls fail as region-restricted', async () => {
    host.sandbox.setScenario('ip-restricted');
    const { client } = createTestClient(host.sandbox);
    const permission = await api.getPermission(client, { url: 'localhost' });
    expect(api.systemStatusOf(permission)).toBe(2);
    expect(permission.regionRestriction).toMatchObject({ ip: '203.0.113.24', country: 'Philippines' });
    const error = await failure(api.getGameVendors(client));
    expect(error).toMatchObject({ kind: 'region-restricted', messageKey: 'errors.regionRestricted' });
  });

  it('maintenance-and-ip: maintenance wins', async () => {
    host.sandbox.setScenario('maintenance-and-ip');
    const { client } = createTestClient(host.sandbox);
    const permission = await api.getPermission(client, { url: 'localhost' });
    expect(permission.regionRestriction).toBeTruthy();
    expect(api.systemStatusOf(permission)).toBe(1);
    expect((await failure(api.getHotGames(client))).kind).toBe('maintenance');
  });

  it('slow: answers take 2 to 4 seconds, so a short client timeout fires', async () => {
    for (let call = 1; call <= 50; call += 1) {
      expect(slowLatencyMs(call)).toBeGreaterThanOrEqual(2000);
      expect(slowLatencyMs(call)).toBeLessThanOrEqual(4000);
    }
    host.sandbox.setScenario('slow');
    const { client } = createTestClient(host.sandbox, { timeoutMs: 60 });
    const started = Date.now();
    const error = await failure(client.call(api.contentHelpCenterEndpoint));
    expect(error).toMatchObject({ kind: 'timeout', messageKey: 'errors.timeout' });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('flaky: every fifth call fails, a network error then a 500, in a fixed order', async () => {
    host.sandbox.setScenario('flaky');
    const { client } = createTestClient(host.sandbox);
    const outcomes: string[] = [];
    for (let call = 1; call <= 10; call += 1) {
      try {
        await client.call(api.contentHelpCenterEndpoint);
        outcomes.push('ok');
      } catch (error) {
        outcomes.push((error as api.PlatformError).kind);
      }
    }
    expect(outcomes).toEqual(['ok', 'ok', 'ok', 'ok', 'network', 'ok', 'ok', 'ok', 'ok', 'server']);
  });

  it('server-error: every call is a server error', async () => {
    host.sandbox.setScenario('server-error');
    const { client } = createTestClient(host.sandbox);
    const error = await failure(api.getPermission(client, { url: 'localhost' }));
    expect(error).toMatchObject({ kind: 'server', messageKey: 'errors.server', status: 500 });
  });

  it('malformed: answers break the schema and surface as invalid-response with a path', async () => {
    host.sandbox.setScenario('malformed');
    const test = createTestClient(host.sandbox);
    test.signIn('demo_player');
    const balance = await failure(test.client.call(api.walletBalanceEndpoint));
    expect(balance).toMatchObject({ kind: 'invalid-response', messageKey: 'errors.invalidResponse' });
    expect(balance.path).toMatch(/^value\./);
    // A call whose value is free-form still gets a broken envelope.
    const logout = await failure(test.client.call(api.authLogoutEndpoint));
    expect(logout.kind).toBe('invalid-response');
  });

  it('session-expired: token calls answer unauthorized and the session is cleared', async () => {
    host.sandbox.setScenario('session-expired');
    const test = createTestClient(host.sandbox);
    test.signIn('demo_player');
    const error = await failure(test.client.call(api.memberInfoEndpoint));
    expect(error).toMatchObject({ kind: 'unauthorized', messageKey: 'errors.notLoggedIn', status: 401 });
    expect(test.token).toBeNull();
    expect(test.endedSessions).toHaveLength(1);
    // Visitors' calls still work.
    await expect(test.client.call(api.contentHelpCenterEndpoint)).resolves.not.toHaveLength(0);
  });

  it('hostile: back-office fields carry the corpus, and answers keep their shape', async () => {
    host.sandbox.setScenario('hostile');
    const test = createTestClient(host.sandbox);
    const corpus = new Set<string>([...hostileMarkup, ...hostileTexts, ...hostileUrls]);
    const help = await test.client.call(api.contentHelpCenterEndpoint);
    expect(help.length).toBeGreaterThan(0);
    for (const item of help) {
      expect(corpus).toContain(item.title);
      expect(corpus).toContain(item.content);
    }
    const announcements = await api.getAnnouncements(test.client, { types: ['B', 'PL', 'PU'] });
    const notices = [...announcements.player, ...announcements.popup];
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices) expect(corpus).toContain(notice.title);
    // The same record carries the same vector on every call, whatever the order.
    expect(await test.client.call(api.contentHelpCenterEndpoint)).toEqual(help);
  });

  it('an ended session (logout elsewhere) is unauthorized too', async () => {
    const test = createTestClient(host.sandbox);
    const token = test.signIn('demo_player');
    host.sandbox.endSession(token);
    expect((await failure(test.client.call(api.walletBalanceEndpoint))).kind).toBe('unauthorized');
    expect(test.token).toBeNull();
  });

  it('switches at run time through the control route, and reset restores the start scenario', async () => {
    const put = await fetch('http://sandbox.test/__sandbox/scenario', {
      method: 'PUT',
      body: JSON.stringify({ name: 'maintenance' }),
    });
    expect(put.status).toBe(200);
    expect(host.sandbox.scenario).toBe('maintenance');
    const bad = await fetch('http://sandbox.test/__sandbox/scenario', { method: 'PUT', body: '{"name":"nope"}' });
    expect(bad.status).toBe(400);
    await fetch('http://sandbox.test/__sandbox/reset', { method: 'POST' });
    expect(host.sandbox.scenario).toBe('normal');
  });

  it('every scenario has a defined effect for every kind of call', () => {
    for (const name of scenarioNames) {
      for (const traits of [
        { tokenSent: true, alwaysAvailable: false },
        { tokenSent: false, alwaysAvailable: true },
      ]) {
        expect(scenarioEffect(name, 5, traits).kind).toBeTypeOf('string');
      }
    }
  });
});
