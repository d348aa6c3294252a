import { useTranslation } from '@lobby/i18n';
import { ForgotPasswordForm, SliderCaptcha, Stack } from '@lobby/ui';
import { useForgotPasswordFlow } from './useForgotPasswordFlow';

/**
 * The forgot-password form. After a reset by phone it gives way to
 * the slide that logs the player in with the new password.
 */
export function ForgotPasswordContainer({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const { form, loginStep } = useForgotPasswordFlow({ onDone });
  if (!loginStep) return <ForgotPasswordForm {...form} />;
  return (
    <Stack gap="4" aria-busy={loginStep.status === 'submitting' || undefined}>
      <p role="status">{t('accounts.flows.passwordResetSlide', { account: loginStep.account })}</p>
      <SliderCaptcha {...loginStep.slider} label={t('accounts.flows.slideToLogIn')} />
    </Stack>
  );
}
