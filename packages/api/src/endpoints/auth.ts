import * as v from 'valibot';
import { encryptPayloadKey, randomPayloadKey } from '../codec/payload';
import { writeToken } from '../session/session';
import type { CallOptions, PlatformClient } from '../transport/client';
import { PlatformError } from '../transport/errors';
import { defineEndpoint } from './define';
import {
  anyValue,
  flag,
  numeric,
  optionalFields,
  optionalFlag,
  optionalId,
  optionalNumber,
  optionalText,
} from './fields';
import { authLogoutEndpoint } from './logout';
import { loadLoginInfo, type MemberInfo } from './member';

/** Login, free play, logout, registration, passwords, SMS codes, captcha. */

// ---- schemas ---------------------------------------------------------------

/** What a successful login, free play or registration hands back; `firstTimeLogin` is the only sign of a first login. */
export const loginResultSchema = v.object({
  token: v.pipe(v.string(), v.minLength(1)),
  /** The first login of this account: the site fires its first-login step. */
  firstTimeLogin: v.nullish(flag, false),
  passwordExpired: v.nullish(flag, false),
  id: optionalId,
  userName: optionalText,
  /** Numeric account type (4 = trial account for free play). */
  customerType: optionalNumber,
});
export type LoginResult = v.InferOutput<typeof loginResultSchema>;

const loginCommon = {
  captcha: v.optional(v.string()),
  /** Result of the slider captcha. */
  sliderToken: v.optional(v.string()),
  /** Login payloads may carry the device id (docs/platform.md#headers). */
  loginDeviceId: v.optional(v.string()),
};

/** The login request: by username and password, by SMS code, or by a Firebase phone token. */
export const loginRequestSchema = v.variant('type', [
  v.object({
    type: v.literal('username'),
    username: v.pipe(v.string(), v.minLength(1)),
    password: v.pipe(v.string(), v.minLength(1)),
    ...loginCommon,
  }),
  v.object({
    type: v.literal('sms'),
    mobileNum: v.pipe(v.string(), v.minLength(1)),
    countryDialingCode: v.optional(v.string()),
    verificationCode: v.pipe(v.string(), v.minLength(1)),
    ...loginCommon,
  }),
  v.object({
    type: v.literal('firebase'),
    mobileNum: v.pipe(v.string(), v.minLength(1)),
    countryDialingCode: v.optional(v.string()),
    firebaseIdToken: v.pipe(v.string(), v.minLength(1)),
    ...loginCommon,
  }),
]);
export type LoginRequest = v.InferInput<typeof loginRequestSchema>;

/** Free play: the OS, platform `W`, and an RSA-encrypted random value (same scheme as `Encryption`). */
export const freePlayRequestSchema = v.object({
  os: v.string(),
  platform: v.string(),
  Encryption: v.pipe(v.string(), v.regex(/^[0-9a-f]+(?: [0-9a-f]+)*$/i)),
});

/** SMS code sent: how long it stays valid. */
export const smsCodeResultSchema = v.pipe(
  v.nullish(v.object({ expiredMinutes: optionalNumber })),
  v.transform((value) => ({ expiredMinutes: value?.expiredMinutes ?? undefined })),
);
export type SmsCodeResult = v.InferOutput<typeof smsCodeResultSchema>;

/** Login and password-reset SMS: `mobileNum`. */
export const loginSmsRequestSchema = v.object({
  mobileNum: v.pipe(v.string(), v.minLength(1)),
  countryDialingCode: v.string(),
  regType: v.optional(v.string()),
});

/** Registration SMS: `mobileNo`, not `mobileNum`, plus the registration type. */
export const registerSmsRequestSchema = v.object({
  mobileNo: v.pipe(v.string(), v.minLength(1)),
  countryDialingCode: v.string(),
  regType: v.picklist(['username', 'mobile']),
});

