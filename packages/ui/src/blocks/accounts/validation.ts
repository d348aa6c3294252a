/**
 * Validation of the account forms: login, registration by the
 * server's per-field rules, change password, forgot password. Pure functions,
 * no React, no i18next: the caller passes a `translate` function, so the site
 * can run the same checks before it calls the platform.
 *
 * Every validator trims its input first and returns
 * the translated message to show, or `null` when the value is acceptable.
 */

import { backtrackingVerdict, needsBacktrackingCheck } from './patternSafety';

/** Translates a message key of the `accounts` area (an i18next `t` fits). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Validation result of one field: the message to show, or `null`. */
export type FieldError = string | null;

/** Errors of a form by field name; a field without an error is absent. */
export type FormErrors<TField extends string> = Partial<Record<TField, string>>;

// ---- constants -----------------------------------------------

/** Accepted pattern that matches anything. */
export const ANY_PATTERN = '*';

/** Verification codes (SMS, captcha) are at most 255 characters. */
export const MAX_CODE_LENGTH = 255;

/** The default password whose use forces a change at login. */
export const DEFAULT_PASSWORD = '123456';

/** Pattern ids with an EN and CN text (`accounts.reg_pattern_{id}`); others fall back to a generic text. */
export const KNOWN_PATTERN_IDS = [
  '0',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
] as const;

/** E-mail shape used where the platform sends no rule (same as pattern 3). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Longest e-mail address (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/** Mobile numbers without a server rule: digits, 6 to 15 of them (E.164 allows 15). */
export const MOBILE_PATTERN = /^[0-9]{6,15}$/;

// ---- registration rules ----------------------------------------

/**
 * The server's rule of one registration field. Fields may be null or missing the way the platform
 * sends them; `@lobby/api`'s `RegisterRule` is assignable as it is.
 */
export interface RegistrationFieldRule {
  /** `false` hides the field; anything else shows it. */
  enabled?: boolean | null | undefined;
  /** The field must be filled (for the fields whose requirement the server decides). */
  required?: boolean | null | undefined;
  /** A regular expression the whole value must match; `*` (or nothing) matches anything. */
  acceptedPattern?: string | null | undefined;
  /** Picks the message `reg_pattern_{patternId}`. */
  patternId?: string | number | null | undefined;
  /** Fewest characters (Unicode code points). */
  minLength?: number | null | undefined;
  /** Most characters (Unicode code points). */
  maxLength?: number | null | undefined;
}

/** Field name → rule, as the platform's register settings send it. */
export type RegistrationRules = Readonly<Partial<Record<string, RegistrationFieldRule | null | undefined>>>;

