import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type RegistrationContext,
  type RegistrationFieldRule,
  registrationFields,
  validateByRule,
  validateCaptcha,
  validateChangePassword,
  validateCode,
  validateConfirmation,
  validateEmail,
  validateForgotPasswordEmail,
  validateForgotPasswordMobile,
  validateLogin,
  validateMobile,
  validateNewPassword,
  validateRegistration,
  validateRegistrationField,
  validateRequired,
  validateUsername,
} from './validation';

// Whatever a player types (any unicode, control characters, very long text)
// and whatever rules the platform sends, the account forms' checks answer
// with a message or nothing: they never throw. 10,000 cases each.

const runs = 10_000;
const t = (key: string) => `message:${key}`;

/** What a player could type or paste. */
const typed = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  {
    weight: 2,
    arbitrary: fc.string({ unit: fc.integer({ min: 0, max: 0x20 }).map((code) => String.fromCharCode(code)) }),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 300, maxLength: 3000 }) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\u3000', '123456', 'a@b.co', '13800138000', '\ud800', '\u0000') },
);
const maybeTyped = fc.option(typed, { nil: undefined });

/** Patterns as a back office could write them: real ones, ones no browser compiles, odd text. */
const pattern = fc.oneof(
  fc.constantFrom(
    '*',
    '',
    ' ',
    '^[a-zA-Z0-9]{6,12}$',
    '[0-9]+',
    '\\S+',
    '\\p{L}+',
    '(',
    '[',
    '\\',
    '?',
    '(?<=a)b',
    '[z-a]',
    'a{2,1}',
  ),
  fc.string({ unit: fc.constantFrom(...'ab09.[]()^$|\\-'), maxLength: 8 }),
);
const bound = fc.oneof(fc.integer({ min: -5, max: 50 }), fc.constantFrom(null, undefined, Number.NaN, Infinity, 1.5));
const rule: fc.Arbitrary<RegistrationFieldRule> = fc.record(
  {
    enabled: fc.option(fc.boolean(), { nil: undefined }),
    required: fc.option(fc.boolean(), { nil: undefined }),
    acceptedPattern: fc.option(pattern, { nil: undefined }),
    patternId: fc.option(fc.oneof(fc.integer({ min: -1, max: 20 }), fc.string({ maxLength: 3 })), { nil: null }),
    minLength: bound,
    maxLength: bound,
  },
  { requiredKeys: [] },
);
const maybeRule = fc.option(rule, { nil: undefined });

/** A check's answer: nothing, or a message to show. */
function isAnswer(value: unknown): boolean {
  return value === null || (typeof value === 'string' && value.startsWith('message:'));
}

function isErrorMap(errors: Record<string, unknown>): boolean {
  return Object.values(errors).every((message) => typeof message === 'string' && message.startsWith('message:'));
}

// Ten thousand cases a property: several seconds when the machine is busy, beyond the default limit.
describe('the account forms, whatever is typed', { timeout: 60_000 }, () => {
  it('single-field checks answer with a message or nothing', () => {
    fc.assert(
      fc.property(typed, typed, maybeRule, (value, other, fieldRule) => {
        expect(isAnswer(validateRequired(value, t))).toBe(true);
        expect(isAnswer(validateUsername(value, t, fieldRule))).toBe(true);
        expect(isAnswer(validateMobile(value, t, fieldRule))).toBe(true);
        expect(isAnswer(validateCode(value, t))).toBe(true);
        expect(isAnswer(validateCaptcha(value, t))).toBe(true);
        expect(isAnswer(validateEmail(value, t))).toBe(true);
        expect(isAnswer(validateNewPassword(value, t, fieldRule))).toBe(true);
        expect(isAnswer(validateConfirmation(value, other, t))).toBe(true);
        expect(isAnswer(validateByRule(value, fieldRule, t, { required: true }))).toBe(true);
      }),
      { numRuns: runs },
    );
  });

  it('an empty or blank value is refused where it is required', () => {
    fc.assert(
      fc.property(fc.constantFrom('', ' ', '\t', '\n', '\u3000'), maybeRule, (blank, fieldRule) => {
        expect(validateUsername(blank, t)).not.toBeNull();
        expect(validateNewPassword(blank, t, fieldRule)).not.toBeNull();
        expect(validateByRule(blank, fieldRule, t, { required: true })).not.toBeNull();
      }),
      { numRuns: 1_000 },
    );
  });

  it('login, change and forgotten password forms answer with messages only', () => {
    const login = fc.record({
      username: maybeTyped,
      password: maybeTyped,
      mobileNum: maybeTyped,
      verificationCode: maybeTyped,
      captcha: maybeTyped,
    });
    fc.assert(
      fc.property(
        login,
        fc.constantFrom('username' as const, 'sms' as const),
        fc.boolean(),
        maybeRule,
        (values, mode, captchaShown, passwordRule) => {
          expect(isErrorMap(validateLogin(values, { mode, captchaShown }, t))).toBe(true);
          const change = {
            oldPassword: values.password,
            newPassword: values.username,
            confirmNewPassword: values.captcha,
          };
          expect(isErrorMap(validateChangePassword(change, { needsOldPassword: captchaShown, passwordRule }, t))).toBe(
            true,
          );
          expect(
            isErrorMap(validateForgotPasswordEmail({ username: values.username, email: values.password }, t)),
          ).toBe(true);
          const forgot = {
            mobileNum: values.mobileNum,
            verificationCode: values.verificationCode,
            newPassword: values.password,
            confirmNewPassword: values.captcha,
          };
          expect(isErrorMap(validateForgotPasswordMobile(forgot, { passwordRule }, t))).toBe(true);
        },
      ),
      { numRuns: runs },
    );
  });

  it('registration answers with messages only, whatever the rules and values', () => {
    const values = fc.dictionary(fc.constantFrom(...registrationFields), typed, { maxKeys: 8 });
    const rules = fc.dictionary(fc.constantFrom(...registrationFields), fc.option(rule, { nil: null }), { maxKeys: 8 });
    const context: fc.Arbitrary<RegistrationContext> = fc.record({
      mode: fc.constantFrom('username' as const, 'mobile' as const),
      smsVerification: fc.boolean(),
      mobilePassword: fc.boolean(),
      captchaShown: fc.boolean(),
      affiliateCodeShown: fc.boolean(),
    });
    fc.assert(
      fc.property(values, rules, context, fc.boolean(), (typedValues, fieldRules, shown, agreed) => {
        const form = { ...typedValues, terms: agreed, adult: agreed };
        expect(isErrorMap(validateRegistration(form, fieldRules, shown, t))).toBe(true);
        for (const field of registrationFields) {
          expect(isAnswer(validateRegistrationField(field, form, fieldRules, t))).toBe(true);
        }
      }),
      { numRuns: runs },
    );
  });
});
