/**
 * The stateful fake platform: accounts, sessions, wallets, codes and the
 * scenario in force. Handlers (MSW) call into it; it knows nothing of HTTP.
 */
import { parseSliderToken, sliderCompletePosition, sliderMinDurationMs } from '@lobby/api';
import { type Catalogue, DEFAULT_SEED, getCatalogue } from '../fixtures/catalogue';
import { createRandom, type Random } from '../fixtures/random';
import { buildSettingsTree, SITE_PROFILE } from '../fixtures/site';
import type { SettingsNode } from '../fixtures/types';
import type { AffiliateLink } from './affiliateLinks';
import { bytesToBase64, renderCaptcha } from './captcha';
import { fail } from './errors';
import {
  type Account,
  AGENT_TYPES,
  type Contract,
  type Feedback,
  type IssuedCode,
  type OutboxEntry,
  type Session,
  TRIAL_TYPE,
} from './model';
import { SANDBOX_RSA_KEY, SANDBOX_RSA_MODULUS_HEX, type SandboxRsaKey } from './rsaKey';
import { type ScenarioName, scenarioNames } from './scenarios';
import { createSeedState, money } from './seed';

export const DEFAULT_MERCHANT_CODE = 'demo';

/** A visitor's free trial of one game. */
export interface TrialPlay {
  id: number;
  gameId: number;
  /** The device-id cookie of the visitor, or `anonymous`. */
  device: string;
  startedAt: number;
}

export interface SandboxOptions {
  /** Catalogue seed; the same seed gives the same games, content and histories. */
  seed?: string;
  scenario?: ScenarioName;
  /** The sandbox clock (ms). Stories pass a fixed one so dates never move. */
  now?: () => number;
  merchantCode?: string;
  /**
   * Where the sandbox serves images and game pages (`/__sandbox/cdn`). By
   * default the origin of each request, which suits MSW in a page; the HTTP
   * sandbox sets its own address.
   */
  cdnBase?: string;
  /** The caller's IP and country as the platform reports them (permission `location`). */
  location?: { ip: string; country: string };
  /**
   * The analytics tag the site settings name (permission `analytics.gtagId`);
   * `null` for a site without one, as on a machine that cannot reach the tag's host.
   */
  gtagId?: string | null;
}

/** How long codes live. */
const CAPTCHA_TTL_MS = 5 * 60_000;
/** A slider challenge left on screen longer than this must be fetched again. */
const SLIDER_TTL_MS = 10 * 60_000;
export const SMS_TTL_MINUTES = 5;
/** The same number may not get a new code sooner than this. */
const SMS_RESEND_MS = 10_000;
/** Failed logins per username before the captcha is demanded. */
export const LOGIN_FAILURES_BEFORE_CAPTCHA = 2;

function walkSettings(nodes: readonly SettingsNode[], visit: (node: SettingsNode) => void): void {
  for (const node of nodes) {
    visit(node);
    walkSettings(node.childrenNodes, visit);
  }
}

export class Sandbox {
  readonly catalogue: Catalogue;
  readonly merchantCode: string;
  readonly rsaKey: SandboxRsaKey = SANDBOX_RSA_KEY;
  readonly rsaModulusHex: string = SANDBOX_RSA_MODULUS_HEX;
  readonly location: { ip: string; country: string };
  readonly gtagId: string | null;
  cdnBase: string | undefined;

  private readonly clock: () => number;
  /** How far tests have moved the clock forward (`advanceClock`); a reset puts it back. */
  private clockOffset = 0;
  private readonly initialScenario: ScenarioName;
  private currentScenario: ScenarioName;
  /** Calls seen since the scenario was last set (drives flaky and slow). */
  private callsInScenario = 0;
  private random!: Random;

  accounts = new Map<number, Account>();
  private byUsername = new Map<string, Account>();
  sessions = new Map<string, Session>();
  contracts: Contract[] = [];
  settings: SettingsNode[] = [];
  loginFailures = new Map<string, number>();
  captchas = new Map<string, IssuedCode>();
  /** Slider challenges not yet used, by id, with their expiry. */
  sliderChallenges = new Map<string, number>();
  smsCodes = new Map<string, IssuedCode & { sentAt: number }>();
  /** E-mail codes by purpose and address. */
  mailCodes = new Map<string, IssuedCode & { sentAt: number }>();
  outbox: OutboxEntry[] = [];
  /** Feedback from visitors (members' feedback is kept on the account too). */
  feedback: Feedback[] = [];
  /** Free trials visitors started, newest last: each is a game session of its own. */
  trialPlays: TrialPlay[] = [];
  /** Agents' affiliate links, oldest first, and the next link's id. */
  affiliateLinks: AffiliateLink[] = [];
  nextAffiliateLinkId = 1;
  ids = { account: 0, transaction: 0, message: 0, point: 0, contract: 0, record: 0, trial: 0, trialPlay: 0 };

