import {
  authAffiliateEndpoint,
  isPlatformError,
  type RegisterInput,
  type RegisterResult,
  register,
  registerByMobile,
  requestMobileRegisterSmsCode,
  requestRegisterSmsCode,
} from '@lobby/api';
import { useCaptcha, useClient, useRegisterSettings } from '@lobby/api/hooks';
import { getDeviceId } from '@lobby/api/session';
import { useTranslation } from '@lobby/i18n';
import type {
  FormStatus,
  MobileNumber,
  RegisterFormProps,
  RegisterMode,
  RegisterSubmitValues,
  RegistrationFormField,
} from '@lobby/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { alerts } from '../../app/alerts';
import { modals } from '../../app/modals';
import { placeError } from './errors';
import { storedReferralCodes } from './referralCodes';
import { completeSession } from './session';
import { useAccountSwitches, useCountryOptions } from './useAccountSettings';
import { useCaptchaImage } from './useCaptchaImage';
import { useMountedRef } from './useMountedRef';
import { useSlider } from './useSlider';
import { useSmsCode } from './useSmsCode';

export interface RegisterFlowOptions {
  /** Closes the modal once the new member is logged in. */
  onDone: () => void;
}

/** Optional registration fields sent as they were typed, when filled. */
const passThroughFields = [
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'verificationCode',
  'captcha',
] as const;

/**
 * The platform's registration payload: the account name is the
 * mobile number in mobile mode, and, in username mode, the number without
 * leading zeros when no username was typed; confirmPassword is the password;
 * the referral code, domain, dialing code, `login: true`, the page and the
 * device go along (registerMethod WEB is added by @lobby/api).
 */
export function registrationPayload(
  values: RegisterSubmitValues,
  extra: { affiliateCode: string | undefined; referralCode: string | undefined; sliderToken: string },
): RegisterInput {
  const mobileNum = values.mobileNum?.trim() ?? '';
  const typed = values.username?.trim() ?? '';
  const username = values.mode === 'mobile' ? mobileNum : typed || mobileNum.replace(/^0+/, '');
  const password = values.password ?? '';
  const payload: RegisterInput = { username, password, login: true, sliderToken: extra.sliderToken };
  if (password) payload.confirmPassword = password;
  for (const field of passThroughFields) {
    const value = values[field]?.trim();
    if (value) payload[field] = value;
  }
  if (mobileNum) {
    payload.mobileNum = mobileNum;
    if (values.countryDialingCode) payload.countryDialingCode = values.countryDialingCode;
  }
  if (extra.affiliateCode) payload.affiliateCode = extra.affiliateCode;
  if (extra.referralCode) payload.referralCode = extra.referralCode;
  if (typeof location !== 'undefined') {
    payload.domain = location.host;
    payload.registerUrl = location.href;
  }
  payload.loginDeviceId = getDeviceId();
  return payload;
}

/**
 * The registration transitions (docs/product.md#registration) as props for the RegisterForm
 * view: the slider must pass; an affiliate code (typed, or from the link the
 * visitor came by when the field is hidden) is checked first and a bad one
 * answers invitation_code_error; then the registration, which logs the new
 * member in (login info, login state) and closes the modal. Any failure shows
 * the platform's message and keeps what was typed.
 */
