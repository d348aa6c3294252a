import fc from 'fast-check';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { base64Decode, utf8Decode } from '../codec/bytes';
import { decryptPayload, decryptPayloadKey } from '../codec/payload';
import { endpointList } from '../endpoints/all';
import {
  authEndpoints,
  authForgotPasswordEmailEndpoint,
  authLoginEndpoint,
  getCaptcha,
  playForFree,
} from '../endpoints/auth';
import type { DroppedRow } from '../endpoints/fields';
import { getVendorGameTypes } from '../endpoints/gameLobby';
import { getGameList, getGameVendors } from '../endpoints/games';
import { gamesEndpoints } from '../endpoints/gamesAll';
import { lotteryVnMenusEndpoint } from '../endpoints/lottery';
import { memberInfoEndpoint } from '../endpoints/member';
import { memberGameBetsEndpoint } from '../endpoints/records';
import { getPermission, resolveCustomerServiceUrl } from '../endpoints/system';
import { walletBalanceEndpoint } from '../endpoints/wallet';
import { cookieNames, sessionKeys } from '../session/keys';
import { clearSession, readToken, writeToken } from '../session/session';
import { sessionStore } from '../session/storage';
import { fail, fakeFetch, hangingFetch, json, ok, type Responder } from '../test/fakeFetch';
import { testRsaKey } from '../test/rsaKey';
import { createPlatformClient, digestAndRsaHeaders, type PlatformClientConfig } from './client';
import { parseOrThrow } from './envelope';
import { PlatformError, type PlatformErrorKind, platformErrorText } from './errors';

const member = {
  id: 7,
  account: 'demo_player',
  nickname: 'Demo',
  type: 0,
  clubLabel: { labelName: 'Gold', rankLevel: 2 },
};

function setup(respond: Responder, config: Partial<PlatformClientConfig> = {}) {
  const fake = fakeFetch(respond);
  const client = createPlatformClient({
    merchantCode: 'demo',
    fetch: fake.fetch,
    getLanguage: () => 'EN',
    now: () => 1_700_000_000_000,
    userAgent: 'LobbyTest/1.0',
    ...config,
  });
  return { client, ...fake };
}

async function failure(promise: Promise<unknown>): Promise<PlatformError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    return error as PlatformError;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  sessionStore.clear();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('paths with a field in them', () => {
  it('puts the relay the page names into the path and the other fields into the query', async () => {
    writeToken('tok-123');
    const { client, requests } = setup(() => ok({ list: [], totals: null }));
    await client.call(memberGameBetsEndpoint, { relay: 'ODSFE2_MemGameBet', vendor: 'PP', pageNo: 2 });
    const [request] = requests;
    expect(request?.url.pathname).toBe('/wps/relay/ODSFE2_MemGameBet');
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ vendor: 'PP', pageNo: '2' });
  });

  it('keeps a hostile value inside its one segment', async () => {
    writeToken('tok-123');
    const { client, requests } = setup(() => ok({ list: [] }));
    await client.call(memberGameBetsEndpoint, { relay: '../member/info?x=1' });
    expect(requests[0]?.url.pathname).toBe('/wps/relay/..%2Fmember%2Finfo%3Fx%3D1');
  });
});

describe('request headers', () => {
  it('sends Merchant once, Device, Language, timestamp, UA and the raw token', async () => {
    writeToken('tok-123');
    const { client, requests } = setup(() => ok(member), {
      extraHeaders: { merchant: 'spoofed', 'X-Brand': 'lobby' },
    });
    await client.call(memberInfoEndpoint);
    const [request] = requests;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/wps/member/info');
    const headers = request?.headers;
    expect(headers?.get('Merchant')).toBe('demo');
    expect([...(headers?.keys() ?? [])].filter((name) => name === 'merchant')).toHaveLength(1);
    expect(headers?.get('Device')).toBe('web');
    expect(headers?.get('Language')).toBe('EN');
    expect(headers?.get('Authorization')).toBe('tok-123');
    expect(headers?.get('X-Timestamp')).toBe('1700000000000');
    expect(utf8Decode(base64Decode(headers?.get('X-Real-UA') ?? ''))).toBe('LobbyTest/1.0');
    expect(headers?.get('ModuleId')).toBe('COMM3');
    expect(headers?.get('X-Brand')).toBe('lobby');
  });

  it('keeps the device id in local storage and the SHELL_deviceId cookie', async () => {
    const { client } = setup(() => ok('AAAA'));
    await getCaptcha(client);
    const id = localStorage.getItem('SHELL_deviceId');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.cookie).toContain(`${cookieNames.deviceId}=${id}`);
  });

  it('uses the configured module-id header name', async () => {
    writeToken('tok');
    const { client, requests } = setup(() => ok(member), { moduleIdHeader: 'Module-Id' });
    await client.call(memberInfoEndpoint);
    expect(requests[0]?.headers.get('Module-Id')).toBe('COMM3');
    expect(requests[0]?.headers.has('ModuleId')).toBe(false);
  });

  it('never sends the token on calls that take none', async () => {
    writeToken('tok');
    const { client, requests } = setup(() => ok('AAAA'));
    await getCaptcha(client);
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
  });
});

