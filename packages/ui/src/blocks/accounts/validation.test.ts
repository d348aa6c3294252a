import { createI18n, setLanguage } from '@lobby/i18n';
import { createSandbox, registrationPatterns } from '@lobby/mocks';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../i18n/src/locales/en/accounts.json';
import zh from '../../../../i18n/src/locales/zh/accounts.json';
import {
  ANY_PATTERN,
  DEFAULT_PASSWORD_RULE,
  fillBounds,
  isRegistrationFieldRequired,
  isRegistrationFieldShown,
  KNOWN_PATTERN_IDS,
  lengthOf,
  patternOf,
  type RegistrationContext,
  type RegistrationFieldRule,
  type RegistrationRules,
  ruleMessage,
  shownRegistrationFields,
  type Translate,
  trimValues,
  validateByRule,
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
  validateUsername,
} from './validation';

const enI18n = createI18n();
const cnI18n = createI18n();
// The i18next `t` is typed by key; the validators take any accounts key.
const tEn: Translate = (key, options) => String(enI18n.t(key as never, options as never));
const tCn: Translate = (key, options) => String(cnI18n.t(key as never, options as never));

beforeAll(async () => {
  await setLanguage(cnI18n, 'CN');
});

function rule(patternId: number, minLength: number, maxLength: number, extra: RegistrationFieldRule = {}) {
  const pattern = registrationPatterns.find((candidate) => candidate.patternId === patternId);
  return {
    enabled: true,
    required: false,
    acceptedPattern: pattern?.acceptedPattern ?? ANY_PATTERN,
    patternId,
    minLength,
    maxLength,
    ...extra,
  } satisfies RegistrationFieldRule;
}

/** Sandbox rules keyed by field, as `getRegisterSettings` hands them over. */
const sandboxRules: RegistrationRules = Object.fromEntries(
  createSandbox().catalogue.registrationRules.map(({ field, ...fieldRule }) => [field, fieldRule]),
);