export function useRegisterFlow({ onDone }: RegisterFlowOptions): RegisterFormProps {
  const { t } = useTranslation();
  const client = useClient();
  const switches = useAccountSwitches();
  const countries = useCountryOptions();
  const settings = useRegisterSettings();
  const rules = settings.data ?? {};
  const codes = useMemo(storedReferralCodes, []);
  const captchaRule = rules.captcha;
  const captchaShown = switches.registerCaptcha && captchaRule?.enabled !== false;
  const captcha = useCaptchaImage(useCaptcha({ enabled: captchaShown }));
  const slider = useSlider();
  const [status, setStatus] = useState<FormStatus>('idle');
  const [serverError, setServerError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<RegistrationFormField, string>>>({});
  const busy = useRef(false);
  const mounted = useMountedRef();

  // The affiliate field is hidden when the visitor's link brought a code.
  const affiliateCodeShown = !codes.affiliateCode;
  const affiliateEnabled = rules.affiliateCode?.enabled !== false;

  const sendUsernameSms = useCallback(
    (mobile: MobileNumber) =>
      requestRegisterSmsCode(client, { mobileNo: mobile.mobileNum, countryDialingCode: mobile.countryDialingCode }),
    [client],
  );
  const sendMobileSms = useCallback(
    (mobile: MobileNumber) =>
      requestMobileRegisterSmsCode(client, {
        mobileNo: mobile.mobileNum,
        countryDialingCode: mobile.countryDialingCode,
      }),
    [client],
  );
  const usernameSms = useSmsCode('register', sendUsernameSms);
  const mobileSms = useSmsCode('register', sendMobileSms);
  const [chosenMode, setMode] = useState<RegisterMode | null>(null);
  // Until the player picks a tab, the first one the settings offer.
  const mode: RegisterMode =
    chosenMode ?? (switches.usernameRegistration || !switches.mobileRegistration ? 'username' : 'mobile');
  const sms = mode === 'mobile' ? mobileSms : usernameSms;

  const onSubmit = useCallback(
    async (values: RegisterSubmitValues) => {
      if (busy.current) return;
      const sliderToken = slider.token();
      if (!sliderToken) {
        slider.demand();
        return;
      }
      busy.current = true;
      setStatus('submitting');
      setServerError(null);
      setFieldErrors({});
      const finish = () => {
        busy.current = false;
        if (mounted.current) setStatus('idle');
      };
      const onScreen = Object.keys(values).filter((key) => key !== 'mode') as RegistrationFormField[];

      const affiliateCode = values.affiliateCode?.trim() || codes.affiliateCode;
      if (affiliateEnabled && affiliateCode) {
        try {
          await client.call(authAffiliateEndpoint, { affiliateCode });
        } catch (error) {
          finish();
          if (isPlatformError(error) && error.kind === 'business') {
            // A warning popup with invitation_code_error; the field says it too.
            const message = t('status.invitation_code_error');
            alerts.show({ tone: 'warning', message });
            if (affiliateCodeShown && mounted.current) setFieldErrors({ affiliateCode: message });
          } else if (mounted.current) {
            setServerError(placeError(error, t, []).serverError);
          }
          return;
        }
      }

      const payload = registrationPayload(values, { affiliateCode, referralCode: codes.referralCode, sliderToken });
      let result: RegisterResult;
      try {
        if (values.mode === 'mobile') {
          // Mobile registration: the number is required, the password optional (MOBILENUMPASSREG3).
          const { password, confirmPassword, ...mobile } = payload;
          result = await registerByMobile(client, {
            ...mobile,
            mobileNum: payload.mobileNum ?? '',
            ...(password ? { password, confirmPassword } : {}),
          });
        } else {
          result = await register(client, payload);
        }
      } catch (error) {
        finish();
        if (!mounted.current) return;
        // The attempt used the slider's challenge and the captcha image up.
        slider.reset();
        if (captchaShown) captcha.renew();
        const placed = placeError(error, t, onScreen);
        setServerError(placed.serverError);
        setFieldErrors(placed.fieldErrors);
        return;
      }

      if (!result.token) {
        // Registered but not logged in: the player logs in with the new account.
        finish();
        modals.open('loginPopupModal');
        return;
      }
      try {
        await completeSession(client, result);
      } catch (error) {
        // The account exists but its session could not start: the player logs in with it.
        finish();
        alerts.show({ tone: 'warning', message: placeError(error, t, []).serverError ?? '' });
        modals.open('loginPopupModal');
        return;
      }
      finish();
      onDone();
    },
    [affiliateCodeShown, affiliateEnabled, captcha, captchaShown, client, codes, onDone, slider, t],
  );

  return {
    onSubmit,
    status,
    serverError,
    fieldErrors,
    rules,
    usernameRegistrationEnabled: switches.usernameRegistration,
    mobileRegistrationEnabled: switches.mobileRegistration,
    smsVerificationEnabled: switches.registerSms,
    mobilePasswordEnabled: switches.mobilePassword,
    mode,
    onModeChange: setMode,
    countries,
    smsEndsAt: sms.endsAt,
    smsStatus: sms.status,
    onRequestSms: (mobile, smsMode) => void (smsMode === 'mobile' ? mobileSms : usernameSms).request(mobile),
    onSmsCountdownEnd: sms.onCountdownEnd,
    captcha: captchaShown ? captcha.image : null,
    slider: slider.props,
    affiliateCodeShown,
    bonusAmount: '1000VND',
    termsHref: '/help#terms',
    onLogin: () => modals.open('loginPopupModal'),
  };
}