describe('token rules', () => {
  it('keeps token calls in the browser without a token', async () => {
    const { client, spy } = setup(() => ok({ sumBalance: 1 }));
    const error = await failure(client.call(walletBalanceEndpoint));
    expect(error.kind).toBe('unauthorized');
    expect(error.messageKey).toBe('errors.notLoggedIn');
    expect(spy).not.toHaveBeenCalled();
  });

  it('makes the three catalogue calls with and without a token', async () => {
    const respond: Responder = (request) => {
      if (request.url.pathname.endsWith('GCSGAME_gameVendor')) return ok({ data: { lanes: [] } });
      if (request.url.pathname.endsWith('GCSGAME_getVassGameType')) return ok([]);
      return ok({ games: [], pageNum: 1, totalPages: 1 });
    };
    const { client, requests } = setup(respond);
    await getGameVendors(client);
    await getGameList(client, { vassalage: 'PP' });
    await getVendorGameTypes(client, { vassalage: 'PP' });
    expect(requests.map((request) => request.headers.has('Authorization'))).toEqual([false, false, false]);
    writeToken('tok');
    await getGameVendors(client);
    await getGameList(client, { vassalage: 'PP' });
    await getVendorGameTypes(client, { vassalage: 'PP' });
    expect(requests.slice(3).map((request) => request.headers.get('Authorization'))).toEqual(['tok', 'tok', 'tok']);
  });

  it('marks exactly the three catalogue calls and the points mall’s rewards optional', () => {
    expect(
      endpointList.filter((definition) => definition.token === 'optional').map((definition) => definition.id),
    ).toEqual(expect.arrayContaining(['games.vendors', 'games.gameList', 'games.vendorGameTypes']));
    const specOptional = endpointList.filter(
      (definition) => definition.token === 'optional' && definition.source === 'spec',
    );
    expect(specOptional.map((definition) => definition.path).sort()).toEqual(
      [
        '/wps/relay/GCSGAME_gameList',
        '/wps/relay/GCSGAME_gameVendor',
        '/wps/relay/GCSGAME_getVassGameType',
        // Visitors see the points mall's rewards (docs/platform.md, "Points").
        '/wps/relay/MCS2_getPointReward',
      ].sort(),
    );
  });
});

describe('request shapes', () => {
  it('sends the twelve game-list parameters', async () => {
    const { client, requests } = setup(() => ok({ games: [], pageNum: 1, totalPages: 0 }));
    await getGameList(client, { vassalage: 'PP', pageNo: 2, pageSize: 18 });
    const params = requests[0]?.url.searchParams;
    expect([...new Set(params?.keys())].sort()).toEqual(
      [
        'channel',
        'clientType',
        'gameName',
        'gameType',
        'language',
        'merchant',
        'minBet',
        'minLineNum',
        'pageNo',
        'pageSize',
        'platform',
        'vassalage',
      ].sort(),
    );
    expect(params?.get('clientType')).toBe('3');
    expect(params?.get('merchant')).toBe('demo');
    expect(params?.get('pageNo')).toBe('2');
  });

  it('adds the current host to the permission call', async () => {
    const { client, requests } = setup(() => ok({ info: {}, location: {}, maintenance: false }));
    await getPermission(client);
    expect(requests[0]?.url.pathname).toBe('/wps/system/status');
    expect(requests[0]?.url.searchParams.get('url')).toBe(location.host);
  });

  it('form-posts the password e-mail', async () => {
    const { client, requests } = setup(() => ok(null));
    await client.call(authForgotPasswordEmailEndpoint, { username: 'demo player', email: 'a@b.co' });
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.headers.get('Content-Type')).toContain('application/x-www-form-urlencoded');
    expect(requests[0]?.body).toBe('username=demo+player&email=a%40b.co');
  });

  it('joins the base URL of a deployment', async () => {
    const { client, requests } = setup(() => ok('AAAA'), { baseUrl: 'https://platform.example.net/' });
    await getCaptcha(client);
    expect(requests[0]?.url.href).toMatch(/^https:\/\/platform\.example\.net\/wps\/captcha\?t=\d+$/);
  });

  it('reads bare /lgw answers and enveloped ones alike', async () => {
    const group = { gameGroupCode: 'VN', labelName: 'Vietnam', gameMenus: [{ gameCode: 'HN', gameName: 'Hanoi' }] };
    const bare = setup(() => json({ VN: group }));
    expect(await bare.client.call(lotteryVnMenusEndpoint)).toEqual([
      {
        ...group,
        gameMenus: [{ ...group.gameMenus[0], gameId: undefined, defaultPlayType: undefined, icon: undefined }],
      },
    ]);
    const wrapped = setup(() => ok([group]));
    expect((await wrapped.client.call(lotteryVnMenusEndpoint))[0]?.gameGroupCode).toBe('VN');
  });
});