const registrationFields = {
  confirmPassword: v.optional(v.string()),
  payeeName: v.optional(v.string()),
  email: v.optional(v.string()),
  qqNum: v.optional(v.string()),
  mobileNum: v.optional(v.string()),
  countryDialingCode: v.optional(v.string()),
  recommenderId: v.optional(v.string()),
  captcha: v.optional(v.string()),
  verificationCode: v.optional(v.pipe(v.string(), v.maxLength(255))),
  affiliateCode: v.optional(v.string()),
  referralCode: v.optional(v.string()),
  paymentPassword: v.optional(v.string()),
  line: v.optional(v.string()),
  whatsapp: v.optional(v.string()),
  facebook: v.optional(v.string()),
  wechat: v.optional(v.string()),
  idNumber: v.optional(v.string()),
  domain: v.optional(v.string()),
  /** Registration logs the new member in (`login: true`). */
  login: v.optional(v.boolean()),
  sliderToken: v.optional(v.string()),
  firebaseChannel: v.optional(v.literal('sms')),
  firebaseIdToken: v.optional(v.string()),
  /** Added to every registration: the page it came from and `WEB`. */
  registerUrl: v.optional(v.string()),
  registerMethod: v.literal('WEB'),
  loginDeviceId: v.optional(v.string()),
};

export const registerRequestSchema = v.object({
  username: v.pipe(v.string(), v.minLength(1)),
  password: v.pipe(v.string(), v.minLength(1)),
  ...registrationFields,
});
export type RegisterRequest = v.InferInput<typeof registerRequestSchema>;

/** Mobile registration: the mobile number is the account; the password may be left out. */
export const registerMobileRequestSchema = v.object({
  ...registrationFields,
  username: v.optional(v.string()),
  password: v.optional(v.string()),
  mobileNum: v.pipe(v.string(), v.minLength(1)),
});
export type RegisterMobileRequest = v.InferInput<typeof registerMobileRequestSchema>;

/** Registration logs in when `login` is true; the token is absent otherwise. */
export const registerResultSchema = v.pipe(
  v.nullish(
    v.object({
      token: optionalText,
      firstTimeLogin: optionalFlag,
      id: optionalId,
      userName: optionalText,
    }),
  ),
  v.transform((value) => ({
    token: value?.token ?? undefined,
    firstTimeLogin: value?.firstTimeLogin ?? false,
    id: value?.id ?? undefined,
    userName: value?.userName ?? undefined,
  })),
);
export type RegisterResult = v.InferOutput<typeof registerResultSchema>;

export const changePasswordRequestSchema = v.object({
  /** Left out when the password is known from login. */
  oldPassword: v.optional(v.string()),
  newPassword: v.pipe(v.string(), v.minLength(1)),
  confirmNewPassword: v.pipe(v.string(), v.minLength(1)),
});

export const forgotPasswordEmailRequestSchema = v.object({
  username: v.pipe(v.string(), v.minLength(1)),
  email: v.pipe(v.string(), v.minLength(1)),
});

export const resetPasswordByPhoneRequestSchema = v.object({
  newPassword: v.pipe(v.string(), v.minLength(1)),
  mobileNum: v.pipe(v.string(), v.minLength(1)),
  countryDialingCode: v.optional(v.string()),
  verificationCode: v.pipe(v.string(), v.minLength(1)),
});

/**
 * After a reset by phone the site logs the member in with the new password,
 * for which it needs the account name the number belongs to.
 */
export const resetPasswordResultSchema = v.pipe(
  v.nullish(v.object({ username: optionalText })),
  v.transform((value) => ({ username: value?.username ?? undefined })),
);
export type ResetPasswordResult = v.InferOutput<typeof resetPasswordResultSchema>;

export const affiliateCheckRequestSchema = v.object({ affiliateCode: v.pipe(v.string(), v.minLength(1)) });

/** The captcha image: base64 PNG in `value`. */
export const captchaSchema = v.pipe(v.string(), v.trim(), v.minLength(1));

/**
 * A slider captcha challenge: a one-use id that the slide's
 * result is bound to, so a result cannot be replayed.
 */
export const sliderChallengeSchema = v.object({ challengeId: v.pipe(v.string(), v.trim(), v.minLength(1)) });
export type SliderChallenge = v.InferOutput<typeof sliderChallengeSchema>;

// ---- definitions -----------------------------------------------------------