describe('pattern messages (spec §5)', () => {
  // [patternId, a value it accepts, a value it refuses, EN message with 6–12, CN message with 6–12]
  const cases: Array<[number, string, string, string, string]> = [
    [0, 'any thing!', 'short', 'Use 6 - 12 characters', '请输入6 - 12个字符'],
    [1, 'abc123', 'abc-123', 'Use 6 - 12 letters and digits', '请输入6 - 12位字母或数字'],
    [2, '0912345', '09123a5', 'Use 6 - 12 digits', '请输入6 - 12位数字'],
    [3, 'a@b.co', 'a@b', 'Enter a valid e-mail address of 6 - 12 characters', '请输入6 - 12个字符的有效电子邮箱'],
    [4, '2024-02-29', '29-02-2024', 'Enter the date as yyyy-MM-dd', '请按 yyyy-MM-dd 格式输入日期'],
    [5, '02-29-2024', '2024-02-29', 'Enter the date as MM-dd-yyyy', '请按 MM-dd-yyyy 格式输入日期'],
    [
      6,
      'Abc12#x',
      'abc12#x',
      'Use 6 - 12 characters with an uppercase letter, a lowercase letter, a digit and a symbol',
      '请输入6 - 12位密码，须包含大写字母、小写字母、数字和符号',
    ],
    [
      7,
      'Ana Cruz',
      'AnaCruz',
      'Enter your first and last name separated by a space, 6 - 12 characters',
      '请输入名和姓，中间以空格分隔，6 - 12个字符',
    ],
    [
      8,
      'a12345',
      '1abcde',
      'Use 6 - 12 letters and digits, starting with a letter',
      '请输入6 - 12位字母或数字，须以字母开头',
    ],
    [9, '张三李四12', '张三李四ab', 'Use 6 - 12 Chinese characters or digits', '请输入6 - 12位中文或数字'],
    [10, 'Ana Cruz', 'Ana Cruz2', 'Use 6 - 12 English letters and spaces', '请输入6 - 12位英文字母或空格'],
    [11, 'a-b_c!', 'a b c!', 'Use 6 - 12 characters without spaces', '请输入6 - 12个字符，不能包含空格'],
    [12, '홍길동홍길동', '홍길동abc', 'Use 6 - 12 Korean characters', '请输入6 - 12个韩文字符'],
    [13, 'สวัสดีครับ', 'สวัสดีab', 'Use 6 - 12 Thai characters', '请输入6 - 12个泰文字符'],
    [14, 'สวัสดี Ana', 'สวัสดี 12', 'Use 6 - 12 Thai or English letters', '请输入6 - 12个泰文或英文字母'],
    [15, 'ヤマダタロウ', 'yamada', 'Use 6 - 12 full-width Japanese characters', '请输入6 - 12个全角日文字符'],
    [16, 'ABCDEF', 'ABCDEf', 'Use 6 - 12 uppercase letters', '请输入6 - 12位大写字母'],
  ];

  it('covers every pattern id of the sandbox and of spec §5', () => {
    expect(cases.map(([id]) => String(id))).toEqual([...KNOWN_PATTERN_IDS]);
    expect(registrationPatterns.map((pattern) => String(pattern.patternId))).toEqual([...KNOWN_PATTERN_IDS]);
  });

  it.each(cases)(
    'pattern %i accepts %j, refuses %j, and explains itself in EN and CN',
    (id, good, bad, enText, cnText) => {
      const fieldRule = rule(id, id === 4 || id === 5 ? 10 : 6, id === 4 || id === 5 ? 10 : 12);
      expect(validateByRule(good, fieldRule, tEn)).toBeNull();
      if (id === 0) {
        // Anything goes; only the bounds can fail.
        expect(validateByRule(bad, fieldRule, tEn)).toBe(enText);
      } else {
        expect(validateByRule(bad, fieldRule, tEn)).toBe(id === 4 || id === 5 ? enText : enText);
      }
      if (id !== 4 && id !== 5) {
        expect(ruleMessage(rule(id, 6, 12), tEn)).toBe(enText);
        expect(ruleMessage(rule(id, 6, 12), tCn)).toBe(cnText);
      } else {
        expect(ruleMessage(fieldRule, tEn)).toBe(enText);
        expect(ruleMessage(fieldRule, tCn)).toBe(cnText);
      }
    },
  );

  it('collapses "(min) - (max)" to one number when the bounds are equal', () => {
    expect(ruleMessage(rule(2, 6, 6), tEn)).toBe('Use 6 digits');
    expect(ruleMessage(rule(2, 6, 6), tCn)).toBe('请输入6位数字');
    expect(validateByRule('12345', rule(2, 6, 6), tEn)).toBe('Use 6 digits');
    expect(validateByRule('1234567', rule(2, 6, 6), tCn)).toBe('请输入6位数字');
    expect(validateByRule('123456', rule(2, 6, 6), tEn)).toBeNull();
  });

  it('fills bounds the platform left out', () => {
    expect(fillBounds('Use (min) - (max) digits', null, 8)).toBe('Use 1 - 8 digits');
    expect(fillBounds('Use (min) - (max) digits', 4, null)).toBe('Use 4+ digits');
    expect(fillBounds('Use (min) - (max) digits', undefined, undefined)).toBe('Use 1+ digits');
    expect(fillBounds('(min) to (max)', 2, 5)).toBe('2 to 5');
    expect(fillBounds('No bounds here', 2, 5)).toBe('No bounds here');
  });

  it('falls back to a generic text for a pattern id without one', () => {
    expect(ruleMessage({ patternId: 99, minLength: 2, maxLength: 4 }, tEn)).toBe('Use 2 - 4 valid characters');
    expect(ruleMessage({ patternId: null, minLength: 3, maxLength: 3 }, tCn)).toBe('请输入3个有效字符');
  });

  it('gives every known pattern an EN and a CN text with the same placeholders', () => {
    for (const id of KNOWN_PATTERN_IDS) {
      const key = `reg_pattern_${id}` as keyof typeof en;
      const enText = String(en[key]);
      const cnText = String(zh[key]);
      expect(enText, key).toMatch(/\S/);
      expect(cnText, key).toMatch(/\S/);
      expect(cnText.includes('(min) - (max)'), key).toBe(enText.includes('(min) - (max)'));
    }
  });
});