describe('encrypted calls', () => {
  const { privateKey, modulusHex } = testRsaKey();

  it('fetches the RSA key, DES-encrypts the body and sends Encryption', async () => {
    const { client, requests } = setup((request) => {
      if (request.url.pathname === '/wps/session/key/rsa') return new Response(modulusHex, { status: 200 });
      return ok({ token: 'new-token', firstTimeLogin: 'false', customerType: 0 });
    });
    const result = await client.call(authLoginEndpoint, {
      type: 'username',
      username: 'demo_player',
      password: 'Passw0rd!',
    });
    expect(result).toMatchObject({ token: 'new-token', firstTimeLogin: false, passwordExpired: false });
    const [keyRequest, loginRequest] = requests;
    expect(keyRequest?.url.searchParams.get('t')).toBe('1700000000000');
    expect(keyRequest?.headers.has('Authorization')).toBe(false);
    expect(loginRequest?.method).toBe('POST');
    const body = JSON.parse(loginRequest?.body ?? '{}') as { value: string };
    expect(Object.keys(body)).toEqual(['value']);
    const decrypted = await decryptPayload(body, loginRequest?.headers.get('Encryption') ?? '', privateKey);
    expect(decrypted.payload).toEqual({ type: 'username', username: 'demo_player', password: 'Passw0rd!' });
    expect(loginRequest?.headers.has('X-Digest')).toBe(false);
  });

  it('adds X-Digest and X-RSA where the merchant needs them', async () => {
    const { client, requests } = setup(
      (request) => (request.url.pathname === '/wps/session/key/rsa' ? ok(modulusHex) : ok({ token: 't' })),
      { encryptionHeaders: digestAndRsaHeaders },
    );
    await client.call(authLoginEndpoint, { type: 'username', username: 'u', password: 'p' });
    const login = requests[1];
    expect(login?.headers.get('X-Digest')).toBe((JSON.parse(login?.body ?? '{}') as { value: string }).value);
    expect(login?.headers.get('X-RSA')).toBe(modulusHex);
  });

  it('sends free play its os, platform and RSA-encrypted value', async () => {
    const { client, requests } = setup(
      (request) =>
        request.url.pathname === '/wps/session/key/rsa' ? ok(modulusHex) : ok({ token: 'trial', customerType: 4 }),
      { random: () => 0.5 },
    );
    await playForFree(client, { os: 'Linux' });
    const body = JSON.parse(requests[1]?.body ?? '{}') as { os: string; platform: string; Encryption: string };
    expect(body.os).toBe('Linux');
    expect(body.platform).toBe('W');
    // random() = 0.5 picks index 31 of [A-Za-z0-9] for every character.
    expect(decryptPayloadKey(body.Encryption, privateKey)).toBe('ffffffffffffffff');
  });

  it('fails as invalid-response when the RSA key is not usable', async () => {
    const { client } = setup(() => ok('not hex'));
    const error = await failure(client.call(authLoginEndpoint, { type: 'username', username: 'u', password: 'p' }));
    expect(error.kind).toBe('invalid-response');
    expect(error.path).toBe('value');
  });
});

