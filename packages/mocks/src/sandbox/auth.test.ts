// @vitest-environment node
/** Encrypted login end to end, the captcha after failed logins, refused encryption and merchants, seed accounts. */
import * as api from '@lobby/api';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setupSandboxServer } from '../node';
import { createTestClient, TEST_BASE_URL, TEST_DEVICE_ID } from '../testing/client';
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

describe('encrypted login', () => {
  it('sends only cipher text and the sandbox decrypts it with its private key', async () => {
    const seen: { body: string; encryption: string | null }[] = [];
    host.server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/wps/session/login') {
        seen.push({ body: await request.clone().text(), encryption: request.headers.get('Encryption') });
      }
    });
    const { client } = createTestClient(host.sandbox);
    const result = await api.logIn(client, { type: 'username', username: 'demo_player', password: SEED_PASSWORD });
    expect(result).toMatchObject({ userName: 'demo_player', firstTimeLogin: false, passwordExpired: false });
    expect(host.sandbox.sessionAccount(result.token)?.username).toBe('demo_player');
    const [request] = seen;
    expect(request?.body).not.toContain('demo_player');
    expect(request?.body).not.toContain(SEED_PASSWORD);
    expect(Object.keys(JSON.parse(request?.body ?? '{}'))).toEqual(['value']);
    expect(request?.encryption).toMatch(/^[0-9a-f]+$/);
    // And the private key really does recover the payload.
    const decrypted = await api.decryptPayload(
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
    const foreign = await api.encryptPayload(
      { type: 'username', username: 'demo_player', password: SEED_PASSWORD },
      otherModulus,
    );
    const refused = await post({ value: foreign.value }, { Encryption: foreign.encryption });
    expect(refused).toMatchObject({ status: 400, body: { errorCode: 'request.decrypt.failed' } });

    // The right key with a tampered body fails too.
    const genuine = await api.encryptPayload(
      { type: 'username', username: 'demo_player', password: SEED_PASSWORD },
      host.sandbox.rsaModulusHex,
    );
    const flipped = genuine.value[0] === 'A' ? 'B' : 'A';
    const tampered = await post({ value: `${flipped}${genuine.value.slice(1)}` }, { Encryption: genuine.encryption });
    expect(tampered).toMatchObject({ status: 400, body: { errorCode: 'request.decrypt.failed' } });
    expect(host.sandbox.sessions.size).toBe(0);
  });

  it('refuses a decrypted payload that breaks the request schema, naming the field', async () => {
    const encrypted = await api.encryptPayload(
      { type: 'username', username: 'demo_player' },
      host.sandbox.rsaModulusHex,
    );
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

describe('failed logins and the captcha', () => {
  it('asks for the captcha after two failures, then demands it until it is right', async () => {
    const { client } = createTestClient(host.sandbox);
    const first = await failure(api.logIn(client, wrong));
    expect(first).toMatchObject({ kind: 'business', errorCode: 'invalid.username.or.password' });
    expect(api.loginNeedsCaptcha(first)).toBe(false);

    const second = await failure(api.logIn(client, wrong));
    expect(api.loginNeedsCaptcha(second)).toBe(true);

    // Even the right password is refused without the captcha now.
    const right = { type: 'username', username: 'demo_player', password: SEED_PASSWORD } as const;
    const withoutCaptcha = await failure(api.logIn(client, right));
    expect(withoutCaptcha.errorCode).toBe('captcha.required');
    expect(api.loginNeedsCaptcha(withoutCaptcha)).toBe(true);

    await api.getCaptcha(client);
    const code = host.sandbox.captchaCode(TEST_DEVICE_ID);
    expect(code).toMatch(/^\d{4}$/);
    const wrongCaptcha = await failure(api.logIn(client, { ...right, captcha: code === '0000' ? '1111' : '0000' }));
    expect(wrongCaptcha.errorCode).toBe('captcha.invalid');

    // A captcha is good for one try: fetch a fresh one.
    await api.getCaptcha(client);
    const fresh = host.sandbox.captchaCode(TEST_DEVICE_ID) ?? '';
    const result = await api.logIn(client, { ...right, captcha: fresh });
    expect(result.userName).toBe('demo_player');

    // Success clears the count: the next failure does not ask for a captcha yet.
    expect(api.loginNeedsCaptcha(await failure(api.logIn(client, wrong)))).toBe(false);
  });

  it('counts failures per username', async () => {
    const { client } = createTestClient(host.sandbox);
    await failure(api.logIn(client, wrong));
    await failure(api.logIn(client, wrong));
    const other = await api.logIn(client, { type: 'username', username: 'demo_vip', password: SEED_PASSWORD });
    expect(other.userName).toBe('demo_vip');
  });
});

describe('merchants and headers', () => {
  it('answers an unknown merchant with a business error', async () => {
    const { client } = createTestClient(host.sandbox, { merchantCode: 'acme' });
    const error = await failure(api.getHelpCenter(client));
    expect(error).toMatchObject({
      kind: 'business',
      errorCode: 'merchant.not.exists',
      message: 'Merchant does not exist',
    });
  });

  it('answers in the Language header', async () => {
    const { client } = createTestClient(host.sandbox, { merchantCode: 'acme', getLanguage: () => 'CN' });
    expect((await failure(api.getHelpCenter(client))).message).toBe('商户不存在');
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
    expect(api.moduleSwitches(await api.getWhitelabel(client)).FREEPLAY3).toBe(false);
    host.sandbox.setFlag('MOBILEVERCODELOGIN3', false);
    const sms = { type: 'sms', mobileNum: '912345678', countryDialingCode: '84', verificationCode: '123456' } as const;
    expect((await failure(api.logIn(client, sms))).errorCode).toBe('function.not.available');
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
    const result = await api.logIn(test.client, { type: 'username', username: 'demo_weak', password: '123456' });
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
    await api.changePassword(test.client, {
      oldPassword: '123456',
      newPassword: 'Stronger#1',
      confirmNewPassword: 'Stronger#1',
    });
    const again = await api.logIn(test.client, { type: 'username', username: 'demo_weak', password: 'Stronger#1' });
    expect(again.passwordExpired).toBe(false);
  });

  it('free play creates a type-4 trial account with trial credit that cannot deposit', async () => {
    const test = createTestClient(host.sandbox);
    const result = await api.playForFree(test.client);
    expect(result.customerType).toBe(4);
    test.token = result.token;
    const info = await api.getMemberInfo(test.client);
    expect(api.isTrialType(info.type)).toBe(true);
    expect((await api.getBalance(test.client)).sumBalance).toBe(2000);
    const error = await failure(api.depositByLaunchUrl(test.client, { amount: 500, vendorId: 'PAYPRO' }));
    expect(error.errorCode).toBe('real.account.required');
  });

  it('demo_vip has rank 5 and demo_agent a downline of 30 or more', async () => {
    const test = createTestClient(host.sandbox);
    test.signIn('demo_vip');
    expect(api.hasVipService(await api.getMemberInfo(test.client))).toBe(true);
    test.signIn('demo_agent');
    const info = await api.getMemberInfo(test.client);
    expect(api.isAgentType(info.type)).toBe(true);
    const downlines = await api.getDownlines(test.client, { pageSize: 100 });
    expect(downlines.list.length).toBeGreaterThanOrEqual(30);
    const kinds = await Promise.all([
      api.getDividendContracts(test.client, {}),
      api.getDailySalaryContracts(test.client, {}),
      api.getHourSalaryContracts(test.client, {}),
      api.getRealTimeSalaryContracts(test.client, {}),
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
    const error = await failure(api.proposeDividendContract(test.client, { account: subAgent.username, rate: 5 }));
    expect(error.errorCode).toBe('contract.terminate.confirm');
    await api.proposeDividendContract(test.client, { account: subAgent.username, rate: 5, confirmTerminate: true });
    const passedOn = host.sandbox.contracts.find(
      (contract) => contract.fromId === subAgent.id && contract.kind === 'dividend',
    );
    expect(passedOn?.status).toBe('TERMINATED');
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
    expect((await failure(api.register(client, base))).message).toContain('username');
    expect((await failure(api.register(client, { ...base, username: 'goodname1' }))).errorCode).toBe('captcha.invalid');
    await api.getCaptcha(client);
    const captcha = host.sandbox.captchaCode(TEST_DEVICE_ID) ?? '';
    const sms = await failure(
      api.register(client, { ...base, username: 'goodname1', captcha, verificationCode: '000000' }),
    );
    expect(sms.errorCode).toBe('sms.code.invalid');
    expect((await failure(api.checkAffiliateCode(client, { affiliateCode: 'NOPE' }))).errorCode).toBe(
      'invitation.code.error',
    );
  });
});