describe('validateByRule', () => {
  it("treats '*' as anything, but still applies the bounds", () => {
    const anything = { acceptedPattern: '*', patternId: 0, minLength: 2, maxLength: 4 };
    expect(validateByRule('  !@ ', anything, tEn)).toBeNull();
    expect(validateByRule('a', anything, tEn)).toBe('Use 2 - 4 characters');
    expect(validateByRule('abcde', anything, tEn)).toBe('Use 2 - 4 characters');
  });

  it('trims before checking', () => {
    expect(validateByRule('  abc123  ', rule(1, 6, 6), tEn)).toBeNull();
  });

  it('requires a value only when the rule (or the caller) says so', () => {
    expect(validateByRule('', rule(1, 4, 8), tEn)).toBeNull();
    expect(validateByRule('   ', rule(1, 4, 8, { required: true }), tEn)).toBe('This field is required');
    expect(validateByRule('', rule(1, 4, 8), tCn, { required: true })).toBe('此项为必填项');
    expect(validateByRule(undefined, null, tEn, { required: true })).toBe('This field is required');
    expect(validateByRule(null, undefined, tEn)).toBeNull();
  });

  it('accepts anything for a disabled rule', () => {
    expect(validateByRule('!!!', rule(2, 4, 8, { enabled: false }), tEn)).toBeNull();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(lengthOf('😀😀')).toBe(2);
    expect(validateByRule('😀😀', { acceptedPattern: '*', patternId: 0, minLength: 2, maxLength: 2 }, tEn)).toBeNull();
  });

  it('anchors the pattern to the whole value, as the platform does', () => {
    expect(validateByRule('abc123!', { acceptedPattern: '[a-z0-9]+', patternId: 1 }, tEn)).toBe(
      'Use 1+ letters and digits',
    );
    expect(validateByRule('abc123', { acceptedPattern: '[a-z0-9]+', patternId: 1 }, tEn)).toBeNull();
  });

  it('does not lock players out when a pattern cannot be compiled', () => {
    expect(patternOf('(unclosed')).toBeNull();
    expect(validateByRule('whatever', { acceptedPattern: '(unclosed', patternId: 1 }, tEn)).toBeNull();
    expect(patternOf('*')).toBeNull();
    expect(patternOf('')).toBeNull();
    expect(patternOf(null)).toBeNull();
  });
});

describe('login (spec §5 "Login")', () => {
  it('needs username and password, and the captcha only while it is shown', () => {
    expect(validateLogin({}, { mode: 'username', captchaShown: false }, tEn)).toEqual({
      username: 'Please enter your username',
      password: 'Please enter your password',
    });
    expect(
      validateLogin({ username: ' demo ', password: ' x ' }, { mode: 'username', captchaShown: true }, tCn),
    ).toEqual({ captcha: '请输入图片中的字符' });
    expect(
      validateLogin(
        { username: 'demo', password: 'x', captcha: '1234' },
        { mode: 'username', captchaShown: true },
        tEn,
      ),
    ).toEqual({});
  });

  it('needs a mobile number of the right format and a code in SMS mode', () => {
    expect(validateLogin({}, { mode: 'sms', captchaShown: false }, tEn)).toEqual({
      mobileNum: 'Please enter your mobile number',
      verificationCode: 'Please enter the verification code',
    });
    expect(
      validateLogin({ mobileNum: '09-12', verificationCode: '1234' }, { mode: 'sms', captchaShown: false }, tEn),
    ).toEqual({ mobileNum: 'Enter a valid mobile number of 6 to 15 digits' });
    expect(
      validateLogin({ mobileNum: '09171234567', verificationCode: '1234' }, { mode: 'sms', captchaShown: false }, tEn),
    ).toEqual({});
  });

  it('refuses usernames with inner spaces', () => {
    expect(validateUsername('demo player', tEn)).toBe('Enter a valid username without spaces');
    expect(validateUsername('  demo_player ', tEn)).toBeNull();
  });
});