describe('responses and errors', () => {
  it('parses the value and tolerates extra fields', async () => {
    writeToken('tok');
    const { client } = setup(() => ok({ ...member, somethingNew: true }));
    const info = await client.call(memberInfoEndpoint);
    expect(info).toMatchObject({ id: '7', account: 'demo_player', type: 0 });
    expect(info).not.toHaveProperty('somethingNew');
  });

  it('names the dotted path of a missing required field', async () => {
    writeToken('tok');
    const { client } = setup(() => ok({ id: 7, type: 0, clubLabel: { labelName: 'Gold', rankLevel: 'high' } }));
    const error = await failure(client.call(memberInfoEndpoint));
    expect(error.kind).toBe('invalid-response');
    expect(error.path).toBe('value.account');
    expect(error.endpoint).toBe('member.info');
    expect(error.messageKey).toBe('errors.invalidResponse');
  });

  it('leaves out a list row it cannot read, keeps the others and reports the row', async () => {
    writeToken('tok');
    const reports: { endpoint: string; dropped: readonly DroppedRow[] }[] = [];
    const { client } = setup(
      () =>
        ok({
          games: [
            { vassalage: 'PP', gameName: 'Sweet Bonanza', gameId: 1 },
            { vassalage: 'PP' },
            { vassalage: 'PP', gameName: 'Gates of Olympus', gameId: 2 },
          ],
          pageNum: 1,
          totalPages: 1,
        }),
      { onDroppedRows: (report) => reports.push(report) },
    );
    const page = await getGameList(client, { vassalage: 'PP' });
    expect(page.games.map((game) => game.gameName)).toEqual(['Sweet Bonanza', 'Gates of Olympus']);
    expect(reports).toEqual([
      { endpoint: 'games.gameList', dropped: [{ index: 1, message: expect.stringMatching(/^gameName: /) }] },
    ]);
  });

  it.each<[string, Responder, PlatformErrorKind, string]>([
    ['a refused connection', () => Promise.reject(new TypeError('Failed to fetch')), 'network', 'errors.network'],
    ['HTTP 500', () => new Response('<html>oops</html>', { status: 500 }), 'server', 'errors.server'],
    ['HTTP 404', () => new Response('', { status: 404 }), 'server', 'errors.server'],
    ['HTTP 503', () => new Response('', { status: 503 }), 'maintenance', 'errors.maintenance'],
    [
      'HTTP 451',
      () => json({ success: false, message: 'blocked' }, 451),
      'region-restricted',
      'errors.regionRestricted',
    ],
    ['a business failure', () => fail('Wrong account or password', 'login.failed'), 'business', 'errors.business'],
    [
      'a business failure on HTTP 400',
      () => fail('Bad request', 'request_param_err', 400),
      'business',
      'errors.business',
    ],
    ['a known error code', () => fail('x', 'function.not.available', 400), 'business', 'errors.functionNotAvailable'],
    ['a body that is not JSON', () => new Response('hello'), 'invalid-response', 'errors.invalidResponse'],
    ['JSON that is not an envelope', () => json({ value: 1 }), 'invalid-response', 'errors.invalidResponse'],
    ['an envelope of the wrong shape', () => json({ success: 'yes' }), 'invalid-response', 'errors.invalidResponse'],
  ])('normalizes %s', async (_name, respond, kind, key) => {
    const { client } = setup(respond);
    const error = await failure(getCaptcha(client));
    expect(error.kind).toBe(kind);
    expect(error.messageKey).toBe(key);
  });

  it('keeps the platform message, code and value of a business failure', async () => {
    const { client } = setup(() => fail('Wrong account or password', 'login.failed', 200, { captcha: true }));
    const error = await failure(getCaptcha(client));
    expect(error.message).toBe('Wrong account or password');
    expect(error.errorCode).toBe('login.failed');
    expect(error.details).toEqual({ captcha: true });
    expect(platformErrorText(error, (key) => `t(${key})`)).toBe('Wrong account or password');
    const network = new PlatformError({ kind: 'network' });
    expect(platformErrorText(network, (key) => `t(${key})`)).toBe('t(errors.network)');
  });

  it('maps deployment error codes to maintenance and region kinds', async () => {
    const { client } = setup(() => fail('Under maintenance', 'site.maintain'), {
      errorCodeKinds: { 'site.maintain': 'maintenance' },
    });
    expect((await failure(getCaptcha(client))).kind).toBe('maintenance');
  });

  it('fires the timeout', async () => {
    const { client } = setup(() => new Promise<Response>(() => {}), { timeoutMs: 30 });
    const error = await failure(getCaptcha(client));
    expect(error.kind).toBe('timeout');
    expect(error.messageKey).toBe('errors.timeout');
  });

  it('times out a fetch that honours its signal, with a per-call timeout', async () => {
    const client = createPlatformClient({ merchantCode: 'demo', fetch: hangingFetch() });
    const error = await failure(getCaptcha(client, { timeoutMs: 20 }));
    expect(error.kind).toBe('timeout');
  });

  it('aborts when the caller cancels', async () => {
    const client = createPlatformClient({ merchantCode: 'demo', fetch: hangingFetch() });
    const controller = new AbortController();
    const pending = getCaptcha(client, { signal: controller.signal });
    controller.abort();
    const error = await failure(pending);
    expect(error.kind).toBe('aborted');
  });

  it('does not start a call whose signal is already aborted', async () => {
    const { client, spy } = setup(() => ok('AAAA'));
    const controller = new AbortController();
    controller.abort();
    expect((await failure(getCaptcha(client, { signal: controller.signal }))).kind).toBe('aborted');
    expect(spy).not.toHaveBeenCalled();
  });
});

