/** A signed-in member's one-time codes (SMS and e-mail) and the mobile number they bind. */
import { verificationEndpoints, verificationPurposes } from '@lobby/api';
import { fail } from '../sandbox/errors';
import type { Account } from '../sandbox/model';
import { answer, type Route } from './route';

const purposeNames = Object.fromEntries(Object.entries(verificationPurposes).map(([name, type]) => [type, name]));

/** The sandbox's purpose key: codes of one purpose never serve another. */
function purposeOf(operationType: number): string {
  return `member:${purposeNames[operationType] ?? operationType}`;
}

/** The number a code goes to: the one named, or the one bound. */
function mobileOf(
  account: Account,
  input: { mobileNum?: string | undefined; countryDialingCode?: string | undefined },
) {
  const mobileNum = input.mobileNum ?? account.mobileNum;
  if (!mobileNum) fail('request.invalid', { detail: 'No mobile number is bound' });
  return { mobileNum, countryDialingCode: input.countryDialingCode ?? account.countryDialingCode ?? '84' };
}

export function verificationRoutes(): Route[] {
  return [
    answer(verificationEndpoints.sendSmsCode, ({ sandbox, input, member }) => {
      const account = member();
      const target = mobileOf(account, input);
      const owner = sandbox.findByMobile(target.mobileNum);
      if (input.operationType === verificationPurposes.updatePhone && owner && owner.id !== account.id) {
        fail('mobile.exists');
      }
      return sandbox.sendSmsCode(purposeOf(input.operationType), target.countryDialingCode, target.mobileNum);
    }),

    answer(verificationEndpoints.verifySmsCode, ({ sandbox, input, member }) => {
      const target = mobileOf(member(), input);
      const purpose = purposeOf(input.operationType);
      // The change the code guards names it again, so a check leaves it valid.
      if (!sandbox.verifySmsCode(purpose, target.countryDialingCode, target.mobileNum, input.verificationCode, false)) {
        fail('sms.code.invalid');
      }
      return null;
    }),

    answer(verificationEndpoints.sendMailCode, ({ sandbox, input }) => {
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(input.email)) fail('request.invalid', { detail: 'Invalid e-mail' });
      return sandbox.sendMailCode(purposeOf(input.operationType), input.email);
    }),

    answer(verificationEndpoints.verifyMailCode, ({ sandbox, input }) => {
      if (!sandbox.verifyMailCode(purposeOf(input.operationType), input.email, input.verificationCode)) {
        fail('sms.code.invalid');
      }
      return null;
    }),

    answer(verificationEndpoints.updateMobile, ({ sandbox, input, member }) => {
      const account = member();
      const countryDialingCode = input.countryDialingCode ?? account.countryDialingCode ?? '84';
      const owner = sandbox.findByMobile(input.mobileNum);
      if (owner && owner.id !== account.id) fail('mobile.exists');
      const purpose = purposeOf(verificationPurposes.updatePhone);
      if (!sandbox.verifySmsCode(purpose, countryDialingCode, input.mobileNum, input.verificationCode)) {
        fail('sms.code.invalid');
      }
      account.mobileNum = input.mobileNum;
      account.countryDialingCode = countryDialingCode;
      return null;
    }),
  ];
}