describe('single fields', () => {
  it('mobile numbers: digits, 6 to 15, then the server rule', () => {
    expect(validateMobile('', tCn)).toBe('请输入手机号码');
    expect(validateMobile('12345', tEn)).toBe('Enter a valid mobile number of 6 to 15 digits');
    expect(validateMobile('1234567890123456', tEn)).toBe('Enter a valid mobile number of 6 to 15 digits');
    expect(validateMobile('+639171234567', tEn)).toBe('Enter a valid mobile number of 6 to 15 digits');
    expect(validateMobile(' 123456 ', tEn)).toBeNull();
    expect(validateMobile('1234567', tEn, sandboxRules.mobileNum)).toBe('Use 8 - 12 digits');
  });

  it('codes: required and at most 255 characters (spec §5)', () => {
    expect(validateCode(' ', tEn)).toBe('Please enter the verification code');
    expect(validateCode('x'.repeat(255), tEn)).toBeNull();
    expect(validateCode('x'.repeat(256), tEn)).toBe('The code can have at most 255 characters');
    expect(validateCode('x'.repeat(256), tCn)).toBe('验证码最多 255 个字符');
  });

  it('e-mail addresses', () => {
    expect(validateEmail('', tEn)).toBe('Please enter your e-mail address');
    expect(validateEmail('name@example', tEn)).toBe('Enter a valid e-mail address, such as name@example.com');
    expect(validateEmail(' name@example.com ', tEn)).toBeNull();
    expect(validateEmail(`${'a'.repeat(250)}@b.co`, tEn)).not.toBeNull();
  });

  it('new passwords follow the password rule and are never the default 123456', () => {
    expect(validateNewPassword('', tEn)).toBe('Please enter your password');
    expect(validateNewPassword('abc', tEn)).toBe('Use 6 - 20 characters without spaces');
    expect(validateNewPassword('abc def', tEn)).toBe('Use 6 - 20 characters without spaces');
    expect(validateNewPassword('123456', tEn)).toBe('Choose a password other than 123456');
    expect(validateNewPassword('s3cret!', tEn)).toBeNull();
    expect(validateNewPassword('s3cret!x', tEn, sandboxRules.password)).toBe(
      'Use 8 - 20 characters with an uppercase letter, a lowercase letter, a digit and a symbol',
    );
    expect(validateNewPassword('S3cret!x', tEn, sandboxRules.password)).toBeNull();
    expect(validateNewPassword('S3cret!x', tEn, null)).toBeNull();
    expect(DEFAULT_PASSWORD_RULE.minLength).toBe(6);
  });

  it('confirmation must be given and equal', () => {
    expect(validateConfirmation('', 'abc', tEn)).toBe('Please enter the password again');
    expect(validateConfirmation('abd', 'abc', tCn)).toBe('两次输入的密码不一致');
    expect(validateConfirmation(' abc', 'abc ', tEn)).toBeNull();
  });

  it('trims every string and leaves the rest', () => {
    expect(trimValues({ a: '  x ', b: true, c: 3 })).toEqual({ a: 'x', b: true, c: 3 });
  });
});

describe('change password (spec §5)', () => {
  it('asks for the old password only when shown', () => {
    expect(validateChangePassword({}, { needsOldPassword: true }, tEn)).toEqual({
      oldPassword: 'Please enter your current password',
      newPassword: 'Please enter your password',
      confirmNewPassword: 'Please enter the password again',
    });
    expect(
      validateChangePassword(
        { newPassword: 'n3wpass', confirmNewPassword: 'n3wpass' },
        { needsOldPassword: false },
        tEn,
      ),
    ).toEqual({});
  });

  it('refuses an unchanged password and a different confirmation', () => {
    expect(
      validateChangePassword(
        { oldPassword: 'same123', newPassword: 'same123', confirmNewPassword: 'same124' },
        { needsOldPassword: true },
        tEn,
      ),
    ).toEqual({
      newPassword: 'The new password must differ from the current one',
      confirmNewPassword: 'The passwords do not match',
    });
  });
});