describe('session end', () => {
  it.each([
    ['HTTP 401', () => new Response('', { status: 401 })],
    ['customer.not.login', () => fail('Please log in', 'customer.not.login')],
    ['user.or.token.invalid', () => fail('Token invalid', 'user.or.token.invalid', 400)],
  ] as const)('%s clears the session but keeps the merchant', async (_name, respond) => {
    writeToken('tok');
    sessionStore.setItem(sessionKeys.account, 'demo_player');
    sessionStore.setItem('gameVendor', '[]');
    const { client } = setup(respond);
    const error = await failure(client.call(walletBalanceEndpoint));
    expect(error.kind).toBe('unauthorized');
    expect(readToken()).toBeNull();
    expect(sessionStore.getItem(sessionKeys.account)).toBeNull();
    expect(sessionStore.getItem('gameVendor')).toBeNull();
    expect(sessionStore.getItem(sessionKeys.merchant)).toBe('demo');
  });

  it('calls a custom handler once and only when a token was sent', async () => {
    const onSessionEnded = vi.fn();
    let token: string | null = 'tok';
    const { client } = setup(() => new Response('', { status: 401 }), { onSessionEnded, getToken: () => token });
    await failure(client.call(walletBalanceEndpoint));
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(onSessionEnded.mock.calls[0]?.[0]).toBeInstanceOf(PlatformError);
    token = null;
    await failure(getCaptcha(client));
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['HTTP 401', () => new Response('', { status: 401 })],
    ['customer.not.login', () => fail('Please log in', 'customer.not.login')],
    ['user.or.token.invalid', () => fail('Token invalid', 'user.or.token.invalid', 400)],
  ] as const)('a late %s for an old session leaves the newer one signed in', async (_name, refusal) => {
    let answerSlowCall: (response: Response) => void = () => {};
    const { client } = setup((request) =>
      request.headers.get('Authorization') === 'token-of-a'
        ? new Promise<Response>((resolve) => {
            answerSlowCall = resolve;
          })
        : ok({ balance: 1 }),
    );
    writeToken('token-of-a');
    const slowCall = failure(client.call(walletBalanceEndpoint));
    // A logs out, B logs in while A's call is still on the wire.
    clearSession('demo');
    writeToken('token-of-b');
    sessionStore.setItem(sessionKeys.account, 'player_b');
    answerSlowCall(refusal());
    expect((await slowCall).kind).toBe('unauthorized');
    expect(readToken()).toBe('token-of-b');
    expect(sessionStore.getItem(sessionKeys.account)).toBe('player_b');
  });
});