/** Registration fields in the order the form shows them (docs/product.md#registration). */
export const registrationFields = [
  'mobileNum',
  'verificationCode',
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
export type RegistrationField = (typeof registrationFields)[number];

/** Required whenever shown, whatever the server's `required` says. */
const alwaysRequired: ReadonlySet<RegistrationField> = new Set([
  'mobileNum',
  'verificationCode',
  'username',
  'password',
  'confirmPassword',
  'paymentPassword',
]);

/** Length of a value in Unicode code points, so one Thai or Korean letter counts once. */
export function lengthOf(value: string): number {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
}

const compiled = new Map<string, RegExp | null>();

/** The whole-value form of a pattern, as the platform (Java's `matches`) anchors it. */
export function anchoredPattern(source: string): string {
  return `^(?:${source})$`;
}

/** A rule's pattern text when it restricts anything: not missing, empty or `*`. */
export function restrictingPattern(acceptedPattern: string | null | undefined): string | null {
  const source = acceptedPattern?.trim() ?? '';
  return source === '' || source === ANY_PATTERN ? null : source;
}

/**
 * The rule's pattern, anchored to the whole value; `null` means "anything"
 * (`*`, empty, a pattern this browser cannot compile, which must not lock
 * players out, or one that could freeze the page: see patternSafety.ts). A
 * pattern with nested repetition is enforced only once `analyseBacktracking`
 * has found it safe.
 */
export function patternOf(acceptedPattern: string | null | undefined): RegExp | null {
  const source = restrictingPattern(acceptedPattern);
  if (source === null) return null;
  if (compiled.has(source)) return compiled.get(source) ?? null;
  const anchored = anchoredPattern(source);
  if (needsBacktrackingCheck(source)) {
    const safe = backtrackingVerdict(anchored);
    if (safe === undefined) return null;
    if (!safe) {
      compiled.set(source, null);
      return null;
    }
  }
  let pattern: RegExp | null;
  try {
    pattern = new RegExp(anchored);
  } catch {
    pattern = null;
  }
  compiled.set(source, pattern);
  return pattern;
}

/**
 * The anchored patterns of these rules that wait for the backtracking analysis;
 * a form passes them to `analyseBacktracking` and checks again once it resolves.
 */
export function patternsAwaitingAnalysis(rules: Iterable<RegistrationFieldRule | null | undefined>): string[] {
  const waiting = new Set<string>();
  for (const rule of rules) {
    const source = restrictingPattern(rule?.acceptedPattern);
    if (source === null || compiled.has(source) || !needsBacktrackingCheck(source)) continue;
    const anchored = anchoredPattern(source);
    if (backtrackingVerdict(anchored) === undefined) waiting.add(anchored);
  }
  return [...waiting];
}

function bound(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.floor(value) : undefined;
}

/**
 * Fills `(min)` and `(max)` of a pattern message. Equal bounds
 * collapse `(min) - (max)` to one number; a missing lower bound reads as 1 and
 * a missing upper bound as "(min)+".
 */
export function fillBounds(text: string, minLength?: number | null, maxLength?: number | null): string {
  const min = bound(minLength) ?? 1;
  const max = bound(maxLength);
  let filled = text;
  if (max === undefined) filled = filled.replaceAll('(min) - (max)', `${min}+`);
  else if (min === max) filled = filled.replaceAll('(min) - (max)', String(min));
  return filled.replaceAll('(min)', String(min)).replaceAll('(max)', max === undefined ? `${min}+` : String(max));
}

/** The translated pattern message of a rule, bounds filled in. */
export function ruleMessage(rule: RegistrationFieldRule, t: Translate): string {
  const id = rule.patternId === null || rule.patternId === undefined ? '' : String(rule.patternId).trim();
  const key = (KNOWN_PATTERN_IDS as readonly string[]).includes(id)
    ? `accounts.reg_pattern_${id}`
    : 'accounts.validation.patternFallback';
  return fillBounds(t(key), rule.minLength, rule.maxLength);
}

/**
 * Checks one value against a server rule. A disabled rule accepts
 * anything; an empty value fails only when `required` (or `options.required`)
 * says so; otherwise length bounds, then the pattern, all with the rule's
 * pattern message. Never throws, whatever the value or rule.
 */
export function validateByRule(
  value: string | null | undefined,
  rule: RegistrationFieldRule | null | undefined,
  t: Translate,
  options: { required?: boolean } = {},
): FieldError {
  const text = (value ?? '').trim();
  if (!rule || rule.enabled === false) {
    return text === '' && options.required ? t('accounts.validation.required') : null;
  }
  const required = options.required ?? rule.required === true;
  if (text === '') return required ? t('accounts.validation.required') : null;
  const length = lengthOf(text);
  const min = bound(rule.minLength);
  const max = bound(rule.maxLength);
  if ((min !== undefined && length < min) || (max !== undefined && length > max)) return ruleMessage(rule, t);
  const pattern = patternOf(rule.acceptedPattern);
  if (pattern && !pattern.test(text)) return ruleMessage(rule, t);
  return null;
}

// ---- single fields ---------------------------------------------------------------

/** Required text (username at login, a password being typed to log in). */
export function validateRequired(value: string | null | undefined, t: Translate, key = 'required'): FieldError {
  return (value ?? '').trim() === '' ? t(`accounts.validation.${key}`) : null;
}

/** Login username: required; at most 255 characters. */
export function validateUsername(
  value: string | null | undefined,
  t: Translate,
  rule?: RegistrationFieldRule | null,
): FieldError {
  const text = (value ?? '').trim();
  if (text === '') return t('accounts.validation.usernameRequired');
  if (rule) return validateByRule(text, rule, t, { required: true });
  if (/\s/.test(text) || lengthOf(text) > MAX_CODE_LENGTH) return t('accounts.validation.usernameInvalid');
  return null;
}

/** Mobile number: the server's rule when given, else 6–15 digits. */
export function validateMobile(
  value: string | null | undefined,
  t: Translate,
  rule?: RegistrationFieldRule | null,
): FieldError {
  const text = (value ?? '').trim();
  if (text === '') return t('accounts.validation.mobileRequired');
  if (!MOBILE_PATTERN.test(text)) return t('accounts.validation.mobileInvalid');
  if (rule && rule.enabled !== false) return validateByRule(text, rule, t, { required: true });
  return null;
}

/** SMS or e-mail code: required, at most 255 characters. */
export function validateCode(value: string | null | undefined, t: Translate): FieldError {
  const text = (value ?? '').trim();
  if (text === '') return t('accounts.validation.codeRequired');
  if (lengthOf(text) > MAX_CODE_LENGTH) return t('accounts.validation.codeTooLong', { max: MAX_CODE_LENGTH });
  return null;
}

/** Captcha text: required while the image is shown, at most 255 characters. */
export function validateCaptcha(value: string | null | undefined, t: Translate): FieldError {
  const text = (value ?? '').trim();
  if (text === '') return t('accounts.validation.captchaRequired');
  if (lengthOf(text) > MAX_CODE_LENGTH) return t('accounts.validation.codeTooLong', { max: MAX_CODE_LENGTH });
  return null;
}

/** E-mail address: required and of e-mail shape. */
export function validateEmail(value: string | null | undefined, t: Translate): FieldError {
  const text = (value ?? '').trim();
  if (text === '') return t('accounts.validation.emailRequired');
  if (lengthOf(text) > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(text)) return t('accounts.validation.emailInvalid');
  return null;
}

/**
 * The password rule where the platform sends none: 6 to 20 characters
 * without spaces (pattern 11's message).
 */
export const DEFAULT_PASSWORD_RULE: RegistrationFieldRule = {
  enabled: true,
  required: true,
  acceptedPattern: '\\S+',
  patternId: 11,
  minLength: 6,
  maxLength: 20,
};

/**
 * A new password: required, the server's
 * password rule (or `DEFAULT_PASSWORD_RULE`), and not the default password
 * that forced the change in the first place.
 */
export function validateNewPassword(
  value: string | null | undefined,
  t: Translate,
  rule: RegistrationFieldRule | null | undefined = DEFAULT_PASSWORD_RULE,
): FieldError {
  const text = (value ?? '').trim();
  if (text === '') return t('accounts.validation.passwordRequired');
  const ruleError = validateByRule(text, rule ?? DEFAULT_PASSWORD_RULE, t, { required: true });
  if (ruleError) return ruleError;
  if (text === DEFAULT_PASSWORD) return t('accounts.validation.passwordDefault');
  return null;
}

/** Confirmation: required and equal to the password (both trimmed). */
export function validateConfirmation(
  value: string | null | undefined,
  password: string | null | undefined,
  t: Translate,
): FieldError {
  const text = (value ?? '').trim();
  if (text === '') return t('accounts.validation.confirmRequired');
  if (text !== (password ?? '').trim()) return t('accounts.validation.passwordMismatch');
  return null;
}

// ---- trimming --------------------------------------------------------------------

/** Trims every string of a form's values; other values (checkboxes) pass through. */
export function trimValues<TValues extends object>(values: TValues): TValues {
  const trimmed: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) trimmed[key] = typeof value === 'string' ? value.trim() : value;
  return trimmed as TValues;
}