export const authRsaKeyEndpoint = defineEndpoint({
  id: 'auth.rsaKey',
  method: 'GET',
  path: '/wps/session/key/rsa',
  token: 'none',
  envelope: 'optional',
  request: v.object({ t: numeric }),
  response: v.pipe(v.string(), v.trim(), v.regex(/^[0-9a-f]+$/i)),
  summary: 'RSA modulus (hex) for payload encryption; fetched before every encrypted call',
  source: 'catalogue',
});
export const authLoginEndpoint = defineEndpoint({
  id: 'auth.login',
  method: 'POST',
  path: '/wps/session/login',
  token: 'none',
  encrypted: true,
  moduleId: 'COMM3',
  request: loginRequestSchema,
  response: loginResultSchema,
  summary: 'Log in by username, SMS code or Firebase phone token',
  assumption: 'The SMS code travels as `verificationCode` and the slider result as `sliderToken` (names inferred)',
});
export const authFreePlayEndpoint = defineEndpoint({
  id: 'auth.freePlay',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  token: 'none',
  moduleId: 'FREEPLAY3',
  request: freePlayRequestSchema,
  response: loginResultSchema,
  summary: 'Start a trial (type 4) session',
});
export const authLoginSmsEndpoint = defineEndpoint({
  id: 'auth.loginSms',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  token: 'none',
  moduleId: 'VERIFICATION3',
  request: loginSmsRequestSchema,
  response: smsCodeResultSchema,
  summary: 'Send an SMS code for phone login or password reset',
});
export const authRegisterSmsUsernameEndpoint = defineEndpoint({
  id: 'auth.registerSmsUsername',
  method: 'POST',
  path: '/wps/verification/sms/register',
  token: 'none',
  moduleId: 'REGMOBVERF3',
  request: registerSmsRequestSchema,
  response: smsCodeResultSchema,
  summary: 'Send the SMS code of username registration (regType username)',
  assumption: 'regType values `username` / `mobile` are ours; the platform names them nowhere we could read',
});
export const authRegisterSmsMobileEndpoint = defineEndpoint({
  id: 'auth.registerSmsMobile',
  method: 'POST',
  path: '/wps/verification/sms/register',
  token: 'none',
  moduleId: 'MOBILENUMREG3',
  request: registerSmsRequestSchema,
  response: smsCodeResultSchema,
  summary: 'Send the SMS code of mobile registration (regType mobile)',
  assumption: 'regType values `username` / `mobile` are ours; the platform names them nowhere we could read',
});
export const authRegisterEndpoint = defineEndpoint({
  id: 'auth.register',
  method: 'PUT',
  path: '/wps/member/register',
  token: 'none',
  encrypted: true,
  moduleId: 'REG3',
  request: registerRequestSchema,
  response: registerResultSchema,
  summary: 'Register with username and password',
});
export const authRegisterMobileEndpoint = defineEndpoint({
  id: 'auth.registerMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  token: 'none',
  encrypted: true,
  moduleId: 'MOBILENUMREG3',
  request: registerMobileRequestSchema,
  response: registerResultSchema,
  summary: 'Register with a mobile number',
});
export const authChangePasswordEndpoint = defineEndpoint({
  id: 'auth.changePassword',
  method: 'POST',
  path: '/wps/member/password',
  encrypted: true,
  moduleId: 'PASS3',
  request: changePasswordRequestSchema,
  response: anyValue,
  summary: 'Change the login password',
});
export const authForgotPasswordEmailEndpoint = defineEndpoint({
  id: 'auth.forgotPasswordEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  token: 'none',
  format: 'form',
  moduleId: 'COMM3',
  request: forgotPasswordEmailRequestSchema,
  response: anyValue,
  summary: 'Send a password reset e-mail (form POST)',
});
export const authResetPasswordByPhoneEndpoint = defineEndpoint({
  id: 'auth.resetPasswordByPhone',
  method: 'POST',
  path: '/wps/member/password/verification',
  token: 'none',
  encrypted: true,
  moduleId: 'CHNGPASSVERIF3',
  request: resetPasswordByPhoneRequestSchema,
  response: resetPasswordResultSchema,
  summary: 'Set a new password with an SMS code',
  assumption:
    'The answer may name the account (`username`) for the login that follows; without it the site logs in with the mobile number',
});
export const authAffiliateEndpoint = defineEndpoint({
  id: 'auth.affiliate',
  method: 'GET',
  path: '/wps/agent/affiliate',
  token: 'none',
  moduleId: 'AFFMAN3',
  request: affiliateCheckRequestSchema,
  response: anyValue,
  summary: 'Check an affiliate code before registering (fails as a business error when invalid)',
  assumption:
    'Query field `affiliateCode` and "valid = success" are inferred: the product names the call, not its fields',
});
export const authCaptchaEndpoint = defineEndpoint({
  id: 'auth.captcha',
  method: 'GET',
  path: '/wps/captcha',
  token: 'none',
  moduleId: 'CAPTCHA3',
  request: optionalFields({ t: v.optional(numeric) }),
  response: captchaSchema,
  summary: 'Captcha image, base64 PNG in value',
});
export const authSliderChallengeEndpoint = defineEndpoint({
  id: 'auth.sliderChallenge',
  method: 'GET',
  path: '/wps/captcha/slider',
  token: 'none',
  request: optionalFields({ t: v.optional(numeric) }),
  response: sliderChallengeSchema,
  summary: 'One-use slider captcha challenge; its result is `sliderToken`',
  source: 'assumption',
  assumption:
    'The product names a "slider result" but no call or format: we fetch `{ challengeId }` here and send `challengeId:position:durationMs` (position 0-100)',
});