  constructor(options: SandboxOptions = {}) {
    this.catalogue = getCatalogue(options.seed ?? DEFAULT_SEED);
    this.merchantCode = options.merchantCode ?? DEFAULT_MERCHANT_CODE;
    this.clock = options.now ?? (() => Date.now());
    this.cdnBase = options.cdnBase;
    this.location = options.location ?? { ip: '203.0.113.24', country: 'Philippines' };
    this.gtagId = options.gtagId === undefined ? SITE_PROFILE.gtagId : options.gtagId;
    this.initialScenario = options.scenario ?? 'normal';
    this.currentScenario = this.initialScenario;
    this.reset();
  }

  now(): number {
    return this.clock() + this.clockOffset;
  }

  /** Moves the sandbox's clock forward, so tests can see what happens after a while (auto-confirmed receipts). */
  advanceClock(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError('The clock only moves forward');
    this.clockOffset += ms;
  }

  // ---- scenarios -------------------------------------------------------------

  get scenario(): ScenarioName {
    return this.currentScenario;
  }

  setScenario(name: ScenarioName): void {
    if (!scenarioNames.includes(name)) throw new RangeError(`Unknown scenario ${String(name)}`);
    this.currentScenario = name;
    this.callsInScenario = 0;
  }

  /** Counts a call and returns its number within the current scenario (1-based). */
  countCall(): number {
    this.callsInScenario += 1;
    return this.callsInScenario;
  }

  /** Back to the seeded state and the scenario the sandbox started with. */
  reset(): void {
    this.clockOffset = 0;
    const seed = createSeedState(this.catalogue, this.now());
    this.random = createRandom(`${this.catalogue.seed}/runtime`);
    this.accounts = new Map(seed.accounts.map((account) => [account.id, account]));
    this.byUsername = new Map(seed.accounts.map((account) => [account.username.toLowerCase(), account]));
    this.contracts = seed.contracts;
    this.settings = buildSettingsTree();
    this.sessions.clear();
    this.loginFailures.clear();
    this.captchas.clear();
    this.sliderChallenges.clear();
    this.smsCodes.clear();
    this.mailCodes.clear();
    this.outbox = [];
    this.feedback = [];
    this.trialPlays = [];
    this.affiliateLinks = [];
    this.nextAffiliateLinkId = 1;
    this.ids = {
      account: seed.nextIds.account,
      transaction: seed.nextIds.transaction,
      message: seed.nextIds.message,
      point: seed.nextIds.point,
      contract: seed.nextIds.contract,
      record: 50_000,
      trial: 0,
      trialPlay: 0,
    };
    this.currentScenario = this.initialScenario;
    this.callsInScenario = 0;
  }

  nextId(kind: keyof Sandbox['ids']): number {
    this.ids[kind] += 1;
    return this.ids[kind];
  }

  /** A deterministic sequence of random numbers for runtime draws (tokens, codes). */
  draw(): Random {
    return this.random;
  }

  // ---- site flags ------------------------------------------------------------

  /** Whether a module of the settings tree is on (and all its parents). */
  isEnabled(modId: string): boolean {
    const search = (nodes: readonly SettingsNode[]): boolean | undefined => {
      for (const node of nodes) {
        if (node.modId === modId) return node.enabled;
        const inner = search(node.childrenNodes);
        if (inner !== undefined) return node.enabled && inner;
      }
      return undefined;
    };
    return search(this.settings) ?? false;
  }

  /** Whether the settings tree has this module at all (calls may name modules the tree does not switch). */
  knowsModule(modId: string): boolean {
    let found = false;
    walkSettings(this.settings, (node) => {
      if (node.modId === modId) found = true;
    });
    return found;
  }

  /** Switches a module on or off (stories and tests exercise both sides of a flag). */
  setFlag(modId: string, enabled: boolean): void {
    let found = false;
    walkSettings(this.settings, (node) => {
      if (node.modId === modId) {
        node.enabled = enabled;
        found = true;
      }
    });
    if (!found) throw new RangeError(`Unknown module ${modId}`);
  }

  requireModule(modId: string): void {
    if (!this.isEnabled(modId)) fail('function.not.available');
  }

  // ---- accounts and sessions -------------------------------------------------

  findAccount(username: string): Account | undefined {
    return this.byUsername.get(username.trim().toLowerCase());
  }

  /** The account of a seed or registered username; throws for tests that mistype one. */
  account(username: string): Account {
    const account = this.findAccount(username);
    if (!account) throw new RangeError(`No account ${username}`);
    return account;
  }

