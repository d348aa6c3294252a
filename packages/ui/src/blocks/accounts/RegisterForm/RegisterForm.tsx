import { Trans, useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { type HTMLAttributes, type ReactNode, useRef, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { Checkbox } from '../../../primitives/Checkbox/Checkbox';
import { Link } from '../../../primitives/Link/Link';
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
import { useAnalysedPatterns } from '../parts/useAnalysedPatterns';
import { useTranslate } from '../parts/useTranslate';
import { SliderCaptcha } from '../SliderCaptcha/SliderCaptcha';
import type { RegisterFormProps, RegisterSubmitValues } from '../types';
import {
  ANY_PATTERN,
  isRegistrationFieldRequired,
  MAX_CODE_LENGTH,
  type RegisterMode,
  type RegistrationContext,
  type RegistrationField,
  type RegistrationFieldRule,
  type RegistrationFormField,
  type RegistrationValues,
  registrationFields,
  ruleMessage,
  shownRegistrationFields,
  validateMobile,
  validateRegistration,
} from '../validation';
import * as styles from './RegisterForm.css';

/** The amount in the registration title. */
export const DEFAULT_BONUS_AMOUNT = '1000VND';
/** The terms checkbox links here. */
export const TERMS_HREF = '/help#terms';

type RegisterState = Record<RegistrationField, string> & {
  [field: string]: string | boolean;
  /** ISO code of the dialing-code country. */
  country: string;
  terms: boolean;
  adult: boolean;
};

/** How each plain text field is typed and filled (browsers, password managers, phone keyboards). */
interface FieldLook {
  type?: 'text' | 'password' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  hintKey?: string;
  spellCheck?: boolean;
}

const looks: Record<Exclude<RegistrationField, 'mobileNum' | 'verificationCode' | 'captcha'>, FieldLook> = {
  username: { autoComplete: 'username', spellCheck: false },
  password: { type: 'password', autoComplete: 'new-password' },
  confirmPassword: { type: 'password', autoComplete: 'new-password', hintKey: 'accounts.hints.confirmPassword' },
  payeeName: { autoComplete: 'name', hintKey: 'accounts.hints.payeeName' },
  // A second secret: password managers must not take it for the login password.
  paymentPassword: { type: 'password', autoComplete: 'off', hintKey: 'accounts.hints.paymentPassword' },
  qqNum: { autoComplete: 'off', inputMode: 'numeric', spellCheck: false },
  line: { autoComplete: 'off', spellCheck: false },
  whatsapp: { type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  facebook: { autoComplete: 'off', spellCheck: false },
  wechat: { autoComplete: 'off', spellCheck: false },
  idNumber: { autoComplete: 'off', spellCheck: false },
  email: { type: 'email', autoComplete: 'email', inputMode: 'email', spellCheck: false },
  recommenderId: { autoComplete: 'off', spellCheck: false, hintKey: 'accounts.hints.recommenderId' },
  affiliateCode: { autoComplete: 'off', spellCheck: false, hintKey: 'accounts.hints.affiliateCode' },
};

/** The rule as a hint before anything is typed, so the player knows the format up front. */
function ruleHint(rule: RegistrationFieldRule | null | undefined, translate: (key: string) => string) {
  if (!rule || rule.enabled === false) return undefined;
  const hasPattern = !!rule.acceptedPattern && rule.acceptedPattern.trim() !== ANY_PATTERN;
  const hasBounds = typeof rule.minLength === 'number' || typeof rule.maxLength === 'number';
  return hasPattern || hasBounds ? ruleMessage(rule, translate) : undefined;
}

const digitsOnly = (rule: RegistrationFieldRule | null | undefined) => String(rule?.patternId ?? '') === '2';

/**
 * The register form (docs/product.md#registration)
 * "Registration"): username or mobile registration as the site enables them;
 * every field in order, shown, required and checked by the
 * server's per-field rules (each rule's message doubles as the field's hint);
 * mobile number with the dialing-code picker and the SMS code with its
 * countdown; captcha image and slider captcha; terms (checked by default,
 * linking to /help#terms) and the 18+ confirmation. In mobile mode the
 * username is hidden (the number becomes the account) and the password shows
 * only with MOBILENUMPASSREG3.
 */
export function RegisterForm({
  onSubmit,
  status = 'idle',
  serverError,
  fieldErrors,
  defaultValues,
  rules,
  usernameRegistrationEnabled = true,
  mobileRegistrationEnabled = false,
  smsVerificationEnabled = false,
  mobilePasswordEnabled = false,
  mode: modeProp,
  defaultMode,
  onModeChange,
  countries = [],
  smsEndsAt = null,
  smsStatus = 'idle',
  onRequestSms,
  onSmsCountdownEnd,
  captcha,
  slider,
  affiliateCodeShown = true,
  bonusAmount = DEFAULT_BONUS_AMOUNT,
  title,
  termsHref = TERMS_HREF,
  onLogin,
  className,
}: RegisterFormProps) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const modes: RegisterMode[] = [
    ...(usernameRegistrationEnabled ? (['username'] as const) : []),
    ...(mobileRegistrationEnabled ? (['mobile'] as const) : []),
  ];
  const [ownMode, setOwnMode] = useState<RegisterMode>(defaultMode ?? modes[0] ?? 'username');
  const wanted = modeProp ?? ownMode;
  const mode: RegisterMode = modes.includes(wanted) ? wanted : (modes[0] ?? 'username');
  const submitting = status === 'submitting';
  const sliderVerified = slider?.status === 'verified';
  const [sliderMissing, setSliderMissing] = useState(false);
  const mobileRef = useRef<HTMLInputElement>(null);

  const context: RegistrationContext = {
    mode,
    smsVerification: smsVerificationEnabled,
    mobilePassword: mobilePasswordEnabled,
    captchaShown: !!captcha,
    affiliateCodeShown,
  };
  const shown = shownRegistrationFields(rules, context);
  useAnalysedPatterns(Object.values(rules));

  // Until the player picks one: the remembered or the first country.
  const defaultCountry = countryOfDialingCode(countries, defaultValues?.countryDialingCode);

  const initialValues = (): RegisterState => {
    const values = Object.fromEntries(
      registrationFields.map((field) => [field, defaultValues?.[field] ?? '']),
    ) as Record<RegistrationField, string>;
    return {
      ...values,
      country: defaultCountry,
      // The terms box starts checked; the age is the player's own statement.
      terms: defaultValues?.terms ?? true,
      adult: defaultValues?.adult ?? false,
    };
  };

  const form = useAccountForm<RegisterState, RegistrationFormField>({
    initialValues: initialValues(),
    validate: (values) => validateRegistration(values as Partial<RegistrationValues>, rules, context, translate),
    serverFieldErrors: fieldErrors,
    submitting,
    beforeSubmit: () => {
      const ok = !slider || sliderVerified;
      setSliderMissing(!ok);
      return ok;
    },
    onValid: (values: RegisterState): Promise<void> | void => {
      const country = values.country || defaultCountry;
      const submitted: RegisterSubmitValues = {
        mode,
        countryDialingCode: shown.includes('mobileNum') ? dialingCodeOf(countries, country) : '',
      };
      for (const field of shown) submitted[field] = values[field];
      return onSubmit(submitted);
    },
  });
  const country: string = form.values.country || defaultCountry;

  const changeMode = (next: string) => {
    const value: RegisterMode = next === 'mobile' ? 'mobile' : 'username';
    setOwnMode(value);
    form.resetMessages();
    setSliderMissing(false);
    onModeChange?.(value);
  };

  const requestSms = () =>
    requestSmsCode(
      form,
      mobileRef.current,
      (mobileNum) => validateMobile(mobileNum, translate, rules.mobileNum),
      (mobileNum) => onRequestSms?.({ mobileNum, countryDialingCode: dialingCodeOf(countries, country) }, mode),
    );

  const renderField = (field: RegistrationField): ReactNode => {
    const rule = rules[field];
    const required = isRegistrationFieldRequired(field, rules);
    const binding = form.text(field);
    switch (field) {
      case 'mobileNum':
        return (
          <MobileField
            key={field}
            ref={mobileRef}
            field={binding}
            countries={countries}
            country={country}
            onCountryChange={(code) => form.setValue('country', code)}
            required={required}
            hint={ruleHint(rule, translate)}
          />
        );
      case 'verificationCode':
        return (
          <SmsCodeField
            key={field}
            field={binding}
            endsAt={smsEndsAt}
            sending={smsStatus === 'sending'}
            onRequest={requestSms}
            onCountdownEnd={onSmsCountdownEnd}
            required={required}
            hint={t('accounts.hints.verificationCode')}
          />
        );
      case 'captcha':
        return captcha ? (
          <CaptchaField key={field} captcha={captcha} field={binding} required={required} numeric={digitsOnly(rule)} />
        ) : null;
      default: {
        const look = looks[field];
        return (
          <TextField
            key={field}
            {...binding}
            label={t(`accounts.fields.${field}`)}
            hint={
              field === 'confirmPassword'
                ? t('accounts.hints.confirmPassword')
                : (ruleHint(rule, translate) ?? (look.hintKey ? translate(look.hintKey) : undefined))
            }
            required={required}
            type={look.type ?? 'text'}
            autoComplete={look.autoComplete}
            inputMode={digitsOnly(rule) ? 'numeric' : look.inputMode}
            spellCheck={look.spellCheck}
            autoCapitalize={look.spellCheck === false || look.type === 'password' ? 'off' : undefined}
            maxLength={MAX_CODE_LENGTH}
            fullWidth
          />
        );
      }
    }
  };

  const fields = <div className={styles.fields}>{shown.map(renderField)}</div>;

  return (
    <form
      ref={form.formRef}
      className={clsx(parts.form, className)}
      noValidate
      onSubmit={form.handleSubmit}
      aria-busy={submitting || undefined}
    >
      <h2 className={styles.title}>{title ?? t('accounts.register.title', { amount: bonusAmount })}</h2>
      <FormAlert message={submitting ? null : serverError} />
      {modes.length > 1 ? (
        <Tabs.Root value={mode} onValueChange={changeMode}>
          <Tabs.List aria-label={t('accounts.register.modes')} stretch>
            <Tabs.Trigger value="username">{t('accounts.register.byUsername')}</Tabs.Trigger>
            <Tabs.Trigger value="mobile">{t('accounts.register.byMobile')}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="username" className={styles.panel} tabIndex={-1}>
            {mode === 'username' ? fields : null}
          </Tabs.Content>
          <Tabs.Content value="mobile" className={styles.panel} tabIndex={-1}>
            {mode === 'mobile' ? fields : null}
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        fields
      )}
      {slider ? (
        <SliderCaptcha {...slider} error={sliderMissing && !sliderVerified ? t('errors.verifyFirst') : slider.error} />
      ) : null}
      <div className={styles.consents}>
        <Checkbox
          {...form.check('terms')}
          required
          label={
            <Trans
              i18nKey="accounts.register.terms"
              components={{ terms: <Link href={termsHref} className={parts.textLink} /> }}
            />
          }
        />
        <Checkbox {...form.check('adult')} required label={t('accounts.register.adult')} />
      </div>
      <Button type="submit" size="lg" fullWidth loading={submitting}>
        {t('accounts.register.submit')}
      </Button>
      {onLogin ? (
        <p className={parts.footnote}>
          {t('accounts.register.haveAccount')}{' '}
          <Button type="button" variant="link" size="sm" onClick={onLogin}>
            {t('accounts.register.login')}
          </Button>
        </p>
      ) : null}
    </form>
  );
}