function collect<TField extends string>(entries: ReadonlyArray<readonly [TField, FieldError]>): FormErrors<TField> {
  const errors: FormErrors<TField> = {};
  for (const [field, error] of entries) if (error) errors[field] = error;
  return errors;
}

/** `true` when a form's error map holds no message. */
export function isValid(errors: FormErrors<string>): boolean {
  return Object.values(errors).every((message) => !message);
}

// ---- login ----------------------------------------------------------

/** Login by username and password, or by mobile number and SMS code; the platform's login `type`. */
export type LoginMode = 'username' | 'sms';

export interface LoginValues {
  username: string;
  password: string;
  /** Mobile number without the dialing code. */
  mobileNum: string;
  countryDialingCode: string;
  /** The SMS code. */
  verificationCode: string;
  /** Text of the captcha image; sent only while the image is shown. */
  captcha: string;
  /** Remember the username / mobile number for a day. */
  remember: boolean;
}
export type LoginField = 'username' | 'password' | 'mobileNum' | 'verificationCode' | 'captcha';

export function validateLogin(
  values: Partial<LoginValues>,
  options: { mode: LoginMode; captchaShown: boolean },
  t: Translate,
): FormErrors<LoginField> {
  const captcha: [LoginField, FieldError] = [
    'captcha',
    options.captchaShown ? validateCaptcha(values.captcha, t) : null,
  ];
  if (options.mode === 'sms') {
    return collect<LoginField>([
      ['mobileNum', validateMobile(values.mobileNum, t)],
      ['verificationCode', validateCode(values.verificationCode, t)],
      captcha,
    ]);
  }
  return collect<LoginField>([
    ['username', validateUsername(values.username, t)],
    ['password', validateRequired(values.password, t, 'passwordRequired')],
    captcha,
  ]);
}

