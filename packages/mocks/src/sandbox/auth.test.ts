// @vitest-environment node
/** Encrypted login end to end, the captcha after failed logins, refused encryption and merchants, seed accounts. */
import * as api from '@lobby/api';
import { decryptPayload, encryptPayload } from '@lobby/api/codecs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../node';
import { createTestClient, humanSlide, TEST_BASE_URL, TEST_DEVICE_ID } from '../testing/client';
import { SEED_PASSWORD } from './seed';

const host = setupSandboxServer();
beforeAll(() => host.listen());
afterEach(() => {
  host.server.events.removeAllListeners();
  host.reset();
});
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

const wrong = { type: 'username', username: 'demo_player', password: 'not-it' } as const;

/** Every login and registration carries a passing slide, unless a test is about the slider. */
async function logInSliding(client: api.PlatformClient, input: api.LoginRequest) {
  return client.call(api.authLoginEndpoint, { ...input, sliderToken: await humanSlide(client) });
}

async function registerSliding(client: api.PlatformClient, input: api.RegisterInput) {
  return api.register(client, { ...input, sliderToken: await humanSlide(client) });
}

describe('encrypted login', () => {
  it('sends only cipher text and the sandbox decrypts it with its private key', async () => {
    const seen: { body: string; encryption: string | null }[] = [];
    host.server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/wps/session/login') {
        seen.push({ body: await request.clone().text(), encryption: request.headers.get('Encryption') });
      }
    });
    const { client } = createTestClient(host.sandbox);
    const result = await logInSliding(client, { type: 'username', username: 'demo_player', password: SEED_PASSWORD });
    expect(result).toMatchObject({ userName: 'demo_player', firstTimeLogin: false, passwordExpired: false });
    expect(host.sandbox.sessionAccount(result.token)?.username).toBe('demo_player');
    const [request] = seen;
    expect(request?.body).not.toContain('demo_player');
    expect(request?.body).not.toContain(SEED_PASSWORD);
    expect(Object.keys(JSON.parse(request?.body ?? '{}'))).toEqual(['value']);
    expect(request?.encryption).toMatch(/^[0-9a-f]+$/);
    // And the private key really does recover the payload.
    const decrypted = await decryptPayload(
      JSON.parse(request?.body ?? '{}'),
      request?.encryption ?? '',
      host.sandbox.rsaKey,
    );
    expect(decrypted.payload).toMatchObject({ username: 'demo_player', password: SEED_PASSWORD });
  });

  it('refuses a body that is not encrypted, is garbage, or was encrypted for another key', async () => {
    const post = (body: unknown, headers: Record<string, string>) =>
      fetch(`${TEST_BASE_URL}/wps/session/login`, {
        method: 'POST',
        headers: { Merchant: 'demo', 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      }).then(async (response) => ({
        status: response.status,
        body: (await response.json()) as { errorCode: string },
      }));

    const plain = await post({ type: 'username', username: 'demo_player', password: SEED_PASSWORD }, {});
    expect(plain).toMatchObject({ status: 400, body: { errorCode: 'request_body_required' } });

    const garbage = await post({ value: 'bm90IGNpcGhlciB0ZXh0' }, { Encryption: 'abcdef0123' });
    expect(garbage).toMatchObject({ status: 400, body: { errorCode: 'request.decrypt.failed' } });

    // A well-formed payload for a different RSA key: the sandbox recovers nonsense and refuses it.
    const otherModulus = `c${'3'.repeat(254)}d`;
    const foreign = await encryptPayload(
      { type: 'username', username: 'demo_player', password: SEED_PASSWORD },
      otherModulus,
    );
    const refused = await post({ value: foreign.value }, { Encryption: foreign.encryption });
    expect(refused).toMatchObject({ status: 400, body: { errorCode: 'request.decrypt.failed' } });

    // The right key with a tampered body fails too.
    const genuine = await encryptPayload(
      { type: 'username', username: 'demo_player', password: SEED_PASSWORD },
      host.sandbox.rsaModulusHex,
    );
    const flipped = genuine.value[0] === 'A' ? 'B' : 'A';
    const tampered = await post({ value: `${flipped}${genuine.value.slice(1)}` }, { Encryption: genuine.encryption });
    expect(tampered).toMatchObject({ status: 400, body: { errorCode: 'request.decrypt.failed' } });
    expect(host.sandbox.sessions.size).toBe(0);
  });

  it('refuses a decrypted payload that breaks the request schema, naming the field', async () => {
    const encrypted = await encryptPayload({ type: 'username', username: 'demo_player' }, host.sandbox.rsaModulusHex);
    const response = await fetch(`${TEST_BASE_URL}/wps/session/login`, {
      method: 'POST',
      headers: { Merchant: 'demo', 'Content-Type': 'application/json', Encryption: encrypted.encryption },
      body: JSON.stringify({ value: encrypted.value }),
    });
    const body = (await response.json()) as { errorCode: string; message: string };
    expect(body.errorCode).toBe('request.invalid');
    expect(body.message).toContain('password');
  });
});