describe('forgot password (spec §5)', () => {
  it('by e-mail: username and e-mail', () => {
    expect(validateForgotPasswordEmail({}, tCn)).toEqual({ username: '请输入用户名', email: '请输入电子邮箱' });
    expect(validateForgotPasswordEmail({ username: 'demo', email: 'demo@example.com' }, tEn)).toEqual({});
  });

  it('by phone: mobile, code and a valid new password', () => {
    expect(validateForgotPasswordMobile({ mobileNum: 'abc' }, {}, tEn)).toEqual({
      mobileNum: 'Enter a valid mobile number of 6 to 15 digits',
      verificationCode: 'Please enter the verification code',
      newPassword: 'Please enter your password',
      confirmNewPassword: 'Please enter the password again',
    });
    expect(
      validateForgotPasswordMobile(
        { mobileNum: '09171234567', verificationCode: '123456', newPassword: 'n3wpass', confirmNewPassword: 'n3wpass' },
        {},
        tEn,
      ),
    ).toEqual({});
  });
});

describe('registration (spec §2, §5)', () => {
  const usernameMode: RegistrationContext = {
    mode: 'username',
    smsVerification: true,
    mobilePassword: true,
    captchaShown: true,
    affiliateCodeShown: true,
  };

  it('shows the sandbox fields in the order of spec §2', () => {
    expect(shownRegistrationFields(sandboxRules, usernameMode)).toEqual([
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
      'email',
      'recommenderId',
      'affiliateCode',
      'captcha',
    ]);
  });

  it('hides the username in mobile mode, and the password without MOBILENUMPASSREG3', () => {
    const mobile = { ...usernameMode, mode: 'mobile' as const, mobilePassword: false };
    const fields = shownRegistrationFields(sandboxRules, mobile);
    expect(fields).not.toContain('username');
    expect(fields).not.toContain('password');
    expect(fields).not.toContain('confirmPassword');
    expect(fields.slice(0, 2)).toEqual(['mobileNum', 'verificationCode']);
    expect(isRegistrationFieldShown('password', sandboxRules, { ...mobile, mobilePassword: true })).toBe(true);
  });

  it('shows the SMS code only with REGMOBVERF3, the affiliate code only when not hidden', () => {
    const context = { ...usernameMode, smsVerification: false, affiliateCodeShown: false };
    expect(isRegistrationFieldShown('verificationCode', sandboxRules, context)).toBe(false);
    expect(isRegistrationFieldShown('affiliateCode', sandboxRules, context)).toBe(false);
    expect(isRegistrationFieldShown('mobileNum', {}, context)).toBe(false);
    expect(isRegistrationFieldShown('captcha', sandboxRules, { ...context, captchaShown: false })).toBe(false);
  });

  it('always requires what spec §5 lists, and the rest by the server', () => {
    for (const field of [
      'mobileNum',
      'verificationCode',
      'username',
      'password',
      'confirmPassword',
      'paymentPassword',
    ] as const) {
      expect(isRegistrationFieldRequired(field, {}), field).toBe(true);
    }
    expect(isRegistrationFieldRequired('payeeName', sandboxRules)).toBe(true);
    expect(isRegistrationFieldRequired('email', sandboxRules)).toBe(false);
    expect(isRegistrationFieldRequired('captcha', {})).toBe(true);
    expect(isRegistrationFieldRequired('captcha', { captcha: { required: false } })).toBe(false);
  });

  it('reports every empty required field, the terms and the age', () => {
    expect(validateRegistration({}, sandboxRules, usernameMode, tEn)).toEqual({
      mobileNum: 'Please enter your mobile number',
      verificationCode: 'Please enter the verification code',
      username: 'This field is required',
      password: 'This field is required',
      confirmPassword: 'Please enter the password again',
      payeeName: 'This field is required',
      paymentPassword: 'This field is required',
      captcha: 'Please enter the characters in the image',
      terms: 'Please agree to the Terms and Conditions',
      adult: 'You must be 18 or older to register',
    });
  });

  it('applies each rule with its message, and accepts a valid registration', () => {
    const valid = {
      mobileNum: '09171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
      username: 'player01',
      password: 'S3cret!pass',
      confirmPassword: 'S3cret!pass',
      payeeName: 'Ana Cruz',
      paymentPassword: '654321',
      email: '',
      line: 'ana_line',
      captcha: '1234',
      terms: true,
      adult: true,
    };
    expect(validateRegistration(valid, sandboxRules, usernameMode, tEn)).toEqual({});
    const invalid = { ...valid, username: '1player', paymentPassword: '12345', email: 'ana@', line: 'ana line' };
    expect(validateRegistration(invalid, sandboxRules, usernameMode, tEn)).toEqual({
      username: 'Use 6 - 16 letters and digits, starting with a letter',
      paymentPassword: 'Use 6 digits',
      email: 'Enter a valid e-mail address of 6 - 60 characters',
      line: 'Use 4 - 30 characters without spaces',
    });
    expect(validateRegistration(invalid, sandboxRules, usernameMode, tCn)).toEqual({
      username: '请输入6 - 16位字母或数字，须以字母开头',
      paymentPassword: '请输入6位数字',
      email: '请输入6 - 60个字符的有效电子邮箱',
      line: '请输入4 - 30个字符，不能包含空格',
    });
  });

  it('checks the SMS code length, the confirmation and an e-mail without a pattern', () => {
    expect(validateRegistrationField('verificationCode', { verificationCode: '1'.repeat(256) }, {}, tEn)).toBe(
      'The code can have at most 255 characters',
    );
    expect(validateRegistrationField('verificationCode', { verificationCode: '12345' }, sandboxRules, tEn)).toBe(
      'Use 6 digits',
    );
    expect(
      validateRegistrationField('confirmPassword', { password: 'a', confirmPassword: 'b' }, sandboxRules, tEn),
    ).toBe('The passwords do not match');
    expect(validateRegistrationField('email', { email: 'nope' }, { email: { acceptedPattern: '*' } }, tEn)).toBe(
      'Enter a valid e-mail address, such as name@example.com',
    );
    expect(validateRegistrationField('email', { email: '' }, { email: { acceptedPattern: '*' } }, tEn)).toBeNull();
    expect(validateRegistrationField('captcha', { captcha: '' }, { captcha: { required: false } }, tEn)).toBeNull();
  });
});