// ---- change password ---------------------------------------

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}
export type ChangePasswordField = keyof ChangePasswordValues;

export function validateChangePassword(
  values: Partial<ChangePasswordValues>,
  options: { needsOldPassword: boolean; passwordRule?: RegistrationFieldRule | null | undefined },
  t: Translate,
): FormErrors<ChangePasswordField> {
  const oldPassword = (values.oldPassword ?? '').trim();
  let newPasswordError = validateNewPassword(values.newPassword, t, options.passwordRule);
  if (
    !newPasswordError &&
    options.needsOldPassword &&
    oldPassword !== '' &&
    oldPassword === values.newPassword?.trim()
  ) {
    newPasswordError = t('accounts.validation.passwordUnchanged');
  }
  return collect<ChangePasswordField>([
    ['oldPassword', options.needsOldPassword ? validateRequired(oldPassword, t, 'oldPasswordRequired') : null],
    ['newPassword', newPasswordError],
    ['confirmNewPassword', validateConfirmation(values.confirmNewPassword, values.newPassword, t)],
  ]);
}

// ---- forgot password ------------------------------

export type ForgotPasswordMode = 'email' | 'mobile';

export interface ForgotPasswordEmailValues {
  username: string;
  email: string;
}
export interface ForgotPasswordMobileValues {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}
export type ForgotPasswordField =
  | 'username'
  | 'email'
  | 'mobileNum'
  | 'verificationCode'
  | 'newPassword'
  | 'confirmNewPassword';

export function validateForgotPasswordEmail(
  values: Partial<ForgotPasswordEmailValues>,
  t: Translate,
): FormErrors<ForgotPasswordField> {
  return collect<ForgotPasswordField>([
    ['username', validateUsername(values.username, t)],
    ['email', validateEmail(values.email, t)],
  ]);
}

export function validateForgotPasswordMobile(
  values: Partial<ForgotPasswordMobileValues>,
  options: { passwordRule?: RegistrationFieldRule | null | undefined },
  t: Translate,
): FormErrors<ForgotPasswordField> {
  return collect<ForgotPasswordField>([
    ['mobileNum', validateMobile(values.mobileNum, t)],
    ['verificationCode', validateCode(values.verificationCode, t)],
    ['newPassword', validateNewPassword(values.newPassword, t, options.passwordRule)],
    ['confirmNewPassword', validateConfirmation(values.confirmNewPassword, values.newPassword, t)],
  ]);
}

// ---- registration ---------------------------

export type RegisterMode = 'username' | 'mobile';