export const authEndpoints = {
  rsaKey: authRsaKeyEndpoint,
  login: authLoginEndpoint,
  freePlay: authFreePlayEndpoint,
  logout: authLogoutEndpoint,
  loginSms: authLoginSmsEndpoint,
  registerSmsUsername: authRegisterSmsUsernameEndpoint,
  registerSmsMobile: authRegisterSmsMobileEndpoint,
  register: authRegisterEndpoint,
  registerMobile: authRegisterMobileEndpoint,
  changePassword: authChangePasswordEndpoint,
  forgotPasswordEmail: authForgotPasswordEmailEndpoint,
  resetPasswordByPhone: authResetPasswordByPhoneEndpoint,
  affiliate: authAffiliateEndpoint,
  captcha: authCaptchaEndpoint,
  sliderChallenge: authSliderChallengeEndpoint,
} as const;

export interface RegisterSmsInput {
  mobileNo: string;
  countryDialingCode: string;
}

/** SMS code for username registration (sends `mobileNo` and `regType: 'username'`). */
export function requestRegisterSmsCode(
  client: PlatformClient,
  input: RegisterSmsInput,
  options?: CallOptions,
): Promise<SmsCodeResult> {
  return client.call(authRegisterSmsUsernameEndpoint, { ...input, regType: 'username' }, options);
}

/** SMS code for mobile registration (sends `mobileNo` and `regType: 'mobile'`). */
export function requestMobileRegisterSmsCode(
  client: PlatformClient,
  input: RegisterSmsInput,
  options?: CallOptions,
): Promise<SmsCodeResult> {
  return client.call(authRegisterSmsMobileEndpoint, { ...input, regType: 'mobile' }, options);
}

function currentPage(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.href;
}

/** Registration input; `registerMethod` and `registerUrl` are added here. */
export type RegisterInput = Omit<RegisterRequest, 'registerMethod'>;
export type RegisterMobileInput = Omit<RegisterMobileRequest, 'registerMethod'>;

export function register(client: PlatformClient, input: RegisterInput, options?: CallOptions): Promise<RegisterResult> {
  const registerUrl = input.registerUrl ?? currentPage();
  return client.call(
    authRegisterEndpoint,
    { login: true, ...input, registerMethod: 'WEB', ...(registerUrl === undefined ? {} : { registerUrl }) },
    options,
  );
}

export function registerByMobile(
  client: PlatformClient,
  input: RegisterMobileInput,
  options?: CallOptions,
): Promise<RegisterResult> {
  const registerUrl = input.registerUrl ?? currentPage();
  return client.call(
    authRegisterMobileEndpoint,
    { login: true, ...input, registerMethod: 'WEB', ...(registerUrl === undefined ? {} : { registerUrl }) },
    options,
  );
}

function currentOs(): string {
  const agent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  if (/android/i.test(agent)) return 'Android';
  if (/iphone|ipad|ipod/i.test(agent)) return 'iOS';
  if (/windows/i.test(agent)) return 'Windows';
  if (/mac os/i.test(agent)) return 'MacOS';
  if (/linux/i.test(agent)) return 'Linux';
  return 'Unknown';
}

