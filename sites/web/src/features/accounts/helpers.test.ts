import { PlatformError } from '@lobby/api';
import { readRememberedLogin, writeCookie } from '@lobby/api/session';
import { createFullI18n } from '@lobby/i18n';
import { describe, expect, it } from 'vitest';
import { placeError } from './errors';
import { rememberAfterLogin, removeLegacyPassword } from './remember';
import { isMobileNumber, smsWaitSeconds } from './useSmsCode';

const t = createFullI18n().t;

describe('SMS countdowns', () => {
  it('login waits the code validity, registration 60 s, the reset the validity or one minute', () => {
    expect(smsWaitSeconds('login', 5)).toBe(300);
    expect(smsWaitSeconds('login', undefined)).toBe(60);
    expect(smsWaitSeconds('register', 5)).toBe(60);
    expect(smsWaitSeconds('forgot', 3)).toBe(180);
    expect(smsWaitSeconds('forgot', undefined)).toBe(60);
    expect(smsWaitSeconds('forgot', 0)).toBe(60);
  });

  it('accepts 6 to 15 digits as a mobile number', () => {
    expect(isMobileNumber(' 912345678 ')).toBe(true);
    expect(isMobileNumber('12345')).toBe(false);
    expect(isMobileNumber('91234567a')).toBe(false);
  });
});

describe('where an error shows', () => {
  const business = (errorCode: string, message: string) => new PlatformError({ kind: 'business', errorCode, message });

  it('on the field it names when that field is on screen, at the top otherwise', () => {
    const error = business('captcha.invalid', 'Incorrect verification code');
    expect(placeError(error, t, ['captcha'])).toEqual({
      serverError: null,
      fieldErrors: { captcha: 'Incorrect verification code' },
    });
    expect(placeError(error, t, ['username'])).toEqual({ serverError: 'Incorrect verification code', fieldErrors: {} });
  });

  it('translates what has a key, and never swallows anything else', () => {
    expect(placeError(new PlatformError({ kind: 'network' }), t, []).serverError).toBe(
      'Network abnormal, please try again',
    );
    expect(placeError(new Error('boom'), t, []).serverError).toBe('The server is busy, please try again later');
  });
});

describe('remember me', () => {
  it('writes the username or the SMS mobile, never the password, and unchecking forgets both', () => {
    rememberAfterLogin({ type: 'username', username: 'ana', password: 'S3cret!x', remember: true });
    rememberAfterLogin({ type: 'sms', mobileNum: '912345678', countryDialingCode: '84', remember: true });
    expect(readRememberedLogin()).toEqual({
      username: 'ana',
      smsMobile: { mobileNum: '912345678', countryDialingCode: '84' },
    });
    expect(document.cookie).not.toContain('S3cret');
    rememberAfterLogin({ type: 'username', username: 'ana', password: 'S3cret!x', remember: false });
    expect(readRememberedLogin()).toEqual({});
  });

  it('removes the legacy cpw value wherever it was left', () => {
    localStorage.setItem('cpw', 'x');
    sessionStorage.setItem('cpw', 'x');
    writeCookie('cpw', 'x');
    removeLegacyPassword();
    expect(localStorage.getItem('cpw')).toBeNull();
    expect(sessionStorage.getItem('cpw')).toBeNull();
    expect(document.cookie).not.toContain('cpw=');
  });
});
