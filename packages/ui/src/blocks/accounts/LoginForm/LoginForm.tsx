import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { useRef, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { Checkbox } from '../../../primitives/Checkbox/Checkbox';
import { Tabs } from '../../../primitives/Tabs/Tabs';
import { TextField } from '../../../primitives/TextField/TextField';
import { CaptchaField } from '../parts/CaptchaField';
import { countryOfDialingCode, dialingCodeOf } from '../parts/countries';
import { FormAlert } from '../parts/FormAlert';
import { MobileField } from '../parts/MobileField';
import * as parts from '../parts/parts.css';
import { requestSmsCode } from '../parts/requestSmsCode';
import { SmsCodeField } from '../parts/SmsCodeField';
import { useAccountForm } from '../parts/useAccountForm';
import { useTranslate } from '../parts/useTranslate';
import { SliderCaptcha } from '../SliderCaptcha/SliderCaptcha';
import type { LoginFormProps, LoginSubmitValues } from '../types';
import { type LoginField, type LoginMode, MAX_CODE_LENGTH, validateLogin, validateMobile } from '../validation';
import * as styles from './LoginForm.css';

interface LoginState {
  [field: string]: string | boolean;
  username: string;
  password: string;
  mobileNum: string;
  /** ISO code of the dialing-code country. */
  country: string;
  verificationCode: string;
  captcha: string;
  remember: boolean;
}

/**
 * The login form: username and
 * password, or mobile number and SMS code when MOBILEVERCODELOGIN3 is on;
 * remember me; forgot password; the captcha image once the platform asks for
 * it; the slider captcha, which must pass before the form submits; free trial
 * and social buttons when switched on. What the player typed stays after a
 * failed login, and the platform's message shows at the top.
 */
export function LoginForm({
  onSubmit,
  status = 'idle',
  serverError,
  fieldErrors,
  defaultValues,
  mode: modeProp,
  defaultMode = 'username',
  onModeChange,
  smsLoginEnabled = false,
  countries = [],
  smsEndsAt = null,
  smsStatus = 'idle',
  onRequestSms,
  onSmsCountdownEnd,
  captcha,
  slider,
  onForgotPassword,
  onRegister,
  freePlayEnabled = false,
  onFreePlay,
  freePlayStatus = 'idle',
  googleEnabled = false,
  facebookEnabled = false,
  onSocialLogin,
  className,
}: LoginFormProps) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const [ownMode, setOwnMode] = useState<LoginMode>(defaultMode);
  const mode: LoginMode = smsLoginEnabled ? (modeProp ?? ownMode) : 'username';
  const submitting = status === 'submitting';
  const captchaShown = !!captcha;
  const sliderVerified = slider?.status === 'verified';
  const [sliderMissing, setSliderMissing] = useState(false);
  const mobileRef = useRef<HTMLInputElement>(null);
  // Until the player picks one: the remembered or the first country.
  const defaultCountry = countryOfDialingCode(countries, defaultValues?.countryDialingCode);

  const form = useAccountForm<LoginState, LoginField>({
    initialValues: {
      username: defaultValues?.username ?? '',
      password: defaultValues?.password ?? '',
      mobileNum: defaultValues?.mobileNum ?? '',
      country: defaultCountry,
      verificationCode: defaultValues?.verificationCode ?? '',
      captcha: defaultValues?.captcha ?? '',
      remember: defaultValues?.remember ?? false,
    },
    validate: (values) => validateLogin(values, { mode, captchaShown }, translate),
    serverFieldErrors: fieldErrors,
    submitting,
    beforeSubmit: () => {
      const ok = !slider || sliderVerified;
      setSliderMissing(!ok);
      return ok;
    },
    onValid: (values: LoginState): Promise<void> | void => {
      const countryDialingCode = dialingCodeOf(countries, values.country || defaultCountry);
      const captchaValue = captchaShown ? { captcha: values.captcha } : {};
      const submitted: LoginSubmitValues =
        mode === 'sms'
          ? {
              type: 'sms',
              mobileNum: values.mobileNum,
              countryDialingCode,
              verificationCode: values.verificationCode,
              remember: values.remember,
              ...captchaValue,
            }
          : {
              type: 'username',
              username: values.username,
              password: values.password,
              remember: values.remember,
              ...captchaValue,
            };
      return onSubmit(submitted);
    },
  });
  // Countries may arrive after the form: until one is picked, use the remembered or first one.
  const country: string = form.values.country || defaultCountry;

  const changeMode = (next: string) => {
    const value: LoginMode = next === 'sms' ? 'sms' : 'username';
    setOwnMode(value);
    form.resetMessages();
    setSliderMissing(false);
    onModeChange?.(value);
  };

  const requestSms = () =>
    requestSmsCode(
      form,
      mobileRef.current,
      (mobileNum) => validateMobile(mobileNum, translate),
      (mobileNum) => onRequestSms?.({ mobileNum, countryDialingCode: dialingCodeOf(countries, country) }),
    );

  const usernameFields = (
    <>
      <TextField
        {...form.text('username')}
        label={t('accounts.fields.username')}
        required
        autoComplete="username"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={MAX_CODE_LENGTH}
        fullWidth
      />
      <TextField
        {...form.text('password')}
        type="password"
        label={t('accounts.fields.password')}
        required
        autoComplete="current-password"
        maxLength={MAX_CODE_LENGTH}
        fullWidth
      />
    </>
  );

  const smsFields = (
    <>
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
    </>
  );

  const socialShown = (googleEnabled || facebookEnabled) && !!onSocialLogin;

  return (
    <form
      ref={form.formRef}
      className={clsx(parts.form, className)}
      noValidate
      onSubmit={form.handleSubmit}
      aria-busy={submitting || undefined}
    >
      <FormAlert message={submitting ? null : serverError} />
      {smsLoginEnabled ? (
        <Tabs.Root value={mode} onValueChange={changeMode}>
          <Tabs.List aria-label={t('accounts.login.modes')} stretch>
            <Tabs.Trigger value="username">{t('accounts.login.byUsername')}</Tabs.Trigger>
            <Tabs.Trigger value="sms">{t('accounts.login.bySms')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="username" className={styles.panel} tabIndex={-1}>
            {usernameFields}
          </Tabs.Content>
          <Tabs.Content value="sms" className={styles.panel} tabIndex={-1}>
            {smsFields}
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        usernameFields
      )}
      {captcha ? <CaptchaField captcha={captcha} field={form.text('captcha')} /> : null}
      {slider ? (
        <SliderCaptcha {...slider} error={sliderMissing && !sliderVerified ? t('errors.verifyFirst') : slider.error} />
      ) : null}
      <div className={parts.row}>
        <Checkbox {...form.check('remember')} label={t('accounts.login.remember')} />
        {onForgotPassword ? (
          <Button type="button" variant="link" size="sm" onClick={onForgotPassword}>
            {t('accounts.login.forgotPassword')}
          </Button>
        ) : null}
      </div>
      <div className={parts.actions}>
        <Button type="submit" size="lg" fullWidth loading={submitting}>
          {t('accounts.login.submit')}
        </Button>
        {freePlayEnabled && onFreePlay ? (
          <Button
            type="button"
            variant="secondary"
            size="lg"
            fullWidth
            loading={freePlayStatus === 'submitting'}
            onClick={onFreePlay}
          >
            {t('accounts.login.freePlay')}
          </Button>
        ) : null}
      </div>
      {socialShown ? (
        <section className={parts.actions} aria-label={t('accounts.login.social')}>
          <p className={parts.divider}>{t('accounts.login.or')}</p>
          {googleEnabled ? (
            <Button type="button" variant="secondary" fullWidth onClick={() => onSocialLogin?.('google')}>
              {t('accounts.login.google')}
            </Button>
          ) : null}
          {facebookEnabled ? (
            <Button type="button" variant="secondary" fullWidth onClick={() => onSocialLogin?.('facebook')}>
              {t('accounts.login.facebook')}
            </Button>
          ) : null}
        </section>
      ) : null}
      {onRegister ? (
        <p className={parts.footnote}>
          {t('accounts.login.noAccount')}{' '}
          <Button type="button" variant="link" size="sm" onClick={onRegister}>
            {t('accounts.login.register')}
          </Button>
        </p>
      ) : null}
    </form>
  );
}