describe('properties (fast-check)', () => {
  const anyRule = fc.record(
    {
      enabled: fc.option(fc.boolean()),
      required: fc.option(fc.boolean()),
      acceptedPattern: fc.option(
        fc.oneof(fc.constantFrom(...registrationPatterns.map((pattern) => pattern.acceptedPattern)), fc.string()),
      ),
      patternId: fc.option(fc.oneof(fc.integer({ min: -5, max: 40 }), fc.string())),
      minLength: fc.option(fc.oneof(fc.integer({ min: -5, max: 300 }), fc.double())),
      maxLength: fc.option(fc.oneof(fc.integer({ min: -5, max: 300 }), fc.double())),
    },
    { requiredKeys: [] },
  );
  const text = fc.oneof(fc.string(), fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }));

  it('no validator throws on arbitrary strings and rules', () => {
    fc.assert(
      fc.property(text, text, anyRule, (value, other, fieldRule) => {
        for (const t of [tEn, tCn]) {
          const results = [
            validateByRule(value, fieldRule, t),
            validateByRule(value, fieldRule, t, { required: true }),
            validateUsername(value, t),
            validateUsername(value, t, fieldRule),
            validateMobile(value, t, fieldRule),
            validateCode(value, t),
            validateEmail(value, t),
            validateNewPassword(value, t, fieldRule),
            validateConfirmation(value, other, t),
          ];
          for (const result of results) expect(result === null || typeof result === 'string').toBe(true);
        }
        const values = { username: value, password: other, mobileNum: value, verificationCode: other, captcha: value };
        validateLogin(values, { mode: 'username', captchaShown: true }, tEn);
        validateLogin(values, { mode: 'sms', captchaShown: true }, tEn);
        validateChangePassword(
          { oldPassword: value, newPassword: other, confirmNewPassword: value },
          { needsOldPassword: true, passwordRule: fieldRule },
          tEn,
        );
        validateForgotPasswordEmail({ username: value, email: other }, tEn);
        validateForgotPasswordMobile({ mobileNum: value, verificationCode: other, newPassword: value }, {}, tEn);
        validateRegistration(
          { username: value, password: other, confirmPassword: value, email: other, terms: true, adult: false },
          { username: fieldRule, email: fieldRule, payeeName: fieldRule },
          {
            mode: 'username',
            smsVerification: true,
            mobilePassword: false,
            captchaShown: true,
            affiliateCodeShown: true,
          },
          tEn,
        );
      }),
    );
  });

  it('any value an accepted pattern matches, within the bounds, passes', () => {
    for (const pattern of registrationPatterns) {
      const source = pattern.acceptedPattern === ANY_PATTERN ? '[\\s\\S]*' : pattern.acceptedPattern;
      // Lookaheads cannot drive stringMatching; pattern 6 is checked with a generator of its own below.
      if (source.includes('(?=')) continue;
      const matching = fc.stringMatching(new RegExp(source.startsWith('^') ? source : `^(?:${source})$`));
      fc.assert(
        fc.property(matching, fc.nat(5), fc.nat(5), (value, below, above) => {
          const trimmed = value.trim();
          fc.pre(trimmed !== '' && patternOf(pattern.acceptedPattern)?.test(trimmed) !== false);
          const length = lengthOf(trimmed);
          const fieldRule = {
            acceptedPattern: pattern.acceptedPattern,
            patternId: pattern.patternId,
            minLength: Math.max(0, length - below),
            maxLength: length + above,
            required: true,
          };
          expect(validateByRule(value, fieldRule, tEn)).toBeNull();
        }),
        { numRuns: 200 },
      );
    }
  });

  it('any strong password (pattern 6) within the bounds passes', () => {
    const strong = registrationPatterns.find((pattern) => pattern.patternId === 6);
    const piece = (chars: string) => fc.constantFrom(...chars.split(''));
    const password = fc
      .tuple(
        piece('ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
        piece('abcdefghijklmnopqrstuvwxyz'),
        piece('0123456789'),
        piece('!@#$%^&*()-_=+[]{};:,.<>?/~'),
        fc.string({ maxLength: 12 }).map((rest) => rest.replace(/\s/g, '')),
      )
      .chain((parts) => fc.shuffledSubarray(parts, { minLength: 5, maxLength: 5 }))
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(password, (value) => {
        const length = lengthOf(value);
        expect(
          validateByRule(
            value,
            { acceptedPattern: strong?.acceptedPattern, patternId: 6, minLength: length, maxLength: length },
            tEn,
          ),
        ).toBeNull();
      }),
    );
  });

  it("any value a rule refuses is explained by that rule's message", () => {
    fc.assert(
      fc.property(text, fc.constantFrom(...registrationPatterns), fc.nat(20), fc.nat(20), (value, pattern, a, b) => {
        const fieldRule = {
          acceptedPattern: pattern.acceptedPattern,
          patternId: pattern.patternId,
          minLength: Math.min(a, b),
          maxLength: Math.max(a, b),
        };
        const result = validateByRule(value, fieldRule, tEn);
        if (result !== null) expect(result).toBe(ruleMessage(fieldRule, tEn));
      }),
    );
  });
});
