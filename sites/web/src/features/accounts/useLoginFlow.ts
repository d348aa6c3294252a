import {
  authLoginEndpoint,
  authLoginSmsEndpoint,
  defaultPasswordCheck,
  isPlatformError,
  type LoginRequest,
  type LoginResult,
  loginNeedsCaptcha,
  needsPasswordChange,
  playForFree,
} from '@lobby/api';
import { useCaptcha, useClient } from '@lobby/api/hooks';
import { getDeviceId, holdToken, readRememberedLogin, writeToken } from '@lobby/api/session';
import { useTranslation } from '@lobby/i18n';
import type { FormStatus, LoginField, LoginFormProps, LoginSubmitValues, LoginValues } from '@lobby/ui';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { alerts } from '../../app/alerts';
import { modals } from '../../app/modals';
import { afterLoginFlag, fireFirstLogin, forcedChange } from './accountState';
import { placeError } from './errors';
import { rememberAfterLogin, removeLegacyPassword } from './remember';
import { completeSession } from './session';
import { useAccountSwitches, useCountryOptions } from './useAccountSettings';
import { useCaptchaImage } from './useCaptchaImage';
import { useMountedRef } from './useMountedRef';
import { useSlider } from './useSlider';
import { useSmsCode } from './useSmsCode';

export interface LoginFlowOptions {
  /** Closes the login modal once the player is in (the modal host also leaves /login). */
  onDone: () => void;
}

/** What the remembered cookies fill in: the username and the SMS mobile, never a password. */
export function rememberedDefaults(): { values: Partial<LoginValues>; mode: 'username' | 'sms' } {
  const remembered = readRememberedLogin();
  const values: Partial<LoginValues> = { remember: Boolean(remembered.username || remembered.smsMobile) };
  if (remembered.username) values.username = remembered.username;
  if (remembered.smsMobile) {
    values.mobileNum = remembered.smsMobile.mobileNum;
    values.countryDialingCode = remembered.smsMobile.countryDialingCode;
  }
  return { values, mode: remembered.smsMobile && !remembered.username ? 'sms' : 'username' };
}

function loginRequest(values: LoginSubmitValues, sliderToken: string, captchaShown: boolean): LoginRequest {
  const captcha = captchaShown && values.captcha ? { captcha: values.captcha } : {};
  const common = { sliderToken, loginDeviceId: getDeviceId(), ...captcha };
  return values.type === 'username'
    ? { type: 'username', username: values.username, password: values.password, ...common }
    : {
        type: 'sms',
        mobileNum: values.mobileNum,
        countryDialingCode: values.countryDialingCode,
        verificationCode: values.verificationCode,
        ...common,
      };
}

/**
 * The login transitions (docs/product.md#login), as props for the LoginForm view:
 * validate (the view), the slider must pass, then the login call. A failure
 * resets the slider, and shows and fetches the captcha image when the
 * platform asks for it. A success stores the token, fires the first-login
 * action, then either opens the forced password change (password 123456, or
 * expired while expiry is enforced; never for SMS logins) or loads the login
 * info, sets the after-login flag and closes the modal. Remember me keeps the
 * username or the SMS mobile for a day, and never the password.
 */
