import { verificationPurposes } from '@lobby/api';
import {
  useAvatar,
  useChangePaymentPassword,
  useHasPaymentPassword,
  useMemberInfo,
  useSendMailCode,
  useSendSmsCode,
  useSetPaymentPassword,
  useSettings,
  useUpdateEmail,
  useUpdateMobile,
  useVerifyMailCode,
  useVerifySmsCode,
  useWithdrawAccountInfo,
} from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import {
  type ContactBinding,
  type MemberCentrePage,
  type PaymentPasswordChange,
  SecurityCentre,
  type SecurityResult,
} from '@lobby/ui';
import { securityFailureOf, securitySummaryOf, statusOf } from '@lobby/view-models';
import { modals } from '../../../app/modals';
import { stockAvatars } from '../../../app/stockAvatars';
import type { CentrePageProps } from '../../panels/centrePage';
import { usePaymentPasswordReset } from '../usePaymentPasswordReset';

/**
 * The member centre's default page: the account at a glance and what guards
 * it. A new mobile number or e-mail address is bound with a code sent to it,
 * checked first, then named again by the change. A forgotten payment
 * password is reset with a code (where the merchant's PAYMENTPASS3 switch
 * offers the payment password).
 */
export default function SecurityCenter({ title, openPage }: CentrePageProps<MemberCentrePage>) {
  useMessageArea('memberCentre');
  const { t } = useTranslation();
  const member = useMemberInfo();
  const avatar = useAvatar();
  const paymentPassword = useHasPaymentPassword();
  const accountInfo = useWithdrawAccountInfo();
  const { trigger: setPaymentPassword } = useSetPaymentPassword();
  const { trigger: changePaymentPassword } = useChangePaymentPassword();
  const { trigger: sendSmsCode } = useSendSmsCode();
  const { trigger: verifySmsCode } = useVerifySmsCode();
  const { trigger: updateMobile } = useUpdateMobile();
  const { trigger: sendMailCode } = useSendMailCode();
  const { trigger: verifyMailCode } = useVerifyMailCode();
  const { trigger: updateEmail } = useUpdateEmail();
  const { isEnabled } = useSettings();
  const paymentPasswordReset = usePaymentPasswordReset(member.data);

  const attempt = async (write: () => Promise<unknown>): Promise<SecurityResult> => {
    try {
      await write();
      return { ok: true };
    } catch (error) {
      return securityFailureOf(error, t);
    }
  };

  const contactBinding: ContactBinding = {
    onSendCode: (channel, target) =>
      attempt(() =>
        channel === 'mobile'
          ? sendSmsCode({ operationType: verificationPurposes.updatePhone, mobileNum: target })
          : sendMailCode({ operationType: verificationPurposes.changeEmail, email: target }),
      ),
    onConfirm: (channel, target, verificationCode) =>
      attempt(async () => {
        if (channel === 'mobile') {
          await verifySmsCode({ operationType: verificationPurposes.updatePhone, mobileNum: target, verificationCode });
          await updateMobile({ mobileNum: target, verificationCode });
        } else {
          await verifyMailCode({ operationType: verificationPurposes.changeEmail, email: target, verificationCode });
          await updateEmail({ email: target });
        }
      }),
  };

  const onSavePaymentPassword = (change: PaymentPasswordChange) =>
    attempt(() =>
      change.current === undefined
        ? setPaymentPassword({ paymentPassword: change.next, confirmPaymentPassword: change.confirm })
        : changePaymentPassword({
            oldPaymentPassword: change.current,
            paymentPassword: change.next,
            confirmPaymentPassword: change.confirm,
          }),
    );

  return (
    <SecurityCentre
      title={title}
      status={statusOf(member)}
      {...(member.data
        ? {
            summary: securitySummaryOf(member.data, {
              avatar: avatar.data,
              stockAvatars,
              // A call that failed says so rather than "none" or a placeholder for ever.
              hasPaymentPassword:
                paymentPassword.error && paymentPassword.data === undefined ? null : paymentPassword.data,
              bankCards: accountInfo.error && accountInfo.data === undefined ? null : accountInfo.data?.bankCards,
            }),
          }
        : {})}
      onRetry={() => void member.mutate()}
      retrying={member.isValidating}
      onChangeLoginPassword={() => modals.open('changePassModal')}
      onSavePaymentPassword={onSavePaymentPassword}
      {...(paymentPasswordReset && isEnabled('PAYMENTPASS3') ? { paymentPasswordReset } : {})}
      contactBinding={contactBinding}
      // The cashier's withdrawal page is where cards are added and removed.
      onOpenBankCards={() => openPage('withdraw')}
      onOpenProfile={() => openPage('profile')}
      onOpenRank={() => openPage('playerRank')}
    />
  );
}
