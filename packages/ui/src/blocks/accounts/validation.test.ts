import { createFullI18n, setLanguage } from '@lobby/i18n';
import { createSandbox, registrationPatterns } from '@lobby/mocks';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import enArea from '../../../../i18n/src/locales/en/deferred/accounts.json';
import zhArea from '../../../../i18n/src/locales/zh/deferred/accounts.json';
import { analyseBacktracking } from './patternSafety';
import {
  ANY_PATTERN,
  DEFAULT_PASSWORD_RULE,
  fillBounds,
  isRegistrationFieldRequired,
  isRegistrationFieldShown,
  KNOWN_PATTERN_IDS,
  lengthOf,
  patternOf,
  patternsAwaitingAnalysis,
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

const en = enArea.accounts;
const zh = zhArea.accounts;

const enI18n = createFullI18n();
const cnI18n = createFullI18n();
// The i18next `t` is typed by key; the validators take any accounts key.
const tEn: Translate = (key, options) => String(enI18n.t(key as never, options as never));
const tCn: Translate = (key, options) => String(cnI18n.t(key as never, options as never));

beforeAll(async () => {
  await setLanguage(cnI18n, 'CN');
  // As a form does on opening: patterns that repeat more than once apply once the analysis has judged them safe.
  await analyseBacktracking(
    patternsAwaitingAnalysis(registrationPatterns.map(({ acceptedPattern }) => ({ acceptedPattern }))),
  );
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

// [patternId, a value it accepts, a value it refuses, EN message with 6–12, CN message with 6–12]
const patternCases: Array<[number, string, string, string, string]> = [
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

describe('pattern messages', () => {
  it('covers every pattern id of the sandbox and of the registration rules', () => {
    expect(patternCases.map(([id]) => String(id))).toEqual([...KNOWN_PATTERN_IDS]);
    expect(registrationPatterns.map((pattern) => String(pattern.patternId))).toEqual([...KNOWN_PATTERN_IDS]);
  });

  it.each(patternCases)(
    'pattern %i accepts %j, refuses %j, and explains itself in EN and CN',
    (id, good, bad, enText, cnText) => {
      const fieldRule = rule(id, id === 4 || id === 5 ? 10 : 6, id === 4 || id === 5 ? 10 : 12);
      expect(validateByRule(good, fieldRule, tEn)).toBeNull();
      // Pattern 0 takes anything, so its refused value is refused by the bounds.
      expect(validateByRule(bad, fieldRule, tEn)).toBe(enText);
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

describe('accepted and refused values per pattern id (known answers)', () => {
  // Every value is 6 to 12 characters once trimmed (dates exactly 10), so a refusal comes from the pattern.
  const examples: Record<number, { accepts: string[]; refuses: string[] }> = {
    0: { accepts: ['any thing!', '  a  b  c  ', '😀😀😀😀😀😀', '#$%^&*'], refuses: ['short', '1234567890123'] },
    1: {
      accepts: ['abc123', 'ABCdef', '000000', 'Zz9Zz9Zz9Zz9'],
      refuses: ['abc-123', 'abc 123', 'abcdé1', '１２３４５６'],
    },
    2: { accepts: ['0912345', '000000', '123456789012'], refuses: ['09123a5', '0912 345', '٠١٢٣٤٥', '12.3456'] },
    3: {
      accepts: ['a@b.co', 'x.y@z.com', 'ü@b.cd', 'a@b..c'],
      refuses: ['a@bcdef', 'a@.com', 'ab@cd.', 'a b@c.de', 'a@b@c.de', '@abc.de'],
    },
    4: {
      accepts: ['2024-02-29', '2024-02-31', '0000-12-01', ' 1999-10-10 '],
      refuses: ['29-02-2024', '2024-13-01', '2024-00-10', '2024-02-32', '2024/02/29', '2024-2-029', '２０２４-02-29'],
    },
    5: { accepts: ['02-29-2024', '12-31-9999'], refuses: ['2024-02-29', '13-01-2024', '02-00-2024', '02-29-24ab'] },
    6: {
      accepts: ['Abc12#x', 'aB3$aB3$', 'Zz9 zz!?', 'Éa1bcdeF'],
      refuses: ['abc12#x', 'ABC12#X', 'Abcdef#x', 'Abc12345', 'Abc1\n#x'],
    },
    7: { accepts: ['Ana Cruz', 'Jo Ann Lee', 'A B C D'], refuses: ['AnaCruz', 'Ana  Cruz', 'Ana Cruz2', 'Ana\tCruz'] },
    8: { accepts: ['a12345', 'Zzzzzz', 'abcdef123456'], refuses: ['1abcde', '_abcde', 'abc de1', 'ab-cde'] },
    9: {
      accepts: ['张三李四12', '一二三四五六', '\u4e00\u9fa5\u4e00123'],
      refuses: ['张三李四ab', '张三 李四12', '\u9fa6\u4e00\u4e00\u4e00\u4e00\u4e00', '张三李四１２'],
    },
    10: { accepts: ['Ana Cruz', 'abcdef', 'A  B  C'], refuses: ['Ana Cruz2', 'Ana_Cruz', 'Ana\tCruz', 'Anaé Cruz'] },
    11: {
      accepts: ['a-b_c!', '张三李四五六', '😀😀😀😀😀😀'],
      refuses: ['a b c!', 'abc\u00a0def', 'abc\u3000def', 'ab\ncdef'],
    },
    12: {
      accepts: ['홍길동홍길동', '\uac00\ud7a3\uac00\uac00\uac00\uac00'],
      refuses: ['홍길동abc', '홍길동 홍길동', 'ㄱㄴㄷㄹㅁㅂ'],
    },
    13: {
      accepts: ['สวัสดีครับ', '\u0e00\u0e7f\u0e01\u0e01\u0e01\u0e01'],
      refuses: ['สวัสดีab', 'สวัสดี ครับ', '\u0e80\u0e01\u0e01\u0e01\u0e01\u0e01'],
    },
    14: { accepts: ['สวัสดี Ana', 'Ana Cruz', 'ครับครับ'], refuses: ['สวัสดี 12', 'Ana-Cruz', 'สวัสดี\tAna'] },
    15: {
      accepts: ['ヤマダタロウ', '山田\u3000太郎様', 'ＡＢＣ１２３'],
      refuses: ['yamada', 'ヤマダ taro', 'ﾔﾏﾀﾞﾀﾛｳ', '\u9fb0\u4e00\u4e00\u4e00\u4e00\u4e00'],
    },
    16: { accepts: ['ABCDEF', 'ZZZZZZZZZZZZ'], refuses: ['ABCDEf', 'ABC DEF', 'ÀBCDEF'] },
  };

  it('has examples for every known pattern id, each within the bounds', () => {
    expect(Object.keys(examples)).toEqual([...KNOWN_PATTERN_IDS]);
    for (const [id, { accepts, refuses }] of Object.entries(examples)) {
      const date = id === '4' || id === '5';
      for (const value of [...accepts, ...(id === '0' ? [] : refuses)]) {
        const length = [...value.trim()].length;
        expect(date ? length === 10 : length >= 6 && length <= 12, `${id}: ${JSON.stringify(value)}`).toBe(true);
      }
    }
  });

  it.each(Object.entries(examples))('pattern %s', (id, { accepts, refuses }) => {
    const patternId = Number(id);
    const date = patternId === 4 || patternId === 5;
    const fieldRule = rule(patternId, date ? 10 : 6, date ? 10 : 12);
    const message = patternCases.find(([caseId]) => caseId === patternId)?.[3];
    for (const value of accepts) expect(validateByRule(value, fieldRule, tEn), JSON.stringify(value)).toBeNull();
    for (const value of refuses) expect(validateByRule(value, fieldRule, tEn), JSON.stringify(value)).toBe(message);
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

describe('login', () => {
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

  it('codes: required and at most 255 characters', () => {
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

describe('change password', () => {
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

describe('forgot password', () => {
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

describe('registration', () => {
  const usernameMode: RegistrationContext = {
    mode: 'username',
    smsVerification: true,
    mobilePassword: true,
    captchaShown: true,
    affiliateCodeShown: true,
  };

  it('shows the sandbox fields in the order of the form', () => {
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

  it('always requires the fixed fields when shown, and the rest as the server says', () => {
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

// ---- a second implementation of the pattern ids ------------------------------------
// Written as character tests from the descriptions of the patterns, without the
// platform's regular expressions or validation.ts, for the property below.

/** JavaScript's whitespace (what `\s` and `trim` treat as space). */
const whitespace = new Set([
  ...'\t\n\v\f\r \u00a0\u1680\u2028\u2029\u202f\u205f\u3000\ufeff',
  ...Array.from({ length: 11 }, (_, offset) => String.fromCharCode(0x2000 + offset)),
]);
/** Characters a regular expression's `.` does not match. */
const lineTerminators = new Set(['\n', '\r', '\u2028', '\u2029']);

const code = (character: string) => character.codePointAt(0) ?? -1;
const within = (character: string, from: number, to: number) => code(character) >= from && code(character) <= to;
const isLower = (character: string) => within(character, 0x61, 0x7a);
const isUpper = (character: string) => within(character, 0x41, 0x5a);
const isLetter = (character: string) => isLower(character) || isUpper(character);
const isDigit = (character: string) => within(character, 0x30, 0x39);
const isThai = (character: string) => within(character, 0x0e00, 0x0e7f);
const every = (value: string, test: (character: string) => boolean) => [...value].every(test);

function isTwoDigits(text: string, lowest: number, highest: number): boolean {
  return text.length === 2 && every(text, isDigit) && Number(text) >= lowest && Number(text) <= highest;
}

/** year, month and day in the order the pattern names them, joined by hyphens. */
function isDate(value: string, order: 'ymd' | 'mdy'): boolean {
  const parts = value.split('-');
  if (parts.length !== 3) return false;
  const [first = '', second = '', third = ''] = parts;
  const [year, month, day] = order === 'ymd' ? [first, second, third] : [third, first, second];
  return year.length === 4 && every(year, isDigit) && isTwoDigits(month, 1, 12) && isTwoDigits(day, 1, 31);
}

function isEmail(value: string): boolean {
  const at = value.indexOf('@');
  if (at < 1 || value.indexOf('@', at + 1) >= 0 || [...value].some((character) => whitespace.has(character))) {
    return false;
  }
  // Some dot in the domain with a character on either side.
  return value.slice(at + 2, -1).includes('.');
}

const referenceAccepts: Record<number, (value: string) => boolean> = {
  0: () => true,
  1: (value) => every(value, (character) => isLetter(character) || isDigit(character)),
  2: (value) => every(value, isDigit),
  3: isEmail,
  4: (value) => isDate(value, 'ymd'),
  5: (value) => isDate(value, 'mdy'),
  6: (value) =>
    every(value, (character) => !lineTerminators.has(character)) &&
    [...value].some(isLower) &&
    [...value].some(isUpper) &&
    [...value].some(isDigit) &&
    [...value].some((character) => !isLetter(character) && !isDigit(character)),
  7: (value) => {
    const words = value.split(' ');
    return words.length >= 2 && words.every((word) => word !== '' && every(word, isLetter));
  },
  8: (value) => isLetter(value[0] ?? '') && every(value, (character) => isLetter(character) || isDigit(character)),
  9: (value) => every(value, (character) => within(character, 0x4e00, 0x9fa5) || isDigit(character)),
  10: (value) => every(value, (character) => isLetter(character) || character === ' '),
  11: (value) => every(value, (character) => !whitespace.has(character)),
  12: (value) => every(value, (character) => within(character, 0xac00, 0xd7a3)),
  13: (value) => every(value, isThai),
  14: (value) => every(value, (character) => isThai(character) || isLetter(character) || character === ' '),
  15: (value) =>
    every(
      value,
      (character) =>
        within(character, 0x3000, 0x30ff) || within(character, 0x4e00, 0x9faf) || within(character, 0xff01, 0xff5e),
    ),
  16: (value) => every(value, isUpper),
};

/** The EN message of each pattern id, given its bounds as the text shows them. */
const referenceMessages: Record<number, (bounds: string) => string> = {
  0: (bounds) => `Use ${bounds} characters`,
  1: (bounds) => `Use ${bounds} letters and digits`,
  2: (bounds) => `Use ${bounds} digits`,
  3: (bounds) => `Enter a valid e-mail address of ${bounds} characters`,
  4: () => 'Enter the date as yyyy-MM-dd',
  5: () => 'Enter the date as MM-dd-yyyy',
  6: (bounds) => `Use ${bounds} characters with an uppercase letter, a lowercase letter, a digit and a symbol`,
  7: (bounds) => `Enter your first and last name separated by a space, ${bounds} characters`,
  8: (bounds) => `Use ${bounds} letters and digits, starting with a letter`,
  9: (bounds) => `Use ${bounds} Chinese characters or digits`,
  10: (bounds) => `Use ${bounds} English letters and spaces`,
  11: (bounds) => `Use ${bounds} characters without spaces`,
  12: (bounds) => `Use ${bounds} Korean characters`,
  13: (bounds) => `Use ${bounds} Thai characters`,
  14: (bounds) => `Use ${bounds} Thai or English letters`,
  15: (bounds) => `Use ${bounds} full-width Japanese characters`,
  16: (bounds) => `Use ${bounds} uppercase letters`,
};

/** What an optional field with this pattern and these bounds should say about a value. */
function referenceDecision(value: string, patternId: number, minLength: number, maxLength: number): string | null {
  const text = value.trim();
  if (text === '') return null;
  const length = [...text].length;
  const accepts = referenceAccepts[patternId] ?? (() => true);
  if (length >= minLength && length <= maxLength && accepts(text)) return null;
  const message = referenceMessages[patternId] ?? ((bounds: string) => `Use ${bounds} valid characters`);
  return message(minLength === maxLength ? String(minLength) : `${minLength} - ${maxLength}`);
}

/** Characters from every pattern's alphabet, the edges of its ranges, and spaces of several kinds. */
const referenceCharacter = fc.constantFrom(
  ...['a', 'z', 'A', 'Z', 'é', '0', '9', '-', '_', '@', '.', '!', '#', ' ', ' ', '\t', '\n', '\u00a0', '\u2028'],
  ...['张', '\u4e00', '\u9fa5', '\u9fa6', '\u9faf', '\u9fb0', '홍', '\uac00', '\ud7a3', 'ㄱ'],
  ...['ส', '\u0e00', '\u0e7f', '\u0e80', 'ヤ', '\u3000', '\u30ff', '\uff01', '\uff5e', '\uff5f', 'ﾔ', '😀', '١'],
);
const joined = (characters: string[]) => characters.join('');
const twoDigits = fc.integer({ min: 0, max: 13 }).map((n) => String(n).padStart(2, '0'));
const dateLike = fc
  .tuple(
    fc.integer({ min: 0, max: 9999 }),
    twoDigits,
    fc.integer({ min: 0, max: 33 }),
    fc.boolean(),
    fc.constantFrom('-', '-', '/'),
  )
  .map(([year, month, day, yearFirst, separator]) => {
    const parts = [String(year).padStart(4, '0'), month, String(day).padStart(2, '0')];
    return (yearFirst ? parts : [parts[1], parts[2], parts[0]]).join(separator);
  });
const emailLike = fc
  .tuple(
    fc.array(fc.constantFrom('a', 'a', 'a', '.', '@'), { maxLength: 4 }),
    fc.array(fc.constantFrom('b', 'b', 'b', '.', '@'), { maxLength: 4 }),
    fc.array(
      fc.oneof({ weight: 4, arbitrary: fc.constantFrom('c', 'o') }, { weight: 1, arbitrary: referenceCharacter }),
      {
        maxLength: 4,
      },
    ),
  )
  .map(([local, domain, top]) => `${joined(local)}@${joined(domain)}.${joined(top)}`);

/**
 * Each pattern's own characters, including the first and last of every range,
 * and the characters just outside them, so that a range off by one shows.
 */
const patternAlphabets: Record<number, string[]> = {
  0: ['a', '中', ' '],
  1: ['a', 'z', 'A', 'Z', '0', '9', '/', ':', '@', '[', '`', '{'],
  2: ['0', '1', '9', '/', ':'],
  6: ['a', 'Z', '9', '#', '!'],
  7: ['a', 'Z', ' ', ' '],
  8: ['a', 'z', 'A', 'Z', '0', '9', '@', '['],
  9: ['张', '\u4e00', '\u9fa5', '0', '9', '\u4dff', '\u9fa6'],
  10: ['a', 'Z', ' ', '@', '['],
  11: ['a', '#', '中'],
  12: ['홍', '\uac00', '\ud7a3', '\uabff', '\ud7a4'],
  13: ['ส', '\u0e00', '\u0e7f', '\u0dff', '\u0e80'],
  14: ['ส', '\u0e00', '\u0e7f', 'a', 'Z', ' ', '\u0dff', '\u0e80'],
  15: [
    'ヤ',
    '\u3000',
    '\u30ff',
    '\uff01',
    '\uff5e',
    '\u4e00',
    '\u9faf',
    '\u2fff',
    '\u3100',
    '\uff00',
    '\uff5f',
    '\u9fb0',
  ],
  16: ['A', 'Q', 'Z', '@', '['],
};

/** Text mostly from one alphabet, with a stranger now and then. */
function mostlyFrom(alphabet: string[]) {
  const character = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...alphabet) },
    { weight: 1, arbitrary: referenceCharacter },
  );
  return fc.array(character, { maxLength: 14 }).map(joined);
}

/** Values for a pattern id: mostly shaped like what it accepts, sometimes anything at all. */
function valuesFor(patternId: number) {
  const alphabet = patternAlphabets[patternId];
  let shaped = alphabet ? mostlyFrom(alphabet) : dateLike;
  if (patternId === 3) shaped = emailLike;
  return fc.oneof(
    { weight: 4, arbitrary: shaped },
    { weight: 1, arbitrary: fc.array(referenceCharacter, { maxLength: 14 }).map(joined) },
    { weight: 1, arbitrary: patternId === 3 ? dateLike : emailLike },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 14 }) },
  );
}

/** A platform pattern and a value to check against it. */
const patternAndValue = fc
  .constantFrom(...registrationPatterns)
  .chain((pattern) => fc.tuple(fc.constant(pattern), valuesFor(pattern.patternId)));

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

  it('decides every pattern id as a hand-written reference does, with its EN message', () => {
    // Half the time the bounds sit around the value's length, so values inside them come up often.
    const bounds = fc.tuple(fc.nat(14), fc.nat(14), fc.boolean());
    fc.assert(
      fc.property(patternAndValue, bounds, ([pattern, value], [a, b, aroundValue]) => {
        const length = [...value.trim()].length;
        const [minLength, maxLength] = aroundValue
          ? [Math.max(0, length - (a % 3)), length + (b % 3)]
          : [Math.min(a, b), Math.max(a, b)];
        const fieldRule = {
          acceptedPattern: pattern.acceptedPattern,
          patternId: pattern.patternId,
          minLength,
          maxLength,
        };
        expect(validateByRule(value, fieldRule, tEn)).toBe(
          referenceDecision(value, pattern.patternId, minLength, maxLength),
        );
      }),
      { numRuns: 3000 },
    );
  });
});