export function useLoginFlow({ onDone }: LoginFlowOptions): LoginFormProps {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const switches = useAccountSwitches();
  const countries = useCountryOptions();
  const [status, setStatus] = useState<FormStatus>('idle');
  const [freePlayStatus, setFreePlayStatus] = useState<FormStatus>('idle');
  const [serverError, setServerError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<LoginField, string>>>({});
  const [captchaShown, setCaptchaShown] = useState(false);
  const captcha = useCaptchaImage(useCaptcha({ enabled: captchaShown }));
  const slider = useSlider();
  const busy = useRef(false);
  const mounted = useMountedRef();
  const defaults = useMemo(rememberedDefaults, []);

  const sendSms = useCallback(
    (mobile: { mobileNum: string; countryDialingCode: string }) => client.call(authLoginSmsEndpoint, mobile),
    [client],
  );
  const sms = useSmsCode('login', sendSms);

  const fail = useCallback(
    (error: unknown, fields: readonly LoginField[]) => {
      const placed = placeError(error, t, fields);
      setServerError(placed.serverError);
      setFieldErrors(placed.fieldErrors);
    },
    [t],
  );

  const onSubmit = useCallback(
    async (values: LoginSubmitValues) => {
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
      let result: LoginResult;
      try {
        result = await client.call(authLoginEndpoint, loginRequest(values, sliderToken, captchaShown));
      } catch (error) {
        busy.current = false;
        if (!mounted.current) return;
        slider.reset();
        const asksForCaptcha = isPlatformError(error) && loginNeedsCaptcha(error);
        // An image is good for one guess: a shown one was used up by this attempt.
        if (captchaShown) captcha.renew();
        else if (asksForCaptcha) setCaptchaShown(true);
        const shown = captchaShown || asksForCaptcha;
        fail(
          error,
          values.type === 'username'
            ? ['username', 'password', ...(shown ? (['captcha'] as const) : [])]
            : ['mobileNum', 'verificationCode', ...(shown ? (['captcha'] as const) : [])],
        );
        setStatus('idle');
        return;
      }

      rememberAfterLogin(
        values.type === 'username'
          ? { type: 'username', username: values.username, password: values.password, remember: values.remember }
          : {
              type: 'sms',
              mobileNum: values.mobileNum,
              countryDialingCode: values.countryDialingCode,
              remember: values.remember,
            },
      );
      const mustChangePassword =
        values.type === 'username' &&
        needsPasswordChange({
          type: values.type,
          password: values.password,
          passwordExpired: result.passwordExpired,
          expiryEnforced: switches.expiryEnforced,
        });
      // Until the forced change is made the token is only in memory: a reload leaves a visitor.
      if (mustChangePassword) holdToken(result.token);
      else writeToken(result.token);
      const account = result.userName ?? (values.type === 'username' ? values.username : values.mobileNum);
      if (result.firstTimeLogin) fireFirstLogin({ account });

      if (mustChangePassword) {
        forcedChange.begin({
          account,
          oldPassword: values.password,
          reason: values.password === defaultPasswordCheck ? 'default' : 'expired',
          remember: values.remember,
        });
        busy.current = false;
        if (mounted.current) setStatus('idle');
        modals.open('changePassModal');
        return;
      }

      try {
        await completeSession(client, result);
      } catch (error) {
        busy.current = false;
        if (!mounted.current) return;
        slider.reset();
        fail(error, []);
        setStatus('idle');
        return;
      }
      afterLoginFlag.set();
      busy.current = false;
      if (mounted.current) setStatus('idle');
      onDone();
    },
    [captcha, captchaShown, client, fail, onDone, slider, switches.expiryEnforced],
  );

  const onFreePlay = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setFreePlayStatus('submitting');
    setServerError(null);
    try {
      await completeSession(client, await playForFree(client));
    } catch (error) {
      busy.current = false;
      if (!mounted.current) return;
      fail(error, []);
      setFreePlayStatus('idle');
      return;
    }
    removeLegacyPassword();
    busy.current = false;
    if (mounted.current) setFreePlayStatus('idle');
    modals.close();
    navigate('/');
  }, [client, fail, navigate]);

  const onSocialLogin = useCallback(() => {
    // Google and Facebook sign-in are not built: the buttons say so instead of failing silently.
    alerts.show({ tone: 'warning', message: t('errors.phoneAuth.operationNotAllowed') });
  }, [t]);

  return {
    onSubmit,
    status,
    serverError,
    fieldErrors,
    defaultValues: defaults.values,
    defaultMode: defaults.mode,
    smsLoginEnabled: switches.smsLogin,
    countries,
    smsEndsAt: sms.endsAt,
    smsStatus: sms.status,
    onRequestSms: (mobile) => void sms.request(mobile),
    onSmsCountdownEnd: sms.onCountdownEnd,
    captcha: captchaShown ? captcha.image : null,
    slider: slider.props,
    onForgotPassword: () => modals.open('forgetPassModal'),
    freePlayEnabled: switches.freePlay,
    onFreePlay: () => void onFreePlay(),
    freePlayStatus,
    googleEnabled: switches.google,
    facebookEnabled: switches.facebook,
    onSocialLogin,
  };
}
