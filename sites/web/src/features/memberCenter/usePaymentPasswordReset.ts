import { type MemberInfo, verificationPurposes } from '@lobby/api';
import { useResetPaymentPassword, useSendMailCode, useSendSmsCode } from '@lobby/api/hooks';
import { useTranslation } from '@lobby/i18n';
import type { PaymentPasswordReset, SecurityResult } from '@lobby/ui';
import { maskedEmail, maskedMobile, securityFailureOf } from '@lobby/view-models';

/**
 * Resetting a forgotten payment password: the code (purpose
 * changePaymentPassword) goes to the bound phone, or to the bound e-mail when
 * only that is bound; the reset names the code and the way it was sent.
 * Undefined until member info has arrived.
 */
export function usePaymentPasswordReset(member: MemberInfo | undefined): PaymentPasswordReset | undefined {
  const { t } = useTranslation();
  const { trigger: sendSmsCode } = useSendSmsCode();
  const { trigger: sendMailCode } = useSendMailCode();
  const { trigger: resetPaymentPassword } = useResetPaymentPassword();
  if (!member) return undefined;

  const attempt = async (write: () => Promise<unknown>): Promise<SecurityResult> => {
    try {
      await write();
      return { ok: true };
    } catch (error) {
      return securityFailureOf(error, t);
    }
  };
  const mobile = maskedMobile(member.mobileNum);
  const email = member.email?.trim() ?? '';
  const emailShown = maskedEmail(email);
  const operationType = verificationPurposes.changePaymentPassword;
  const bySms = mobile !== null;
  const target = bySms
    ? { channel: 'mobile' as const, masked: mobile }
    : emailShown
      ? { channel: 'email' as const, masked: emailShown }
      : null;

  return {
    target,
    onSendCode: () => attempt(() => (bySms ? sendSmsCode({ operationType }) : sendMailCode({ operationType, email }))),
    onReset: ({ code, next, confirm }) =>
      attempt(() =>
        resetPaymentPassword({
          verifyType: bySms ? 'SMS' : 'MAIL',
          verificationCode: code,
          paymentPassword: next,
          confirmPaymentPassword: confirm,
        }),
      ),
  };
}
