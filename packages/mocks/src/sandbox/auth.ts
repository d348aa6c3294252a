/**
 * Login, free play, registration and passwords: the platform's rules as the
 * sandbox plays them.
 */
import { ANY_PATTERN } from '../fixtures/site';
import { liveLinkOf } from './affiliateLinks';
import { fail } from './errors';
import { type Account, MEMBER_TYPE, TRIAL_TYPE } from './model';
import { LOGIN_FAILURES_BEFORE_CAPTCHA, normaliseMobile, type Sandbox } from './sandbox';
import { staticAvatar } from './seed';

/** Purpose of the codes sent by /wps/verification/sms/noLogin: phone login and password reset. */
export const SMS_NO_LOGIN = 'noLogin';

/** Balance a trial account starts with. */
export const TRIAL_BALANCE = 2000;

export interface LoginOutcome {
  account: Account;
  token: string;
  firstTimeLogin: boolean;
}

function finishLogin(sandbox: Sandbox, account: Account): LoginOutcome {
  const firstTimeLogin = account.firstLogin;
  account.firstLogin = false;
  const session = sandbox.startSession(account);
  return { account, token: session.token, firstTimeLogin };
}

/**
 * Username login. Failures count per username; from the second one on the
 * answer asks for the captcha (`value.captcha`), and from then on a login
 * without the right captcha fails before the password is even looked at.
 */
export function loginWithPassword(
  sandbox: Sandbox,
  input: { username: string; password: string; captcha?: string | undefined },
  deviceKey: string,
): LoginOutcome {
  const key = input.username.trim().toLowerCase();
  const failures = sandbox.loginFailures.get(key) ?? 0;
  const captchaNeeded = failures >= LOGIN_FAILURES_BEFORE_CAPTCHA;
  if (captchaNeeded) {
    if (!input.captcha?.trim()) fail('captcha.required', { value: { captcha: true } });
    if (!sandbox.verifyCaptcha(deviceKey, input.captcha)) {
      sandbox.loginFailures.set(key, failures + 1);
      fail('captcha.invalid', { value: { captcha: true } });
    }
  }
  const account = sandbox.findAccount(key);
  if (!account || account.password !== input.password) {
    const count = failures + 1;
    sandbox.loginFailures.set(key, count);
    fail('invalid.username.or.password', {
      value: count >= LOGIN_FAILURES_BEFORE_CAPTCHA ? { captcha: true } : { captcha: false },
    });
  }
  sandbox.loginFailures.delete(key);
  return finishLogin(sandbox, account);
}

/** Login by SMS code (MOBILEVERCODELOGIN3). */
export function loginWithSms(
  sandbox: Sandbox,
  input: { mobileNum: string; countryDialingCode?: string | undefined; verificationCode: string },
): LoginOutcome {
  sandbox.requireModule('MOBILEVERCODELOGIN3');
  const account = sandbox.findByMobile(input.mobileNum);
  if (!sandbox.verifySmsCode(SMS_NO_LOGIN, input.countryDialingCode, input.mobileNum, input.verificationCode)) {
    fail('sms.code.invalid');
  }
  if (!account) return fail('mobile.not.registered');
  return finishLogin(sandbox, account);
}

/** Free play: a fresh type-4 account with trial credit. */
export function startFreePlay(sandbox: Sandbox): LoginOutcome {
  sandbox.requireModule('FREEPLAY3');
  const serial = sandbox.nextId('trial');
  const id = sandbox.nextId('account');
  const account = newMember(sandbox, id, {
    username: `trial_${String(serial).padStart(5, '0')}`,
    password: '',
    type: TRIAL_TYPE,
    nickname: `Guest ${serial}`,
  });
  account.main = TRIAL_BALANCE;
  account.paymentPassword = null;
  sandbox.addAccount(account);
  return finishLogin(sandbox, account);
}

