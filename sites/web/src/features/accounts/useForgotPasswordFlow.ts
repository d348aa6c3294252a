import {
  authForgotPasswordEmailEndpoint,
  authLoginEndpoint,
  authLoginSmsEndpoint,
  authResetPasswordByPhoneEndpoint,
} from '@lobby/api';
import { useClient, useRegisterSettings } from '@lobby/api/hooks';
import { getDeviceId } from '@lobby/api/session';
import { useTranslation } from '@lobby/i18n';
import type {
  ForgotPasswordField,
  ForgotPasswordFormProps,
  ForgotPasswordMode,
  ForgotPasswordSubmitValues,
  FormStatus,
  MobileNumber,
  SliderCaptchaProps,
} from '@lobby/ui';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { alerts } from '../../app/alerts';
import { modals } from '../../app/modals';
import { afterLoginFlag } from './accountState';
import { errorText, placeError } from './errors';
import { completeSession } from './session';
import { useAccountSwitches, useCountryOptions } from './useAccountSettings';
import { useMountedRef } from './useMountedRef';
import { useSlider } from './useSlider';
import { useSmsCode } from './useSmsCode';

export interface ForgotPasswordFlowOptions {
  /** Closes the modal (after the reset e-mail is on its way). */
  onDone: () => void;
}

export interface ForgotPasswordFlow {
  form: ForgotPasswordFormProps;
  /**
   * After a reset by phone: the slide that logs the player in with the new
   * password. Every login passes the slider, and this one follows
   * the reset at once, so the form gives way to the slider alone.
   */
  loginStep: { account: string; slider: SliderCaptchaProps; status: FormStatus } | null;
}

/** The account and the new password after a reset by phone; in memory only, until the login. */
interface Reset {
  account: string;
  password: string;
}

/**
 * Forgot password: by e-mail, the platform sends a reset e-mail,
 * an info popup says so and the modal closes; by phone (CHNGPASSVERIF3), the
 * SMS code sets the new password, then one slide logs the player in with it
 * and takes them to '/'. Failures show the platform's message and keep the
 * input.
 */
export function useForgotPasswordFlow({ onDone }: ForgotPasswordFlowOptions): ForgotPasswordFlow {
  const { t } = useTranslation();
  const client = useClient();
  const navigate = useNavigate();
  const switches = useAccountSwitches();
  const countries = useCountryOptions();
  const settings = useRegisterSettings();
  const [chosenMode, setMode] = useState<ForgotPasswordMode | null>(null);
  const mode: ForgotPasswordMode = switches.resetByPhone ? (chosenMode ?? 'email') : 'email';
  const [status, setStatus] = useState<FormStatus>('idle');
  const [serverError, setServerError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<ForgotPasswordField, string>>>({});
  const [reset, setReset] = useState<Reset | null>(null);
  const [loginStatus, setLoginStatus] = useState<FormStatus>('idle');
  const busy = useRef(false);
  const mounted = useMountedRef();

  const sendSms = useCallback((mobile: MobileNumber) => client.call(authLoginSmsEndpoint, mobile), [client]);
  const sms = useSmsCode('forgot', sendSms);

  // The slider calls the login, and the login hands a refusal back to the slider: a ref closes the circle.
  const refuseRef = useRef<(message: string) => void>(() => undefined);
  const logInWithNewPassword = useCallback(
    async (sliderToken: string) => {
      if (!reset || busy.current) return;
      busy.current = true;
      setLoginStatus('submitting');
      try {
        const result = await client.call(authLoginEndpoint, {
          type: 'username',
          username: reset.account,
          password: reset.password,
          sliderToken,
          loginDeviceId: getDeviceId(),
        });
        await completeSession(client, result);
      } catch (error) {
        busy.current = false;
        if (!mounted.current) return;
        setLoginStatus('idle');
        refuseRef.current(errorText(error, t));
        return;
      }
      busy.current = false;
      afterLoginFlag.set();
      modals.close();
      navigate('/');
    },
    [client, navigate, reset, t],
  );
  const slider = useSlider({ enabled: reset !== null, onVerified: (token) => void logInWithNewPassword(token) });
  refuseRef.current = slider.refuse;

  const onSubmit = useCallback(
    async (values: ForgotPasswordSubmitValues) => {
      if (busy.current) return;
      busy.current = true;
      setStatus('submitting');
      setServerError(null);
      setFieldErrors({});
      const finish = () => {
        busy.current = false;
        if (mounted.current) setStatus('idle');
      };
      const failWith = (error: unknown, fields: readonly ForgotPasswordField[]) => {
        if (!mounted.current) return;
        const placed = placeError(error, t, fields);
        setServerError(placed.serverError);
        setFieldErrors(placed.fieldErrors);
      };

      if (values.mode === 'email') {
        try {
          await client.call(authForgotPasswordEmailEndpoint, { username: values.username, email: values.email });
        } catch (error) {
          finish();
          failWith(error, ['username', 'email']);
          return;
        }
        finish();
        alerts.show({ tone: 'info', message: t('accounts.flows.resetEmailSent') });
        onDone();
        return;
      }

      try {
        const answer = await client.call(authResetPasswordByPhoneEndpoint, {
          newPassword: values.newPassword,
          mobileNum: values.mobileNum,
          verificationCode: values.verificationCode,
          ...(values.countryDialingCode ? { countryDialingCode: values.countryDialingCode } : {}),
        });
        finish();
        if (mounted.current) setReset({ account: answer.username ?? values.mobileNum, password: values.newPassword });
      } catch (error) {
        finish();
        failWith(error, ['mobileNum', 'verificationCode', 'newPassword']);
      }
    },
    [client, onDone, t],
  );

  return {
    form: {
      onSubmit,
      status,
      serverError,
      fieldErrors,
      mobileEnabled: switches.resetByPhone,
      mode,
      onModeChange: setMode,
      countries,
      smsEndsAt: sms.endsAt,
      smsStatus: sms.status,
      onRequestSms: (mobile) => void sms.request(mobile),
      onSmsCountdownEnd: sms.onCountdownEnd,
      passwordRule: settings.data?.password ?? null,
      onBackToLogin: () => modals.open('loginPopupModal'),
    },
    loginStep: reset ? { account: reset.account, slider: slider.props, status: loginStatus } : null,
  };
}
