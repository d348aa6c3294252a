/** Round trips of a signed-in member's one-time codes and the mobile number they bind. */
import * as api from '@lobby/api';
import { expect } from 'vitest';
import { outbox, player, type RoundTripCase, refusal, roundTrip, vip } from './case';

const { updatePhone, changeEmail } = api.verificationPurposes;
const newMobile = '933222111';
const newEmail = 'new.address@lobby.example';

async function lastCode(): Promise<string> {
  return (await outbox()).at(-1)?.code ?? '';
}

export const verificationCases: Record<string, RoundTripCase> = {
  'member.sendSmsCode': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.verificationSendSmsEndpoint, { operationType: updatePhone }),
    async check(result, { client }) {
      expect(result).toEqual({ expiredMinutes: 5 });
      // Without a number, the code goes to the one bound.
      expect((await outbox()).at(-1)).toMatchObject({ channel: 'sms', to: '+84 912345678' });
      // Another member's number is refused for binding.
      expect(
        await refusal(
          client.call(api.verificationSendSmsEndpoint, { operationType: updatePhone, mobileNum: '987654321' }),
        ),
      ).toBe('mobile.exists');
    },
  }),
  'member.verifySmsCode': roundTrip({
    as: player,
    async run({ client }) {
      await client.call(api.verificationSendSmsEndpoint, { operationType: updatePhone, mobileNum: newMobile });
      const verificationCode = await lastCode();
      expect(
        await refusal(
          client.call(api.verificationVerifySmsEndpoint, {
            operationType: updatePhone,
            mobileNum: newMobile,
            verificationCode: verificationCode === '000000' ? '111111' : '000000',
          }),
        ),
      ).toBe('sms.code.invalid');
      await client.call(api.verificationVerifySmsEndpoint, {
        operationType: updatePhone,
        mobileNum: newMobile,
        verificationCode,
      });
      return verificationCode;
    },
    async check(verificationCode, { client }) {
      // A code checked for one purpose is no code for another.
      expect(
        await refusal(
          client.call(api.verificationVerifySmsEndpoint, {
            operationType: changeEmail,
            mobileNum: newMobile,
            verificationCode,
          }),
        ),
      ).toBe('sms.code.invalid');
    },
  }),
  'member.updateMobile': roundTrip({
    as: player,
    async run({ client }) {
      await client.call(api.verificationSendSmsEndpoint, { operationType: updatePhone, mobileNum: newMobile });
      const verificationCode = await lastCode();
      await client.call(api.verificationVerifySmsEndpoint, {
        operationType: updatePhone,
        mobileNum: newMobile,
        verificationCode,
      });
      await client.call(api.memberUpdateMobileEndpoint, { mobileNum: newMobile, verificationCode });
      return verificationCode;
    },
    async check(verificationCode, { client, clientOf }) {
      expect((await client.call(api.memberInfoEndpoint)).mobileNum).toBe(newMobile);
      // The change used the code up.
      expect(
        await refusal(client.call(api.memberUpdateMobileEndpoint, { mobileNum: newMobile, verificationCode })),
      ).toBe('sms.code.invalid');
      // Nobody else may take the number now.
      expect(
        await refusal(
          clientOf(vip).call(api.verificationSendSmsEndpoint, { operationType: updatePhone, mobileNum: newMobile }),
        ),
      ).toBe('mobile.exists');
    },
  }),
  'member.sendMailCode': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.verificationSendMailEndpoint, { operationType: changeEmail, email: newEmail }),
    async check(result) {
      expect(result).toEqual({ expiredMinutes: 5 });
      const sent = (await outbox()).at(-1);
      expect(sent).toMatchObject({ channel: 'email', to: newEmail });
      expect(sent?.code).toMatch(/^\d{6}$/);
    },
  }),
  'member.verifyMailCode': roundTrip({
    as: player,
    async run({ client }) {
      await client.call(api.verificationSendMailEndpoint, { operationType: changeEmail, email: newEmail });
      const verificationCode = await lastCode();
      await client.call(api.verificationVerifyMailEndpoint, {
        operationType: changeEmail,
        email: newEmail,
        verificationCode,
      });
      return verificationCode;
    },
    async check(verificationCode, { client }) {
      // An e-mail code serves once.
      expect(
        await refusal(
          client.call(api.verificationVerifyMailEndpoint, {
            operationType: changeEmail,
            email: newEmail,
            verificationCode,
          }),
        ),
      ).toBe('sms.code.invalid');
    },
  }),
};
