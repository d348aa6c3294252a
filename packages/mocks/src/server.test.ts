// @vitest-environment node
/** The HTTP sandbox answers curl-style requests and the real client over the network. */
import { get, request as httpRequest } from 'node:http';
import { gunzipSync } from 'node:zlib';
import * as api from '@lobby/api';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from './sandbox/seed';
import { isLoopback, isLoopbackHost, type RunningSandboxServer, startSandboxServer } from './server';
import { humanSlide } from './testing/client';

let running: RunningSandboxServer;
beforeAll(async () => {
  running = await startSandboxServer({ port: 0 });
});
afterAll(() => running.close());

interface Envelope {
  success: boolean;
  value: unknown;
  message: string | null;
  errorCode: string | null;
}

async function curl(path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown; type: string }> {
  const response = await fetch(`${running.url}${path}`, init);
  const type = response.headers.get('content-type') ?? '';
  const body = type.includes('json') ? await response.json() : await response.text();
  return { status: response.status, body, type };
}

describe('HTTP sandbox', () => {
  it('listens on 127.0.0.1 and answers a plain platform call', async () => {
    expect(running.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const { status, body } = await curl('/wps/system/helpCenter', { headers: { Merchant: 'demo' } });
    expect(status).toBe(200);
    expect((body as Envelope).success).toBe(true);
    expect(((body as Envelope).value as { title: string }[]).map((item) => item.title)).toContain('Privacy Policy');
  });

  it('compresses sizeable answers for clients that accept gzip, as the platform gateway does', async () => {
    const raw = (acceptEncoding?: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
        const headers: Record<string, string> = { Merchant: 'demo' };
        if (acceptEncoding) headers['Accept-Encoding'] = acceptEncoding;
        get(`${running.url}/wps/relay/GCSGAME_gameVendor?merchantCode=demo`, { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              encoding: response.headers['content-encoding'],
              vary: response.headers.vary,
              body: Buffer.concat(chunks),
            }),
          );
        }).on('error', reject);
      });
    const plain = await raw();
    const compressed = await raw('gzip, deflate, br');
    expect(plain.encoding).toBeUndefined();
    expect(compressed.encoding).toBe('gzip');
    expect(compressed.vary).toBe('Accept-Encoding');
    expect(compressed.body.length).toBeLessThan(plain.body.length / 3);
    expect(JSON.parse(gunzipSync(compressed.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('serves the RSA key as hex text', async () => {
    const { status, body, type } = await curl('/wps/session/key/rsa?t=1', { headers: { Merchant: 'demo' } });
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    expect(body).toBe(running.sandbox.rsaModulusHex);
  });

  it('answers an unknown merchant with a business error', async () => {
    const { body } = await curl('/wps/system/whitelabel', { headers: { Merchant: 'acme' } });
    expect(body).toMatchObject({ success: false, errorCode: 'merchant.not.exists' });
  });

  it('logs the real client in over the network (encrypted) and reads the balance', async () => {
    let token: string | null = null;
    const client = api.createPlatformClient({
      baseUrl: running.url,
      merchantCode: 'demo',
      getToken: () => token,
      getDeviceId: () => 'http-test',
      userAgent: null,
    });
    const result = await client.call(api.authLoginEndpoint, {
      sliderToken: await humanSlide(client),
      type: 'username',
      username: 'demo_player',
      password: SEED_PASSWORD,
    });
    token = result.token;
    expect((await client.call(api.walletBalanceEndpoint)).sumBalance).toBe(12_345.67);
    const vendors = await curl('/wps/relay/GCSGAME_gameVendor?merchantCode=demo', {
      headers: { Merchant: 'demo', Authorization: token },
    });
    expect((vendors.body as Envelope).success).toBe(true);
  });

  it('switches scenarios and resets over /__sandbox', async () => {
    const initial = await curl('/__sandbox/scenario');
    expect(initial.body).toMatchObject({ name: 'normal' });
    const put = await curl('/__sandbox/scenario', { method: 'PUT', body: JSON.stringify({ name: 'maintenance' }) });
    expect(put).toMatchObject({ status: 200, body: { name: 'maintenance' } });
    const status = await curl('/wps/system/status?url=localhost', { headers: { Merchant: 'demo' } });
    expect((status.body as { value: { maintenance: { endTime: string } } }).value.maintenance.endTime).toBeTruthy();
    const blocked = await curl('/wps/relay/GCSGAME_hotGamesV2?merchantCode=demo&platform=html5-desktop&language=EN', {
      headers: { Merchant: 'demo' },
    });
    expect(blocked.status).toBe(503);
    const reset = await curl('/__sandbox/reset', { method: 'POST' });
    expect(reset).toMatchObject({ status: 200, body: { reset: true, scenario: 'normal' } });
  });

  it('drops the connection for the flaky scenario’s network errors', async () => {
    running.sandbox.setScenario('flaky');
    const outcomes: string[] = [];
    for (let call = 1; call <= 5; call += 1) {
      try {
        await fetch(`${running.url}/wps/system/helpCenter`, { headers: { Merchant: 'demo' } });
        outcomes.push('ok');
      } catch {
        outcomes.push('network');
      }
    }
    running.sandbox.setScenario('normal');
    expect(outcomes).toEqual(['ok', 'ok', 'ok', 'ok', 'network']);
  });

  it('serves flags, game pages and the payment page from its CDN', async () => {
    const flag = await curl('/__sandbox/cdn/TCG_PROD_IMAGES/COUNTRY_FLAG/VN.png');
    expect(flag).toMatchObject({ status: 200, type: 'image/svg+xml' });
    expect(String(flag.body)).toContain('<svg');
    const game = running.sandbox.catalogue.games[0];
    const page = await curl(`/__sandbox/cdn/game/${game?.vassalage}/${game?.gameId}?mode=real`);
    expect(page.type).toContain('text/html');
    const missing = await curl('/__sandbox/cdn/TCG_PROD_IMAGES/COUNTRY_FLAG/XX.png');
    expect(missing.status).toBe(404);
  });

  it('answers 404 for paths it does not know and CORS preflights from loopback origins', async () => {
    expect((await curl('/wps/nothing/here', { headers: { Merchant: 'demo' } })).status).toBe(404);
    const preflight = await fetch(`${running.url}/wps/session/login`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:5173', 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    // A name that only starts like a loopback address is anybody's.
    const foreign = await fetch(`${running.url}/wps/session/login`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses requests addressed to another host name, as a rebound page sends them', async () => {
    const statusFor = (host: string) =>
      new Promise<number | undefined>((resolve, reject) => {
        const request = httpRequest(`${running.url}/wps/system/status?url=localhost`, {
          headers: { Host: host, Merchant: 'demo' },
        });
        request.on('response', (response) => {
          response.resume();
          resolve(response.statusCode);
        });
        request.on('error', reject);
        request.end();
      });
    const port = new URL(running.url).port;
    expect(await statusFor(`evil.example:${port}`)).toBe(403);
    expect(await statusFor(`127.evil.example:${port}`)).toBe(403);
    expect(await statusFor(`127.0.0.1:${port}`)).toBe(200);
    expect(await statusFor(`localhost:${port}`)).toBe(200);
    expect(isLoopbackHost(undefined)).toBe(false);
  });

  it('names the demo analytics tag, or none when started without one', async () => {
    const gtagIdOf = async (url: string) => {
      const response = await fetch(`${url}/wps/system/status?url=localhost`, { headers: { Merchant: 'demo' } });
      const answer = v.parse(v.object({ value: api.permissionSchema }), await response.json());
      return answer.value.info.analytics?.gtagId;
    };
    expect(await gtagIdOf(running.url)).toBe('G-LOBBYDEMO1');
    const withoutTag = await startSandboxServer({ port: 0, gtagId: null });
    try {
      expect(await gtagIdOf(withoutTag.url)).toBeNull();
    } finally {
      await withoutTag.close();
    }
  });

  it('accepts loopback peers only', () => {
    expect(isLoopback('127.0.0.1')).toBe(true);
    expect(isLoopback('::1')).toBe(true);
    expect(isLoopback('::ffff:127.0.0.1')).toBe(true);
    expect(isLoopback('192.168.1.20')).toBe(false);
    expect(isLoopback('10.0.0.5')).toBe(false);
    expect(isLoopback(undefined)).toBe(false);
  });
});