/**
 * Free play: fetches the RSA key and sends `Encryption`, the RSA of
 * a reversed random 16-character value, as the platform's bundle does.
 */
export async function playForFree(
  client: PlatformClient,
  input: { os?: string } = {},
  options?: CallOptions,
): Promise<LoginResult> {
  const modulus = await client.fetchRsaKey(options);
  const encryption = encryptPayloadKey(randomPayloadKey(client.random), modulus);
  return client.call(
    authFreePlayEndpoint,
    { os: input.os ?? currentOs(), platform: 'W', Encryption: encryption },
    options,
  );
}

/** The captcha as an `<img src>`: the platform sends bare base64 PNG. */
export async function getCaptcha(client: PlatformClient, options?: CallOptions): Promise<string> {
  const value = await client.call(authCaptchaEndpoint, { t: client.now() }, options);
  return captchaImageSource(value);
}

/** A fresh slider challenge; each login or registration attempt uses up one: a failure resets the slider. */
export function getSliderChallenge(client: PlatformClient, options?: CallOptions): Promise<SliderChallenge> {
  return client.call(authSliderChallengeEndpoint, { t: client.now() }, options);
}

/** What the slider reports when the player lets go. */
export interface SliderResult {
  challengeId: string;
  /** How far the handle travelled, 0 (start) to 100 (end of the track). */
  position: number;
  /** From the first touch of the handle to its release. */
  durationMs: number;
}

/** The end of the track: a slide that stops short does not verify. */
export const sliderCompletePosition = 100;
/** A slide faster than this is a script, not a hand. */
export const sliderMinDurationMs = 300;

/** The `sliderToken` of login and registration payloads: `challengeId:position:durationMs`. */
export function sliderTokenOf(result: SliderResult): string {
  const position = Math.min(sliderCompletePosition, Math.max(0, Math.round(result.position)));
  const durationMs = Math.max(0, Math.round(result.durationMs));
  return `${result.challengeId}:${position}:${durationMs}`;
}

/** Reads a `sliderToken` back (the sandbox's side); null when it is not one. */
export function parseSliderToken(token: string): SliderResult | null {
  const match = /^([\s\S]+):(\d{1,3}):(\d{1,9})$/.exec(token.trim());
  if (!match?.[1] || match[2] === undefined || match[3] === undefined) return null;
  return { challengeId: match[1], position: Number(match[2]), durationMs: Number(match[3]) };
}

/** A slide that the platform will accept: complete and at a human pace (the client checks before it sends). */
export function isHumanSlide(result: Pick<SliderResult, 'position' | 'durationMs'>): boolean {
  return result.position >= sliderCompletePosition && result.durationMs >= sliderMinDurationMs;
}

export function captchaImageSource(value: string): string {
  return value.startsWith('data:') ? value : `data:image/png;base64,${value.replace(/\s+/g, '')}`;
}

/** A failed login whose value asks for the captcha image. */
export function loginNeedsCaptcha(error: PlatformError): boolean {
  const details = error.details;
  if (typeof details !== 'object' || details === null) return false;
  const captcha = (details as { captcha?: unknown }).captcha;
  return captcha === true || captcha === 1 || captcha === '1' || captcha === 'true';
}

/**
 * After a login, free play or registration with a token: stores
 * the token, then loads the login info (member info), which sets login state.
 */
export async function startSession(
  client: PlatformClient,
  result: { token?: string | undefined },
  options?: CallOptions,
): Promise<MemberInfo> {
  if (!result.token) {
    throw new PlatformError({
      kind: 'invalid-response',
      message: 'The answer carries no session token',
      path: 'value.token',
      endpoint: authLoginEndpoint.id,
    });
  }
  writeToken(result.token);
  return loadLoginInfo(client, options);
}

/** The password that forces a change at login. */
export const defaultPasswordCheck = '123456';

/**
 * A username login with the default password, or with an expired
 * password while expiry is enforced (PWDEXPFORCECHANGE3), must change it now.
 */
export function needsPasswordChange(input: {
  type: LoginRequest['type'];
  password?: string | undefined;
  passwordExpired: boolean;
  expiryEnforced: boolean;
}): boolean {
  if (input.type !== 'username') return false;
  return input.password === defaultPasswordCheck || (input.passwordExpired && input.expiryEnforced);
}