  findByMobile(mobileNum: string): Account | undefined {
    const wanted = normaliseMobile(mobileNum);
    for (const account of this.accounts.values()) {
      if (account.mobileNum && normaliseMobile(account.mobileNum) === wanted) return account;
    }
    return undefined;
  }

  addAccount(account: Account): Account {
    this.accounts.set(account.id, account);
    this.byUsername.set(account.username.toLowerCase(), account);
    return account;
  }

  newToken(): string {
    const random = this.draw();
    let token = '';
    for (let i = 0; i < 32; i += 1) token += random.int(0, 15).toString(16);
    return token;
  }

  startSession(account: Account): Session {
    const session: Session = {
      token: this.newToken(),
      accountId: account.id,
      createdAt: this.now(),
      lastSeenAt: this.now(),
    };
    this.sessions.set(session.token, session);
    account.lastLoginAt = this.now();
    return session;
  }

  /** The account behind a token, or undefined when the token is unknown or ended. */
  sessionAccount(token: string | null | undefined): Account | undefined {
    if (!token) return undefined;
    const session = this.sessions.get(token.trim());
    if (!session) return undefined;
    session.lastSeenAt = this.now();
    return this.accounts.get(session.accountId);
  }

  endSession(token: string): void {
    this.sessions.delete(token.trim());
  }

  /** Ends every session of an account (password changed elsewhere). */
  endSessionsOf(accountId: number, except?: string): void {
    for (const [token, session] of this.sessions) {
      if (session.accountId === accountId && token !== except) this.sessions.delete(token);
    }
  }

  /** Logs a seed account in without a request: for stories and tests that start logged in. */
  signIn(username: string): string {
    return this.startSession(this.account(username)).token;
  }

  isAgent(account: Account): boolean {
    return (AGENT_TYPES as readonly number[]).includes(account.type);
  }

  requireRealAccount(account: Account): void {
    if (account.type === TRIAL_TYPE) fail('real.account.required');
  }

  requireAgent(account: Account): void {
    if (!this.isAgent(account)) fail('non.agent');
  }

  downlineOf(account: Account): Account[] {
    return [...this.accounts.values()].filter((candidate) => candidate.uplineId === account.id);
  }

  // ---- codes -----------------------------------------------------------------

  /** Issues a captcha for a device (or the anonymous caller) and returns the PNG as base64. */
  issueCaptcha(deviceKey: string): { code: string; image: string } {
    const random = this.draw();
    const code = String(random.int(0, 9999)).padStart(4, '0');
    this.captchas.set(deviceKey, { code, expiresAt: this.now() + CAPTCHA_TTL_MS });
    return { code, image: bytesToBase64(renderCaptcha(code, random.int(0, 2 ** 31))) };
  }

  /** The code of the captcha last shown to a device, for tests and stories. */
  captchaCode(deviceKey: string): string | undefined {
    return this.captchas.get(deviceKey)?.code;
  }

  /** Checks and consumes the device's captcha: one guess per image, as on the platform. */
  verifyCaptcha(deviceKey: string, code: string | undefined): boolean {
    const issued = this.captchas.get(deviceKey);
    this.captchas.delete(deviceKey);
    return !!issued && !!code && issued.expiresAt >= this.now() && issued.code === code.trim();
  }

  /** Issues a one-use slider challenge (the id the slide result must name). */
  issueSliderChallenge(): { challengeId: string } {
    const random = this.draw();
    let challengeId = 'sl_';
    for (let i = 0; i < 20; i += 1) challengeId += random.int(0, 35).toString(36);
    this.sliderChallenges.set(challengeId, this.now() + SLIDER_TTL_MS);
    return { challengeId };
  }

  /**
   * Checks the `sliderToken` of a login or registration and uses its
   * challenge up, pass or fail (one slide per challenge). Refuses a missing
   * result, an unknown, expired or used challenge, a slide that stopped
   * short, and one faster than a hand moves.
   */
  verifySlider(token: string | undefined): void {
    if (!token?.trim()) fail('slider.required');
    const result = parseSliderToken(token);
    if (!result) fail('slider.required');
    const expiresAt = this.sliderChallenges.get(result.challengeId);
    this.sliderChallenges.delete(result.challengeId);
    if (expiresAt === undefined || expiresAt < this.now()) fail('slider.expired');
    if (result.position < sliderCompletePosition) fail('slider.incomplete');
    if (result.durationMs < sliderMinDurationMs) fail('slider.too.fast');
  }