describe('the slider captcha', () => {
  const right = { type: 'username', username: 'demo_player', password: SEED_PASSWORD } as const;

  it('refuses a login or registration without a slide, with a message to show', async () => {
    const { client } = createTestClient(host.sandbox);
    const error = await failure(client.call(api.authLoginEndpoint, right));
    expect(error).toMatchObject({
      kind: 'business',
      errorCode: 'slider.required',
      message: 'Please slide to complete the verification',
    });
    const sms = await failure(
      client.call(api.authLoginEndpoint, {
        type: 'sms',
        mobileNum: '912345678',
        countryDialingCode: '84',
        verificationCode: '1',
      }),
    );
    expect(sms.errorCode).toBe('slider.required');
    const registration = await failure(
      api.register(client, { username: 'slider01', password: 'Secret#123', confirmPassword: 'Secret#123' }),
    );
    expect(registration.errorCode).toBe('slider.required');
    expect(host.sandbox.sessions.size).toBe(0);
  });

  it('takes a challenge once: reused, unknown or expired challenges are refused', async () => {
    const { client } = createTestClient(host.sandbox);
    const token = await humanSlide(client);
    expect((await client.call(api.authLoginEndpoint, { ...right, sliderToken: token })).userName).toBe('demo_player');
    expect((await failure(client.call(api.authLoginEndpoint, { ...right, sliderToken: token }))).errorCode).toBe(
      'slider.expired',
    );
    const unknown = api.sliderTokenOf({ challengeId: 'sl_madeup', position: 100, durationMs: 900 });
    expect((await failure(client.call(api.authLoginEndpoint, { ...right, sliderToken: unknown }))).errorCode).toBe(
      'slider.expired',
    );
    const { challengeId } = await api.getSliderChallenge(client);
    host.sandbox.sliderChallenges.set(challengeId, host.sandbox.now() - 1);
    const stale = api.sliderTokenOf({ challengeId, position: 100, durationMs: 900 });
    expect((await failure(client.call(api.authLoginEndpoint, { ...right, sliderToken: stale }))).errorCode).toBe(
      'slider.expired',
    );
  });

  it('refuses a slide that stops short or is faster than a hand, and uses the challenge up', async () => {
    const { client } = createTestClient(host.sandbox);
    const short = await api.getSliderChallenge(client);
    const shortToken = api.sliderTokenOf({ ...short, position: 99, durationMs: 900 });
    const stopped = await failure(client.call(api.authLoginEndpoint, { ...right, sliderToken: shortToken }));
    expect(stopped).toMatchObject({
      errorCode: 'slider.incomplete',
      message: 'Slide the handle all the way to the end',
    });
    const fast = await api.getSliderChallenge(client);
    const fastToken = api.sliderTokenOf({ ...fast, position: 100, durationMs: api.sliderMinDurationMs - 1 });
    expect((await failure(client.call(api.authLoginEndpoint, { ...right, sliderToken: fastToken }))).errorCode).toBe(
      'slider.too.fast',
    );
    // One slide per challenge, pass or fail.
    const again = api.sliderTokenOf({ ...fast, position: 100, durationMs: 900 });
    expect((await failure(client.call(api.authLoginEndpoint, { ...right, sliderToken: again }))).errorCode).toBe(
      'slider.expired',
    );
  });

  it('a failed login uses the challenge up, and a failed slide does not count as a wrong password', async () => {
    const { client } = createTestClient(host.sandbox);
    for (let i = 0; i < 3; i += 1) await failure(client.call(api.authLoginEndpoint, right));
    expect(host.sandbox.loginFailures.size).toBe(0);
    const token = await humanSlide(client);
    await failure(client.call(api.authLoginEndpoint, { ...wrong, sliderToken: token }));
    expect((await failure(client.call(api.authLoginEndpoint, { ...right, sliderToken: token }))).errorCode).toBe(
      'slider.expired',
    );
  });

  it('answers in the Language header', async () => {
    const { client } = createTestClient(host.sandbox, { getLanguage: () => 'CN' });
    expect((await failure(client.call(api.authLoginEndpoint, right))).message).toBe('请先滑动完成验证');
  });
});

