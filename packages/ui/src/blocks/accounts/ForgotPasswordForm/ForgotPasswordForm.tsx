import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { useRef, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { Tabs } from '../../../primitives/Tabs/Tabs';
import { TextField } from '../../../primitives/TextField/TextField';
import { countryOfDialingCode, dialingCodeOf } from '../parts/countries';
import { FormAlert } from '../parts/FormAlert';
import { MobileField } from '../parts/MobileField';
import { NewPasswordFields } from '../parts/NewPasswordFields';
import * as parts from '../parts/parts.css';
import { requestSmsCode } from '../parts/requestSmsCode';
import { SmsCodeField } from '../parts/SmsCodeField';
import { useAccountForm } from '../parts/useAccountForm';
import { useTranslate } from '../parts/useTranslate';
import type { ForgotPasswordFormProps, ForgotPasswordSubmitValues } from '../types';
import {
  DEFAULT_PASSWORD_RULE,
  type ForgotPasswordField,
  type ForgotPasswordMode,
  MAX_CODE_LENGTH,
  ruleMessage,
  validateForgotPasswordEmail,
  validateForgotPasswordMobile,
  validateMobile,
} from '../validation';
import * as styles from './ForgotPasswordForm.css';

interface ForgotState {
  [field: string]: string | boolean;
  username: string;
  email: string;
  mobileNum: string;
  country: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * Forgot password: by e-mail (username
 * and the account's e-mail address), or by mobile number, SMS code and a new
 * password when CHNGPASSVERIF3 is on. The SMS button counts down after a code
 * is sent (`expiredMinutes`, default 1 minute).
 */
export function ForgotPasswordForm({
  onSubmit,
  status = 'idle',
  serverError,
  fieldErrors,
  defaultValues,
  mobileEnabled = false,
  mode: modeProp,
  defaultMode = 'email',
  onModeChange,
  countries = [],
  smsEndsAt = null,
  smsStatus = 'idle',
  onRequestSms,
  onSmsCountdownEnd,
  passwordRule,
  onBackToLogin,
  className,
}: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const [ownMode, setOwnMode] = useState<ForgotPasswordMode>(defaultMode);
  const mode: ForgotPasswordMode = mobileEnabled ? (modeProp ?? ownMode) : 'email';
  const submitting = status === 'submitting';
  const mobileRef = useRef<HTMLInputElement>(null);
  const rule = passwordRule ?? DEFAULT_PASSWORD_RULE;
  // Until the player picks one: the remembered or the first country.
  const defaultCountry = countryOfDialingCode(countries, defaultValues?.countryDialingCode);

  const form = useAccountForm<ForgotState, ForgotPasswordField>({
    initialValues: {
      username: defaultValues?.username ?? '',
      email: defaultValues?.email ?? '',
      mobileNum: defaultValues?.mobileNum ?? '',
      country: defaultCountry,
      verificationCode: '',
      newPassword: '',
      confirmNewPassword: '',
    },
    validate: (values) =>
      mode === 'mobile'
        ? validateForgotPasswordMobile(values, { passwordRule: rule }, translate)
        : validateForgotPasswordEmail(values, translate),
    serverFieldErrors: fieldErrors,
    submitting,
    onValid: (values: ForgotState): Promise<void> | void => {
      const country = values.country || defaultCountry;
      const submitted: ForgotPasswordSubmitValues =
        mode === 'mobile'
          ? {
              mode: 'mobile',
              mobileNum: values.mobileNum,
              countryDialingCode: dialingCodeOf(countries, country),
              verificationCode: values.verificationCode,
              newPassword: values.newPassword,
              confirmNewPassword: values.confirmNewPassword,
            }
          : { mode: 'email', username: values.username, email: values.email };
      return onSubmit(submitted);
    },
  });
  const country: string = form.values.country || defaultCountry;

  const changeMode = (next: string) => {
    const value: ForgotPasswordMode = next === 'mobile' ? 'mobile' : 'email';
    setOwnMode(value);
    form.resetMessages();
    onModeChange?.(value);
  };

  const requestSms = () =>
    requestSmsCode(
      form,
      mobileRef.current,
      (mobileNum) => validateMobile(mobileNum, translate),
      (mobileNum) => onRequestSms?.({ mobileNum, countryDialingCode: dialingCodeOf(countries, country) }),
    );

  const emailFields = (
    <div className={styles.fields}>
      <p className={parts.intro}>{t('accounts.forgot.emailIntro')}</p>
      <TextField
        {...form.text('username')}
        label={t('accounts.fields.username')}
        required
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={MAX_CODE_LENGTH}
        fullWidth
      />
      <TextField
        {...form.text('email')}
        type="email"
        label={t('accounts.fields.email')}
        required
        autoComplete="email"
        inputMode="email"
        spellCheck={false}
        maxLength={MAX_CODE_LENGTH}
        fullWidth
      />
    </div>
  );

  const mobileFields = (
    <div className={styles.fields}>
      <p className={parts.intro}>{t('accounts.forgot.mobileIntro')}</p>
      <MobileField
        ref={mobileRef}
        field={form.text('mobileNum')}
        countries={countries}
        country={country}
        onCountryChange={(code) => form.setValue('country', code)}
      />
      <SmsCodeField
        field={form.text('verificationCode')}
        endsAt={smsEndsAt}
        sending={smsStatus === 'sending'}
        onRequest={requestSms}
        onCountdownEnd={onSmsCountdownEnd}
      />
      <NewPasswordFields
        newPassword={form.text('newPassword')}
        confirmNewPassword={form.text('confirmNewPassword')}
        hint={ruleMessage(rule, translate)}
      />
    </div>
  );

  return (
    <form
      ref={form.formRef}
      className={clsx(parts.form, className)}
      noValidate
      onSubmit={form.handleSubmit}
      aria-busy={submitting || undefined}
    >
      <FormAlert message={submitting ? null : serverError} />
      {mobileEnabled ? (
        <Tabs.Root value={mode} onValueChange={changeMode}>
          <Tabs.List aria-label={t('accounts.forgot.modes')} stretch>
            <Tabs.Trigger value="email">{t('accounts.forgot.byEmail')}</Tabs.Trigger>
            <Tabs.Trigger value="mobile">{t('accounts.forgot.byMobile')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="email" className={styles.panel} tabIndex={-1}>
            {emailFields}
          </Tabs.Content>
          <Tabs.Content value="mobile" className={styles.panel} tabIndex={-1}>
            {mobileFields}
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        emailFields
      )}
      <div className={parts.actions}>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {mode === 'mobile' ? t('accounts.forgot.submitMobile') : t('accounts.forgot.submitEmail')}
        </Button>
        {onBackToLogin ? (
          <Button type="button" variant="ghost" fullWidth onClick={onBackToLogin}>
            {t('accounts.forgot.backToLogin')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