export function newMember(
  sandbox: Sandbox,
  id: number,
  fields: { username: string; password: string; type?: number; nickname?: string },
): Account {
  return {
    id,
    username: fields.username,
    password: fields.password,
    paymentPassword: null,
    type: fields.type ?? MEMBER_TYPE,
    nickname: fields.nickname ?? fields.username,
    mobileNum: null,
    countryDialingCode: null,
    email: null,
    payeeName: null,
    profile: {},
    rankLevel: 0,
    memberLabels: [],
    avatar: staticAvatar(id % 12),
    avatarType: 'STATIC',
    uplineId: null,
    affiliateCode: `AF${id}`,
    referralCode: `RF${(id * 7919).toString(36).toUpperCase()}`,
    createdAt: sandbox.now(),
    lastLoginAt: null,
    firstLogin: true,
    passwordExpired: false,
    language: 'EN',
    main: 0,
    vendorWallets: new Map(),
    openGames: new Set(),
    points: 0,
    favorites: [],
    recent: [],
    transactions: [],
    bets: [],
    inbox: [],
    sentMessages: [],
    pointRecords: [],
    redeemRecords: [],
    promotionClaims: new Map(),
    missionProgress: new Map(),
    missionClaimed: new Set(),
    feedback: [],
    deposits: [],
    withdrawals: [],
    bankCards: [],
    pendingRebates: new Map(),
    rebateHistory: [],
    turnoverRequired: 0,
    turnoverDone: 0,
    contractKinds: new Set(),
  };
}

/** Checks a value against the server's rule for its field; returns the failing rule's message. */
export function checkField(sandbox: Sandbox, field: string, value: string | undefined): string | undefined {
  const rule = sandbox.catalogue.registrationRules.find((candidate) => candidate.field === field);
  if (!rule?.enabled) return undefined;
  const text = value?.trim() ?? '';
  if (text === '') return rule.required ? `${field} is required` : undefined;
  if (text.length < rule.minLength || text.length > rule.maxLength) {
    return rule.minLength === rule.maxLength
      ? `${field} must be ${rule.minLength} characters`
      : `${field} must be ${rule.minLength} - ${rule.maxLength} characters`;
  }
  if (rule.acceptedPattern !== ANY_PATTERN && !new RegExp(rule.acceptedPattern).test(text)) {
    return `${field} does not match pattern ${rule.patternId}`;
  }
  return undefined;
}

export type RegistrationMode = 'username' | 'mobile';

export interface RegistrationInput {
  username?: string | undefined;
  password?: string | undefined;
  confirmPassword?: string | undefined;
  mobileNum?: string | undefined;
  countryDialingCode?: string | undefined;
  verificationCode?: string | undefined;
  captcha?: string | undefined;
  affiliateCode?: string | undefined;
  referralCode?: string | undefined;
  recommenderId?: string | undefined;
  paymentPassword?: string | undefined;
  payeeName?: string | undefined;
  email?: string | undefined;
  login?: boolean | undefined;
  [field: string]: unknown;
}

const profileFields = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber'] as const;

/**
 * Registration: the module must be on, every enabled field must
 * satisfy its rule, the SMS code and captcha must match, and the name and
 * number must be free. Mobile mode uses the number as the username.
 */
