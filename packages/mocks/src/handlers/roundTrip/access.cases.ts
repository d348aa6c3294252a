/** Round trips of the session calls (login, registration, passwords, codes) and the site configuration. */
import * as api from '@lobby/api';
import * as v from 'valibot';
import { expect } from 'vitest';
import { SANDBOX_RSA_MODULUS_HEX } from '../../sandbox/rsaKey';
import { SEED_PASSWORD } from '../../sandbox/seed';
import { humanSlide, TEST_BASE_URL, TEST_DEVICE_ID } from '../../testing/client';
import { CONTROL_PREFIX } from '../sandbox';
import { issuedCaptcha, logInAs, outbox, player, type RoundTripCase, refusal, roundTrip, weak } from './case';

export const accessCases: Record<string, RoundTripCase> = {
  // ---- auth
  'auth.rsaKey': roundTrip({
    run: ({ client }) => client.fetchRsaKey(),
    check: (hex) => expect(hex).toBe(SANDBOX_RSA_MODULUS_HEX),
  }),
  'auth.login': roundTrip({
    run: async ({ client }) =>
      client.call(api.authLoginEndpoint, {
        type: 'username',
        username: player,
        password: SEED_PASSWORD,
        sliderToken: await humanSlide(client),
      }),
    async check(result, { test }) {
      expect(result).toMatchObject({ userName: player, customerType: 0, firstTimeLogin: false });
      // The token it hands out opens the member's own session.
      test.token = result.token ?? null;
      expect(await test.client.call(api.memberInfoEndpoint)).toMatchObject({
        account: player,
        nickname: 'Lucky Player',
      });
    },
  }),
  'auth.freePlay': roundTrip({
    run: ({ client }) => api.playForFree(client),
    async check(result, { test }) {
      expect(result).toMatchObject({ customerType: 4, firstTimeLogin: true });
      test.token = result.token ?? null;
      expect(await test.client.call(api.memberInfoEndpoint)).toMatchObject({ account: result.userName, type: 4 });
      expect(result.userName).toMatch(/^trial_\d{5}$/);
      expect((await test.client.call(api.walletBalanceEndpoint)).sumBalance).toBe(2000);
    },
  }),
  'auth.logout': roundTrip({
    as: player,
    async run({ client }) {
      expect((await client.call(api.memberInfoEndpoint)).account).toBe(player);
      return client.call(api.authLogoutEndpoint);
    },
    async check(_result, { client, test }) {
      // The same token no longer opens anything.
      expect(await refusal(client.call(api.memberInfoEndpoint))).toBe('user.or.token.invalid');
      expect(test.endedSessions).toHaveLength(1);
    },
  }),
  'auth.loginSms': roundTrip({
    run: ({ client }) => client.call(api.authLoginSmsEndpoint, { mobileNum: '912345678', countryDialingCode: '84' }),
    async check(result, { clientOf }) {
      expect(result).toEqual({ expiredMinutes: 5 });
      const sms = (await outbox()).at(-1);
      expect(sms).toMatchObject({ channel: 'sms', to: '+84 912345678' });
      const client = clientOf();
      const login = await client.call(api.authLoginEndpoint, {
        type: 'sms',
        mobileNum: '912345678',
        countryDialingCode: '84',
        verificationCode: sms?.code ?? '',
        sliderToken: await humanSlide(client),
      });
      expect(login.userName).toBe(player);
    },
  }),
  'auth.registerSmsUsername': roundTrip({
    run: ({ client }) => api.requestRegisterSmsCode(client, { mobileNo: '917000001', countryDialingCode: '63' }),
    async check(result, { client }) {
      expect(result).toEqual({ expiredMinutes: 5 });
      expect((await outbox()).at(-1)).toMatchObject({ channel: 'sms', to: '+63 917000001', purpose: 'register' });
      expect((await outbox()).at(-1)?.code).toMatch(/^\d{6}$/);
      // The number now has a code on its way: another one within ten seconds is refused.
      expect(
        await refusal(api.requestRegisterSmsCode(client, { mobileNo: '917000001', countryDialingCode: '63' })),
      ).toBe('sms.too.frequent');
    },
  }),
  'auth.registerSmsMobile': roundTrip({
    run: ({ client }) => api.requestMobileRegisterSmsCode(client, { mobileNo: '917000002', countryDialingCode: '63' }),
    async check(result, { client }) {
      expect(result).toEqual({ expiredMinutes: 5 });
      expect((await outbox()).at(-1)).toMatchObject({ channel: 'sms', to: '+63 917000002', purpose: 'register' });
      expect(
        await refusal(api.requestMobileRegisterSmsCode(client, { mobileNo: '917000002', countryDialingCode: '63' })),
      ).toBe('sms.too.frequent');
    },
  }),
  'auth.register': roundTrip({
    async run({ client }) {
      await api.getCaptcha(client);
      await api.requestRegisterSmsCode(client, { mobileNo: '917000003', countryDialingCode: '63' });
      return api.register(client, {
        sliderToken: await humanSlide(client),
        username: 'newbie01',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
        mobileNum: '917000003',
        countryDialingCode: '63',
        verificationCode: (await outbox()).at(-1)?.code ?? '',
        captcha: v.parse(v.object({ code: v.string() }), await issuedCaptcha()).code,
        paymentPassword: '123321',
        payeeName: 'Maria Santos',
        registerUrl: 'http://localhost/register',
      });
    },
    async check(result, context) {
      expect(result).toMatchObject({ userName: 'newbie01', firstTimeLogin: true });
      // The account exists: its name and password log in.
      expect(await logInAs(context, 'newbie01', 'Secret#123')).toMatchObject({ userName: 'newbie01', customerType: 0 });
    },
  }),
  'auth.registerMobile': roundTrip({
    async run({ client }) {
      await api.requestMobileRegisterSmsCode(client, { mobileNo: '917000004', countryDialingCode: '63' });
      return api.registerByMobile(client, {
        sliderToken: await humanSlide(client),
        mobileNum: '917000004',
        countryDialingCode: '63',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
        verificationCode: (await outbox()).at(-1)?.code ?? '',
        paymentPassword: '123321',
        payeeName: 'Jose Reyes',
      });
    },
    async check(result, context) {
      expect(result).toMatchObject({ userName: '917000004', firstTimeLogin: true });
      expect(await logInAs(context, '917000004', 'Secret#123')).toMatchObject({ userName: '917000004' });
    },
  }),
  'auth.changePassword': roundTrip({
    as: weak,
    run: ({ client }) =>
      client.call(api.authChangePasswordEndpoint, {
        oldPassword: '123456',
        newPassword: 'Better#2025',
        confirmNewPassword: 'Better#2025',
      }),
    async check(_result, context) {
      expect(await logInAs(context, weak, 'Better#2025')).toMatchObject({ userName: weak, passwordExpired: false });
      expect(await refusal(logInAs(context, weak, '123456'))).toBe('invalid.username.or.password');
    },
  }),
  'auth.forgotPasswordEmail': roundTrip({
    run: ({ client }) =>
      client.call(api.authForgotPasswordEmailEndpoint, { username: player, email: 'demo.player@lobby.example' }),
    async check() {
      const email = (await outbox()).at(-1);
      expect(email).toMatchObject({ channel: 'email', to: 'demo.player@lobby.example', purpose: 'password-reset' });
      expect(email?.text).toContain(`reset?u=${player}`);
    },
  }),
  'auth.resetPasswordByPhone': roundTrip({
    async run({ client }) {
      await client.call(api.authLoginSmsEndpoint, { mobileNum: '912345678', countryDialingCode: '84' });
      return client.call(api.authResetPasswordByPhoneEndpoint, {
        mobileNum: '912345678',
        countryDialingCode: '84',
        verificationCode: (await outbox()).at(-1)?.code ?? '',
        newPassword: 'Reset#2025',
      });
    },
    async check(result, context) {
      expect(result).toEqual({ username: player });
      expect(await logInAs(context, player, 'Reset#2025')).toMatchObject({ userName: player });
      expect(await refusal(logInAs(context, player, SEED_PASSWORD))).toBe('invalid.username.or.password');
    },
  }),
  'auth.affiliate': roundTrip({
    run: ({ client }) => client.call(api.authAffiliateEndpoint, { affiliateCode: 'af10004' }),
    async check(result, { client }) {
      // demo_agent's code, written in lower case.
      expect(result).toEqual({ valid: true, affiliateCode: 'AF10004' });
      expect(await refusal(client.call(api.authAffiliateEndpoint, { affiliateCode: 'AF99999' }))).toBe(
        'invitation.code.error',
      );
    },
  }),
  'auth.sliderChallenge': roundTrip({
    run: ({ client }) => api.getSliderChallenge(client),
    async check({ challengeId }, { client }) {
      expect(challengeId).toMatch(/^sl_[0-9a-z]{20}$/);
      // The challenge is good for one slide: a login with it passes, a second one is refused.
      const sliderToken = api.sliderTokenOf({ challengeId, position: 100, durationMs: 900 });
      const login = { type: 'username', username: player, password: SEED_PASSWORD, sliderToken } as const;
      expect(await client.call(api.authLoginEndpoint, login)).toMatchObject({ userName: player });
      expect(await refusal(client.call(api.authLoginEndpoint, login))).toBe('slider.expired');
    },
  }),
  'auth.captcha': roundTrip({
    run: ({ client }) => api.getCaptcha(client),
    async check(image) {
      expect(image).toMatch(/^data:image\/png;base64,iVBORw0KGgo[A-Za-z0-9+/]+=*$/);
      // The image's code is kept for this device, as the sandbox's control API shows.
      expect(await issuedCaptcha()).toEqual({ device: TEST_DEVICE_ID, code: expect.stringMatching(/^\d{4}$/) });
    },
  }),

  // ---- system
  'system.permission': roundTrip({
    run: ({ client }) => api.getPermission(client, { url: 'localhost:5173' }),
    check(permission) {
      expect(api.systemStatusOf(permission)).toBe(0);
      expect(permission.info.imageCDNs).toEqual([
        `${TEST_BASE_URL}${CONTROL_PREFIX}/cdn`,
        `${TEST_BASE_URL}${CONTROL_PREFIX}/cdn/mirror`,
      ]);
      expect(permission.info.customerService.map((entry) => entry.csType)).toContain('3');
      expect(permission.location).toEqual({ ip: '203.0.113.24', country: 'Philippines' });
    },
  }),
  'system.whitelabel': roundTrip({
    run: ({ client }) => client.call(api.systemWhitelabelEndpoint),
    check: (root) => expect(api.moduleSwitches(root)).toMatchObject({ DIRECTREG3: true, FREEPLAY3: true }),
  }),
  'system.registerSettings': roundTrip({
    run: ({ client }) => client.call(api.systemRegisterSettingsEndpoint),
    check(rules) {
      expect(rules.username).toMatchObject({
        enabled: true,
        required: true,
        patternId: '8',
        minLength: 6,
        maxLength: 16,
      });
      expect(rules.password).toMatchObject({ patternId: '6', minLength: 8, maxLength: 20 });
      expect(rules.wechat).toMatchObject({ enabled: false });
    },
  }),
  'system.countries': roundTrip({
    run: ({ client }) => client.call(api.systemCountriesEndpoint),
    check(countries) {
      expect(countries).toHaveLength(43);
      expect(countries[0]).toEqual({ countryCode: 'VN', countryDialingCode: '84', countryName: 'Vietnam' });
      expect(countries).toContainEqual({ countryCode: 'PH', countryDialingCode: '63', countryName: 'Philippines' });
    },
  }),
  'system.routers': roundTrip({
    run: ({ client }) => client.call(api.systemRoutersEndpoint),
    check(routers) {
      expect(routers.domainRoute.map((route) => route.domain)).toContain('https://www.lobby.example');
      expect(routers.resources.map((resource) => resource.resourceType)).toContain('IOS');
    },
  }),
  'system.customerService': roundTrip({
    run: ({ client }) => api.resolveCustomerServiceUrl(client),
    check: (url) => expect(url).toBe('https://service.lobby.example/desk?merchant=demo&lang=EN'),
  }),
};