describe('customer service', () => {
  it('decodes the type 3 entry and refuses a javascript: one', async () => {
    const good = setup(() =>
      ok({
        version: {
          pathList: [
            { csType: 1, path: 'ignored' },
            { csType: '3', path: 'ILQBJuY10vkscGjctnfxVs6nwEmIHpM1D3XiMOVB0l6hGKU/CnO613G1bz5f76a5k3y9Xq2Z' },
          ],
        },
      }),
    );
    expect(await resolveCustomerServiceUrl(good.client)).toBe('https://chat.example.com/vip?lang=EN&id=42');
    const bad = setup(() =>
      ok({ version: { pathList: [{ csType: 3, path: 'FRRQbDho8vYywF9VYB8aQhZLswkE6RE2Q1w2E3r4' }] } }),
    );
    const error = await failure(resolveCustomerServiceUrl(bad.client));
    expect(error.kind).toBe('invalid-response');
    expect(error.path).toBe('value.version.pathList.0.path');
    const none = setup(() => ok({ version: { pathList: [] } }));
    expect((await failure(resolveCustomerServiceUrl(none.client))).kind).toBe('invalid-response');
  });

  it('routes VIP players to the VIP channel when there is one, and to the service desk otherwise', async () => {
    const entries = [
      { csType: '1', path: 'https://chat.example.com/live' },
      { csType: '2', path: 'https://chat.example.com/vip' },
      { csType: '3', path: 'ILQBJuY10vkscGjctnfxVs6nwEmIHpM1D3XiMOVB0l6hGKU/CnO613G1bz5f76a5k3y9Xq2Z' },
    ];
    const all = setup(() => ok({ version: { pathList: entries } }));
    expect(await resolveCustomerServiceUrl(all.client, { vip: true })).toBe('https://chat.example.com/vip');
    expect(await resolveCustomerServiceUrl(all.client)).toBe('https://chat.example.com/vip?lang=EN&id=42');
    const noVip = setup(() => ok({ version: { pathList: entries.filter((entry) => entry.csType !== '2') } }));
    expect(await resolveCustomerServiceUrl(noVip.client, { vip: true })).toBe(
      'https://chat.example.com/vip?lang=EN&id=42',
    );
    const unsafe = setup(() => ok({ version: { pathList: [{ csType: '2', path: 'javascript:alert(1)' }] } }));
    expect((await failure(resolveCustomerServiceUrl(unsafe.client, { vip: true }))).kind).toBe('invalid-response');
  });
});

describe('properties', () => {
  it('answers any body with a value or a PlatformError, never anything else', async () => {
    writeToken('tok');
    const body = fc.oneof(
      fc.jsonValue(),
      fc.record({
        success: fc.boolean(),
        value: fc.jsonValue(),
        message: fc.option(fc.string()),
        errorCode: fc.option(fc.string()),
      }),
      fc.string(),
    );
    await fc.assert(
      fc.asyncProperty(
        body,
        fc.constantFrom(200, 201, 204, 400, 401, 403, 404, 451, 500, 502, 503),
        async (answer, status) => {
          const text = typeof answer === 'string' ? answer : JSON.stringify(answer);
          const { client } = setup(() => new Response(status === 204 ? null : text, { status }), {
            onSessionEnded: () => {},
          });
          for (const run of [
            () => client.call(walletBalanceEndpoint),
            () => getGameList(client, { vassalage: 'PP' }),
            () => client.call(lotteryVnMenusEndpoint),
          ]) {
            const outcome = await run().then(
              () => ({ resolved: true as const }),
              (error: unknown) => ({ resolved: false as const, error }),
            );
            // Only a success status may give a value; everything else is a PlatformError.
            if (outcome.resolved) expect(status).toBeLessThan(300);
            else expect(outcome.error).toBeInstanceOf(PlatformError);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('parses any value with every response schema or fails with invalid-response', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        for (const definition of endpointList) {
          const parse = () =>
            parseOrThrow(definition.response, value, { pathPrefix: 'value', endpoint: definition.id });
          // valibot itself says whether the value fits; parseOrThrow must agree and keep its output.
          const expected = v.safeParse(definition.response, value);
          if (expected.success) expect(parse()).toEqual(expected.output);
          else expect(parse).toThrow(expect.objectContaining({ name: 'PlatformError', kind: 'invalid-response' }));
        }
      }),
      { numRuns: 200 },
    );
  });

  it('request schemas accept what the client sends and read back query text', () => {
    const params = new URLSearchParams({
      clientType: '3',
      platform: 'p',
      channel: '',
      merchant: 'demo',
      gameName: '',
      minBet: '',
      minLineNum: '',
      pageNo: '1',
      pageSize: '24',
      vassalage: 'PP',
      language: 'EN',
      gameType: '',
    });
    const parsed = v.parse(gamesEndpoints.gameList.request, Object.fromEntries(params));
    expect(parsed).toMatchObject({ clientType: 3, pageNo: 1, pageSize: 24, minBet: '' });
    expect(v.safeParse(authEndpoints.login.request, { type: 'username', username: 'u' }).success).toBe(false);
  });
});
