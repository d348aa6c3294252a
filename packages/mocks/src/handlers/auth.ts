/** Session and member access: RSA key, login, free play, logout, registration, passwords, SMS, captcha. */
import { authEndpoints } from '@lobby/api';
import { decryptPayloadKey } from '@lobby/api/codecs';
import {
  changePassword,
  findByAffiliateCode,
  loginWithPassword,
  loginWithSms,
  register,
  resetPasswordByPhone,
  SMS_NO_LOGIN,
  sendPasswordResetEmail,
  startFreePlay,
} from '../sandbox/auth';
import { fail } from '../sandbox/errors';
import type { Account } from '../sandbox/model';
import { answer, type Route } from './route';

function loginValue(account: Account, token: string, firstTimeLogin: boolean) {
  return {
    token,
    firstTimeLogin,
    passwordExpired: account.passwordExpired,
    id: String(account.id),
    userName: account.username,
    customerType: account.type,
  };
}

export function authRoutes(): Route[] {
  return [
    answer(authEndpoints.rsaKey, ({ sandbox }) => sandbox.rsaModulusHex),

    answer(authEndpoints.login, ({ sandbox, input, deviceKey }) => {
      // The slider must pass before anything else is looked at.
      sandbox.verifySlider(input.sliderToken);
      switch (input.type) {
        case 'username': {
          const outcome = loginWithPassword(sandbox, input, deviceKey);
          return loginValue(outcome.account, outcome.token, outcome.firstTimeLogin);
        }
        case 'sms': {
          const outcome = loginWithSms(sandbox, input);
          return loginValue(outcome.account, outcome.token, outcome.firstTimeLogin);
        }
        case 'firebase':
          // Firebase phone auth needs Google's servers; the sandbox has none, as a merchant without it would.
          return fail('function.not.available');
      }
    }),

    answer(authEndpoints.freePlay, ({ sandbox, input }) => {
      // The platform checks the RSA-encrypted random value; a value that does not decrypt is refused.
      try {
        decryptPayloadKey(input.Encryption, sandbox.rsaKey);
      } catch {
        fail('request.decrypt.failed');
      }
      const outcome = startFreePlay(sandbox);
      return loginValue(outcome.account, outcome.token, outcome.firstTimeLogin);
    }),

    answer(authEndpoints.logout, ({ sandbox, token }) => {
      if (token) sandbox.endSession(token);
      return null;
    }),

    answer(authEndpoints.loginSms, ({ sandbox, input }) => {
      // One code serves phone login and password reset alike; the number must belong to a member.
      if (!sandbox.findByMobile(input.mobileNum)) fail('mobile.not.registered');
      return sandbox.sendSmsCode(SMS_NO_LOGIN, input.countryDialingCode, input.mobileNum);
    }),

    answer(authEndpoints.registerSmsUsername, ({ sandbox, input }) => {
      sandbox.requireModule('REGMOBVERF3');
      if (sandbox.findByMobile(input.mobileNo)) fail('mobile.exists');
      return sandbox.sendSmsCode('register', input.countryDialingCode, input.mobileNo);
    }),

    answer(authEndpoints.registerSmsMobile, ({ sandbox, input }) => {
      sandbox.requireModule('MOBILENUMREG3');
      if (sandbox.findByMobile(input.mobileNo)) fail('mobile.exists');
      return sandbox.sendSmsCode('register', input.countryDialingCode, input.mobileNo);
    }),

    answer(authEndpoints.register, ({ sandbox, input, deviceKey }) => {
      sandbox.verifySlider(input.sliderToken);
      const outcome = register(sandbox, input, 'username', deviceKey);
      return {
        token: outcome.token ?? null,
        firstTimeLogin: outcome.firstTimeLogin,
        id: String(outcome.account.id),
        userName: outcome.account.username,
      };
    }),

    answer(authEndpoints.registerMobile, ({ sandbox, input, deviceKey }) => {
      sandbox.verifySlider(input.sliderToken);
      const outcome = register(sandbox, input, 'mobile', deviceKey);
      return {
        token: outcome.token ?? null,
        firstTimeLogin: outcome.firstTimeLogin,
        id: String(outcome.account.id),
        userName: outcome.account.username,
      };
    }),

    answer(authEndpoints.changePassword, ({ sandbox, input, member, token }) => {
      changePassword(sandbox, member(), input, token);
      return null;
    }),

    answer(authEndpoints.forgotPasswordEmail, ({ sandbox, input }) => {
      sendPasswordResetEmail(sandbox, input);
      return null;
    }),

    answer(authEndpoints.resetPasswordByPhone, ({ sandbox, input }) => {
      // Names the account, so the site can log in with the new password.
      return { username: resetPasswordByPhone(sandbox, input).username };
    }),

    answer(authEndpoints.affiliate, ({ sandbox, input }) => {
      const upline = findByAffiliateCode(sandbox, input.affiliateCode);
      if (!upline) fail('invitation.code.error');
      return { valid: true, affiliateCode: upline.affiliateCode };
    }),

    answer(authEndpoints.captcha, ({ sandbox, deviceKey }) => sandbox.issueCaptcha(deviceKey).image),

    answer(authEndpoints.sliderChallenge, ({ sandbox }) => sandbox.issueSliderChallenge()),
  ];
}