describe('failed logins and the captcha', () => {
  it('asks for the captcha after two failures, then demands it until it is right', async () => {
    const { client } = createTestClient(host.sandbox);
    const first = await failure(logInSliding(client, wrong));
    expect(first).toMatchObject({ kind: 'business', errorCode: 'invalid.username.or.password' });
    expect(api.loginNeedsCaptcha(first)).toBe(false);

    const second = await failure(logInSliding(client, wrong));
    expect(api.loginNeedsCaptcha(second)).toBe(true);

    // Even the right password is refused without the captcha now.
    const right = { type: 'username', username: 'demo_player', password: SEED_PASSWORD } as const;
    const withoutCaptcha = await failure(logInSliding(client, right));
    expect(withoutCaptcha.errorCode).toBe('captcha.required');
    expect(api.loginNeedsCaptcha(withoutCaptcha)).toBe(true);

    await api.getCaptcha(client);
    const code = host.sandbox.captchaCode(TEST_DEVICE_ID);
    expect(code).toMatch(/^\d{4}$/);
    const wrongCaptcha = await failure(logInSliding(client, { ...right, captcha: code === '0000' ? '1111' : '0000' }));
    expect(wrongCaptcha.errorCode).toBe('captcha.invalid');

    // A captcha is good for one try: fetch a fresh one.
    await api.getCaptcha(client);
    const fresh = host.sandbox.captchaCode(TEST_DEVICE_ID) ?? '';
    const result = await logInSliding(client, { ...right, captcha: fresh });
    expect(result.userName).toBe('demo_player');

    // Success clears the count: the next failure does not ask for a captcha yet.
    expect(api.loginNeedsCaptcha(await failure(logInSliding(client, wrong)))).toBe(false);
  });

  it('counts failures per username', async () => {
    const { client } = createTestClient(host.sandbox);
    await failure(logInSliding(client, wrong));
    await failure(logInSliding(client, wrong));
    const other = await logInSliding(client, { type: 'username', username: 'demo_vip', password: SEED_PASSWORD });
    expect(other.userName).toBe('demo_vip');
  });
});

describe('merchants and headers', () => {
  it('answers an unknown merchant with a business error', async () => {
    const { client } = createTestClient(host.sandbox, { merchantCode: 'acme' });
    const error = await failure(client.call(api.contentHelpCenterEndpoint));
    expect(error).toMatchObject({
      kind: 'business',
      errorCode: 'merchant.not.exists',
      message: 'Merchant does not exist',
    });
  });

  it('answers in the Language header', async () => {
    const { client } = createTestClient(host.sandbox, { merchantCode: 'acme', getLanguage: () => 'CN' });
    expect((await failure(client.call(api.contentHelpCenterEndpoint))).message).toBe('商户不存在');
  });

  it('refuses a duplicated Merchant header as the platform does', async () => {
    const headers = new Headers();
    headers.append('Merchant', 'demo');
    headers.append('Merchant', 'demo');
    const response = await fetch(`${TEST_BASE_URL}/wps/system/helpCenter`, { headers });
    expect(((await response.json()) as { errorCode: string }).errorCode).toBe('function.not.available');
  });

  it('turns a call off when its module is switched off in the settings tree', async () => {
    const { client } = createTestClient(host.sandbox);
    host.sandbox.setFlag('FREEPLAY3', false);
    expect((await failure(api.playForFree(client))).errorCode).toBe('function.not.available');
    expect(api.moduleSwitches(await client.call(api.systemWhitelabelEndpoint)).FREEPLAY3).toBe(false);
    host.sandbox.setFlag('MOBILEVERCODELOGIN3', false);
    const sms = { type: 'sms', mobileNum: '912345678', countryDialingCode: '84', verificationCode: '123456' } as const;
    expect((await failure(logInSliding(client, sms))).errorCode).toBe('function.not.available');
  });

  it('answers http_method_not_support when a read relay is POSTed to', async () => {
    const response = await fetch(`${TEST_BASE_URL}/wps/relay/GCSGAME_gameList`, {
      method: 'POST',
      headers: { Merchant: 'demo' },
    });
    expect(((await response.json()) as { errorCode: string }).errorCode).toBe('http_method_not_support');
  });
});