/** What decides which registration fields show (site flags and the container's state). */
export interface RegistrationContext {
  mode: RegisterMode;
  /** REGMOBVERF3: an SMS code confirms the mobile number. */
  smsVerification: boolean;
  /** MOBILENUMPASSREG3: mobile registration also sets a password. */
  mobilePassword: boolean;
  /** The captcha image is on screen. */
  captchaShown: boolean;
  /** The affiliate code field is on screen (hidden when the code comes from the URL). */
  affiliateCodeShown: boolean;
}

export type RegistrationValues = Record<RegistrationField, string> & {
  countryDialingCode: string;
  /** Terms and conditions agreed (checked by default). */
  terms: boolean;
  /** The player confirms being 18 or older. */
  adult: boolean;
};
export type RegistrationFormField = RegistrationField | 'terms' | 'adult';

function ruleEnabled(rule: RegistrationFieldRule | null | undefined): boolean {
  return !!rule && rule.enabled !== false;
}

/** Whether a registration field is on screen: its server rule, and the site flags for the mobile fields. */
export function isRegistrationFieldShown(
  field: RegistrationField,
  rules: RegistrationRules,
  context: RegistrationContext,
): boolean {
  const mobileShown = context.mode === 'mobile' || context.smsVerification || ruleEnabled(rules.mobileNum);
  switch (field) {
    case 'mobileNum':
      return mobileShown;
    case 'verificationCode':
      return mobileShown && context.smsVerification;
    case 'username':
      return context.mode === 'username';
    case 'password':
    case 'confirmPassword':
      return context.mode === 'username' || context.mobilePassword;
    case 'affiliateCode':
      return context.affiliateCodeShown && ruleEnabled(rules.affiliateCode);
    case 'captcha':
      return context.captchaShown;
    default:
      return ruleEnabled(rules[field]);
  }
}

/** Whether a shown registration field must be filled: always for some fields, else as the server says. */
export function isRegistrationFieldRequired(field: RegistrationField, rules: RegistrationRules): boolean {
  if (alwaysRequired.has(field)) return true;
  const rule = rules[field];
  // A captcha shown without a rule still has to be answered.
  if (field === 'captcha') return rule ? rule.required === true : true;
  return rule?.required === true;
}

/** The shown fields, in the form's order. */
export function shownRegistrationFields(rules: RegistrationRules, context: RegistrationContext): RegistrationField[] {
  return registrationFields.filter((field) => isRegistrationFieldShown(field, rules, context));
}

/** One registration field's message. */
export function validateRegistrationField(
  field: RegistrationField,
  values: Partial<RegistrationValues>,
  rules: RegistrationRules,
  t: Translate,
): FieldError {
  const value = values[field] ?? '';
  const rule = rules[field];
  const required = isRegistrationFieldRequired(field, rules);
  switch (field) {
    case 'mobileNum':
      return validateMobile(value, t, rule);
    case 'verificationCode':
      return validateCode(value, t) ?? validateByRule(value, rule, t, { required });
    case 'confirmPassword':
      return validateConfirmation(value, values.password, t);
    case 'captcha':
      if (!required && value.trim() === '') return null;
      return validateCaptcha(value, t) ?? validateByRule(value, rule, t, { required });
    case 'email':
      if (!rule?.acceptedPattern || rule.acceptedPattern.trim() === ANY_PATTERN) {
        if (value.trim() === '') return required ? t('accounts.validation.emailRequired') : null;
        return validateEmail(value, t) ?? validateByRule(value, rule, t, { required });
      }
      return validateByRule(value, rule, t, { required });
    default:
      return validateByRule(value, rule, t, { required });
  }
}

/** Every shown field, plus the terms and the 18+ confirmation. */
export function validateRegistration(
  values: Partial<RegistrationValues>,
  rules: RegistrationRules,
  context: RegistrationContext,
  t: Translate,
): FormErrors<RegistrationFormField> {
  return collect<RegistrationFormField>([
    ...shownRegistrationFields(rules, context).map(
      (field) => [field, validateRegistrationField(field, values, rules, t)] as const,
    ),
    ['terms', values.terms ? null : t('accounts.validation.termsRequired')],
    ['adult', values.adult ? null : t('accounts.validation.adultRequired')],
  ]);
}