export function register(
  sandbox: Sandbox,
  input: RegistrationInput,
  mode: RegistrationMode,
  deviceKey: string,
): { account: Account; token: string | undefined; firstTimeLogin: boolean } {
  sandbox.requireModule('DIRECTREG3');
  sandbox.requireModule(mode === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3');
  const mobile = input.mobileNum ? normaliseMobile(input.mobileNum) : undefined;
  const username = (mode === 'mobile' ? input.username || mobile : input.username)?.trim() ?? '';
  const password = input.password ?? '';
  if (mode === 'mobile' && !password && sandbox.isEnabled('MOBILENUMPASSREG3')) {
    fail('request.invalid', { detail: 'password is required' });
  }
  if (mode === 'username' || password) {
    const passwordIssue = checkField(sandbox, 'password', password);
    if (passwordIssue) fail('request.invalid', { detail: passwordIssue });
    if (input.confirmPassword !== undefined && input.confirmPassword !== password) fail('password.not.match');
  }
  if (mode === 'username') {
    const usernameIssue = checkField(sandbox, 'username', username);
    if (usernameIssue) fail('request.invalid', { detail: usernameIssue });
  }
  const checked: [string, unknown][] = [
    ['mobileNum', mobile],
    ['paymentPassword', input.paymentPassword],
    ['payeeName', input.payeeName],
    ['email', input.email],
    ['recommenderId', input.recommenderId],
    ...profileFields.map((field): [string, unknown] => [field, input[field]]),
  ];
  for (const [field, value] of checked) {
    const issue = checkField(sandbox, field, typeof value === 'string' ? value : undefined);
    if (issue) fail('request.invalid', { detail: issue });
  }
  if (sandbox.isEnabled('CAPTCHA3') && mode === 'username' && !sandbox.verifyCaptcha(deviceKey, input.captcha)) {
    fail('captcha.invalid');
  }
  if (sandbox.isEnabled('REGMOBVERF3') && mobile) {
    if (
      !input.verificationCode ||
      !sandbox.verifySmsCode('register', input.countryDialingCode, mobile, input.verificationCode)
    ) {
      fail('sms.code.invalid');
    }
  }
  if (sandbox.findAccount(username)) fail('username.exists');
  if (mobile && sandbox.findByMobile(mobile)) fail('mobile.exists');
  const code = input.affiliateCode?.trim() || input.referralCode?.trim();
  const upline = code ? findByAffiliateCode(sandbox, code) : undefined;
  if (code && !upline) fail('invitation.code.error');
  // An agent's affiliate link also decides the new account's type, and counts the registration.
  const link = liveLinkOf(sandbox.affiliateLinks, code, sandbox.now());

  const account = newMember(sandbox, sandbox.nextId('account'), {
    username,
    password,
    ...(link ? { type: link.type } : {}),
  });
  link?.registeredIds.push(account.id);
  account.mobileNum = mobile ?? null;
  account.countryDialingCode = mobile ? (input.countryDialingCode ?? '63') : null;
  account.email = input.email?.trim() || null;
  account.payeeName = input.payeeName?.trim() || null;
  account.paymentPassword = input.paymentPassword?.trim() || null;
  account.uplineId = upline?.id ?? null;
  for (const field of profileFields) {
    const value = input[field];
    if (typeof value === 'string' && value.trim()) account.profile[field] = value.trim();
  }
  account.inbox.push({
    id: sandbox.nextId('message'),
    title: 'Welcome to Lobby',
    content: '<p>Your account is ready. Deposit now and claim the 100% welcome bonus.</p>',
    sendTime: sandbox.now(),
    read: false,
    sender: 'System',
  });
  sandbox.addAccount(account);
  if (input.login === false) return { account, token: undefined, firstTimeLogin: true };
  const outcome = finishLogin(sandbox, account);
  return { account, token: outcome.token, firstTimeLogin: outcome.firstTimeLogin };
}

export function findByAffiliateCode(sandbox: Sandbox, code: string): Account | undefined {
  const link = liveLinkOf(sandbox.affiliateLinks, code, sandbox.now());
  if (link) return sandbox.accounts.get(link.agentId);
  const wanted = code.trim().toUpperCase();
  for (const account of sandbox.accounts.values()) {
    if (account.affiliateCode.toUpperCase() === wanted || account.referralCode.toUpperCase() === wanted) return account;
  }
  return undefined;
}

/** Password change of a logged-in member. */
export function changePassword(
  sandbox: Sandbox,
  account: Account,
  input: { oldPassword?: string | undefined; newPassword: string; confirmNewPassword: string },
  token: string | null,
): void {
  sandbox.requireRealAccount(account);
  if (input.oldPassword === undefined || input.oldPassword !== account.password) fail('password.incorrect');
  if (input.newPassword !== input.confirmNewPassword) fail('password.not.match');
  if (input.newPassword === account.password) fail('password.same.as.old');
  const issue = checkField(sandbox, 'password', input.newPassword);
  if (issue) fail('request.invalid', { detail: issue });
  account.password = input.newPassword;
  account.passwordExpired = false;
  // Other devices are logged out; the one that changed the password stays in.
  sandbox.endSessionsOf(account.id, token ?? undefined);
}

export function resetPasswordByPhone(
  sandbox: Sandbox,
  input: { newPassword: string; mobileNum: string; countryDialingCode?: string | undefined; verificationCode: string },
): Account {
  sandbox.requireModule('CHNGPASSVERIF3');
  if (!sandbox.verifySmsCode(SMS_NO_LOGIN, input.countryDialingCode, input.mobileNum, input.verificationCode)) {
    fail('sms.code.invalid');
  }
  const account = sandbox.findByMobile(input.mobileNum);
  if (!account) fail('mobile.not.registered');
  const issue = checkField(sandbox, 'password', input.newPassword);
  if (issue) fail('request.invalid', { detail: issue });
  account.password = input.newPassword;
  account.passwordExpired = false;
  sandbox.endSessionsOf(account.id);
  return account;
}

export function sendPasswordResetEmail(sandbox: Sandbox, input: { username: string; email: string }): void {
  const account = sandbox.findAccount(input.username);
  if (!account?.email || account.email.toLowerCase() !== input.email.trim().toLowerCase()) {
    fail('account.email.not.match');
  }
  sandbox.sendEmail(
    account.email,
    'password-reset',
    `Hello ${account.nickname}, open https://www.lobby.example/reset?u=${encodeURIComponent(account.username)} to choose a new password.`,
  );
}
