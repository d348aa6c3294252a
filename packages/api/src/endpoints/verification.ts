import * as v from 'valibot';
import { smsCodeResultSchema } from './auth';
import { defineEndpoint } from './define';
import { anyValue } from './fields';

/**
 * One-time codes of a signed-in member (sent by SMS or e-mail, checked before
 * the change they guard) and the mobile number they bind. Their own module so
 * they load with the member centre's pages, not with the first route.
 */

// ---- schemas ---------------------------------------------------------------

/** What a code is for; the platform numbers each purpose. */
export const verificationPurposes = {
  updateProfile: 2,
  changePassword: 3,
  changePaymentPassword: 4,
  updatePhone: 5,
  bindBankCard: 6,
  deleteBankCard: 7,
  withdraw: 9,
  changeEmail: 10,
} as const;
export type VerificationPurpose = keyof typeof verificationPurposes;

const operationType = v.picklist(Object.values(verificationPurposes));
const code = v.pipe(v.string(), v.trim(), v.minLength(1));
const mobile = {
  /** The number a code goes to; left out, the number already bound. */
  mobileNum: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1))),
  countryDialingCode: v.optional(v.string()),
};
const email = { email: v.pipe(v.string(), v.trim(), v.minLength(3)) };

export const sendSmsCodeRequestSchema = v.object({ operationType, ...mobile });
export const verifySmsCodeRequestSchema = v.object({ operationType, ...mobile, verificationCode: code });
export const sendMailCodeRequestSchema = v.object({ operationType, ...email });
export const verifyMailCodeRequestSchema = v.object({ operationType, ...email, verificationCode: code });
export const updateMobileRequestSchema = v.object({
  mobileNum: v.pipe(v.string(), v.trim(), v.minLength(1)),
  countryDialingCode: v.optional(v.string()),
  verificationCode: code,
});

const codeAssumption =
  'Fields operationType, mobileNum/countryDialingCode (SMS) or email (mail) and verificationCode are inferred; a code is checked by /verify before the change it guards, and the change names it again';

// ---- definitions -----------------------------------------------------------

export const verificationSendSmsEndpoint = defineEndpoint({
  id: 'member.sendSmsCode',
  method: 'POST',
  path: '/wps/v2/verification/sms/send',
  request: sendSmsCodeRequestSchema,
  response: smsCodeResultSchema,
  summary: "Send a signed-in member's SMS code for a purpose",
  source: 'catalogue',
  assumption: codeAssumption,
});
export const verificationVerifySmsEndpoint = defineEndpoint({
  id: 'member.verifySmsCode',
  method: 'POST',
  path: '/wps/v2/verification/sms/verify',
  request: verifySmsCodeRequestSchema,
  response: anyValue,
  summary: 'Check an SMS code (fails as a business error when wrong or expired)',
  source: 'catalogue',
  assumption: codeAssumption,
});
export const verificationSendMailEndpoint = defineEndpoint({
  id: 'member.sendMailCode',
  method: 'POST',
  path: '/wps/v2/verification/mail/send',
  request: sendMailCodeRequestSchema,
  response: smsCodeResultSchema,
  summary: "Send a signed-in member's e-mail code for a purpose",
  source: 'catalogue',
  assumption: codeAssumption,
});
export const verificationVerifyMailEndpoint = defineEndpoint({
  id: 'member.verifyMailCode',
  method: 'POST',
  path: '/wps/v2/verification/mail/verify',
  request: verifyMailCodeRequestSchema,
  response: anyValue,
  summary: 'Check an e-mail code (fails as a business error when wrong or expired)',
  source: 'catalogue',
  assumption: codeAssumption,
});
export const memberUpdateMobileEndpoint = defineEndpoint({
  id: 'member.updateMobile',
  method: 'POST',
  path: '/wps/member/info/mobile',
  request: updateMobileRequestSchema,
  response: anyValue,
  summary: 'Bind or change the mobile number (with the code sent to it)',
  source: 'catalogue',
  assumption: 'Fields mobileNum, countryDialingCode and verificationCode are inferred',
});

export const verificationEndpoints = {
  sendSmsCode: verificationSendSmsEndpoint,
  verifySmsCode: verificationVerifySmsEndpoint,
  sendMailCode: verificationSendMailEndpoint,
  verifyMailCode: verificationVerifyMailEndpoint,
  updateMobile: memberUpdateMobileEndpoint,
} as const;