  /** Sends an SMS code; the text lands in the outbox, where tests and the sandbox server read it. */
  sendSmsCode(purpose: string, countryDialingCode: string, mobileNum: string): { expiredMinutes: number } {
    const key = smsKey(purpose, countryDialingCode, mobileNum);
    const previous = this.smsCodes.get(key);
    if (previous && this.now() - previous.sentAt < SMS_RESEND_MS) fail('sms.too.frequent');
    const code = String(this.draw().int(0, 999_999)).padStart(6, '0');
    this.smsCodes.set(key, { code, expiresAt: this.now() + SMS_TTL_MINUTES * 60_000, sentAt: this.now() });
    const to = `+${countryDialingCode.replace(/^\+/, '')} ${normaliseMobile(mobileNum)}`;
    this.outbox.push({
      channel: 'sms',
      to,
      purpose,
      code,
      text: `[Lobby] Your verification code is ${code}. It expires in ${SMS_TTL_MINUTES} minutes.`,
      time: this.now(),
    });
    return { expiredMinutes: SMS_TTL_MINUTES };
  }

  /** Checks an SMS code and consumes it, unless `consume` is false (a check before the change that names it again). */
  verifySmsCode(
    purpose: string,
    countryDialingCode: string | undefined,
    mobileNum: string,
    code: string,
    consume = true,
  ): boolean {
    const candidates = countryDialingCode
      ? [smsKey(purpose, countryDialingCode, mobileNum)]
      : [...this.smsCodes.keys()].filter(
          (key) => key.startsWith(`${purpose}:`) && key.endsWith(`:${normaliseMobile(mobileNum)}`),
        );
    for (const key of candidates) {
      const issued = this.smsCodes.get(key);
      if (issued && issued.expiresAt >= this.now() && issued.code === code.trim()) {
        if (consume) this.smsCodes.delete(key);
        return true;
      }
    }
    return false;
  }

  /** The last code sent to a number for a purpose (tests). */
  smsCode(mobileNum: string, purpose?: string): string | undefined {
    const wanted = normaliseMobile(mobileNum);
    for (let i = this.outbox.length - 1; i >= 0; i -= 1) {
      const entry = this.outbox[i];
      if (entry?.channel === 'sms' && entry.to.endsWith(` ${wanted}`) && (!purpose || entry.purpose === purpose)) {
        return entry.code ?? undefined;
      }
    }
    return undefined;
  }

  /** Sends an e-mail code; like SMS codes, it lands in the outbox. */
  sendMailCode(purpose: string, email: string): { expiredMinutes: number } {
    const key = `${purpose}:${email.trim().toLowerCase()}`;
    const previous = this.mailCodes.get(key);
    if (previous && this.now() - previous.sentAt < SMS_RESEND_MS) fail('sms.too.frequent');
    const code = String(this.draw().int(0, 999_999)).padStart(6, '0');
    this.mailCodes.set(key, { code, expiresAt: this.now() + SMS_TTL_MINUTES * 60_000, sentAt: this.now() });
    this.outbox.push({
      channel: 'email',
      to: email.trim(),
      purpose,
      code,
      text: `Your Lobby verification code is ${code}. It expires in ${SMS_TTL_MINUTES} minutes.`,
      time: this.now(),
    });
    return { expiredMinutes: SMS_TTL_MINUTES };
  }

  /** Checks and consumes an e-mail code. */
  verifyMailCode(purpose: string, email: string, code: string): boolean {
    const key = `${purpose}:${email.trim().toLowerCase()}`;
    const issued = this.mailCodes.get(key);
    if (!issued || issued.expiresAt < this.now() || issued.code !== code.trim()) return false;
    this.mailCodes.delete(key);
    return true;
  }

  sendEmail(to: string, purpose: string, text: string): void {
    this.outbox.push({ channel: 'email', to, purpose, code: null, text, time: this.now() });
  }

  // ---- money -----------------------------------------------------------------

  /** Credits or debits the main wallet and writes the account record. */
  book(
    account: Account,
    txType: Account['transactions'][number]['txType'],
    amount: number,
    remark: string,
    status: Account['transactions'][number]['status'] = 'SUCCESS',
  ): void {
    if (status === 'SUCCESS') account.main = money(account.main + amount);
    const id = this.nextId('transaction');
    account.transactions.unshift({
      id,
      referenceNo: `T${new Date(this.now()).toISOString().slice(0, 10).replace(/-/g, '')}${String(id).padStart(6, '0')}`,
      txType,
      amount: money(amount),
      balanceAfter: account.main,
      time: this.now(),
      remark,
      status,
    });
  }
}

export function normaliseMobile(mobileNum: string): string {
  return mobileNum.replace(/\D/g, '').replace(/^0+/, '');
}

function smsKey(purpose: string, countryDialingCode: string, mobileNum: string): string {
  return `${purpose}:${countryDialingCode.replace(/\D/g, '')}:${normaliseMobile(mobileNum)}`;
}

export function createSandbox(options?: SandboxOptions): Sandbox {
  return new Sandbox(options);
}