describe('seed accounts', () => {
  it('demo_weak logs in with 123456 and must change it', async () => {
    const test = createTestClient(host.sandbox);
    const result = await logInSliding(test.client, { type: 'username', username: 'demo_weak', password: '123456' });
    expect(
      api.needsPasswordChange({
        type: 'username',
        password: '123456',
        passwordExpired: result.passwordExpired,
        expiryEnforced: true,
      }),
    ).toBe(true);
    expect(result.passwordExpired).toBe(true);
    test.token = result.token;
    await test.client.call(api.authChangePasswordEndpoint, {
      oldPassword: '123456',
      newPassword: 'Stronger#1',
      confirmNewPassword: 'Stronger#1',
    });
    const again = await logInSliding(test.client, { type: 'username', username: 'demo_weak', password: 'Stronger#1' });
    expect(again.passwordExpired).toBe(false);
  });

  it('free play creates a type-4 trial account with trial credit that cannot deposit', async () => {
    const test = createTestClient(host.sandbox);
    const result = await api.playForFree(test.client);
    expect(result.customerType).toBe(4);
    test.token = result.token;
    const info = await test.client.call(api.memberInfoEndpoint);
    expect(api.isTrialType(info.type)).toBe(true);
    expect((await test.client.call(api.walletBalanceEndpoint)).sumBalance).toBe(2000);
    const error = await failure(
      test.client.call(api.walletDepositByLaunchUrlEndpoint, { amount: 500, vendorId: 'PAYPRO' }),
    );
    expect(error.errorCode).toBe('real.account.required');
  });

  it('demo_vip has rank 5 and demo_agent a downline of 30 or more', async () => {
    const test = createTestClient(host.sandbox);
    test.signIn('demo_vip');
    expect(api.hasVipService(await test.client.call(api.memberInfoEndpoint))).toBe(true);
    test.signIn('demo_agent');
    const info = await test.client.call(api.memberInfoEndpoint);
    expect(api.isAgentType(info.type)).toBe(true);
    const downlines = await test.client.call(api.agentDownlinesEndpoint, { pageSize: 100 });
    expect(downlines.list.length).toBeGreaterThanOrEqual(30);
    const kinds = await Promise.all([
      test.client.call(api.agentDividendContractsEndpoint, {}),
      test.client.call(api.agentDailySalaryContractsEndpoint, {}),
      test.client.call(api.agentHourSalaryContractsEndpoint, {}),
      test.client.call(api.agentRealTimeSalaryContractsEndpoint, {}),
    ]);
    for (const contracts of kinds) {
      expect(new Set(contracts.map((contract) => contract.status))).toEqual(
        new Set(['PENDING', 'ACTIVE', 'REJECTED', 'TERMINATED']),
      );
    }
  });

  it('a contract below what the downline passes on needs confirmation, then terminates that contract', async () => {
    const test = createTestClient(host.sandbox);
    test.signIn('demo_agent');
    const agent = host.sandbox.account('demo_agent');
    const subAgent = host.sandbox.downlineOf(agent).find((account) => account.type === 2);
    if (!subAgent) throw new Error('No sub-agent');
    const error = await failure(
      test.client.call(api.agentProposeDividendEndpoint, { account: subAgent.username, rate: 5 }),
    );
    expect(error.errorCode).toBe('contract.terminate.confirm');
    await test.client.call(api.agentProposeDividendEndpoint, {
      account: subAgent.username,
      rate: 5,
      confirmTerminate: true,
    });
    const passedOn = host.sandbox.contracts.find(
      (contract) => contract.fromId === subAgent.id && contract.kind === 'dividend',
    );
    expect(passedOn?.status).toBe('TERMINATED');
  });

  it('demo_agent has the affiliate code the README names, and the check accepts it', async () => {
    const { client } = createTestClient(host.sandbox);
    expect(host.sandbox.account('demo_agent').affiliateCode).toBe('AF10004');
    await client.call(api.authAffiliateEndpoint, { affiliateCode: 'AF10004' });
  });

  it('registration is refused when a rule, the SMS code or the captcha does not hold', async () => {
    const { client } = createTestClient(host.sandbox);
    const base = {
      username: 'x',
      password: 'Secret#123',
      confirmPassword: 'Secret#123',
      mobileNum: '917555000',
      countryDialingCode: '63',
      paymentPassword: '123321',
      payeeName: 'Ana Cruz',
    };
    expect((await failure(registerSliding(client, base))).message).toContain('username');
    expect((await failure(registerSliding(client, { ...base, username: 'goodname1' }))).errorCode).toBe(
      'captcha.invalid',
    );
    await api.getCaptcha(client);
    const captcha = host.sandbox.captchaCode(TEST_DEVICE_ID) ?? '';
    const sms = await failure(
      registerSliding(client, { ...base, username: 'goodname1', captcha, verificationCode: '000000' }),
    );
    expect(sms.errorCode).toBe('sms.code.invalid');
    expect((await failure(client.call(api.authAffiliateEndpoint, { affiliateCode: 'NOPE' }))).errorCode).toBe(
      'invitation.code.error',
    );
  });
});
