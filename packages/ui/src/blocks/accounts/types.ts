/**
 * The contract between the account views and the site's containers.
 * Views never fetch: the container passes data and state in, and gets the
 * player's trimmed input back through `onSubmit`. On a failed submit the
 * container sets `serverError` (and `fieldErrors` when the platform names a
 * field) and `status` back to `'idle'`; the view keeps what was typed.
 */
import type { ReactNode } from 'react';
import type { AsyncStatus } from '../../primitives/AsyncRegion/asyncStatus';
import type {
  ChangePasswordField,
  ForgotPasswordField,
  ForgotPasswordMode,
  LoginField,
  LoginMode,
  LoginValues,
  RegisterMode,
  RegistrationField,
  RegistrationFieldRule,
  RegistrationFormField,
  RegistrationRules,
  RegistrationValues,
} from './validation';

// ---- shared view models ------------------------------------------------------------

/** `'submitting'` shows the submit button's spinner and ignores further submits. */
export type FormStatus = 'idle' | 'submitting';

/** The SMS "get code" button's request state; `'sending'` shows its spinner. */
export type SmsStatus = 'idle' | 'sending';

/** A mobile number as the platform takes it in an SMS code request. */
export interface MobileNumber {
  /** Digits, trimmed, without the dialing code. */
  mobileNum: string;
  /** The chosen country's dialing code without "+", e.g. `'63'`; `''` when no picker is shown. */
  countryDialingCode: string;
}

/** A country of the dialing-code picker. */
export interface CountryOption {
  /** ISO code, e.g. `'PH'`; also the key of the flag image. */
  code: string;
  /** Without "+", e.g. `'63'`. */
  dialingCode: string;
  /**
   * The flag as a path on the image CDN, `TCG_PROD_IMAGES/COUNTRY_FLAG/{code}.png`,
   * loaded from the nearest `CdnProvider`'s pool (another host once one fails).
   * A neutral icon shows when it is missing or broken.
   */
  flagPath?: string | undefined;
  /** The flag as a full address (or a `data:` URI); wins over `flagPath`. */
  flagUrl?: string | undefined;
  /** Shown in the list and read by screen readers; the code is used when missing. */
  name?: string | undefined;
}

/** The captcha image a failed login (or the register settings) asks for. */
export interface CaptchaImage {
  /** A `data:` URL of the platform's PNG; `null` while the first image loads. */
  src: string | null;
  /** Fetches a new image. The view calls it at most once a second. */
  onRefresh: () => void;
  /**
   * `'loading'` while the first image is on its way, `'refreshing'` while a new one replaces a used
   * one (both show a spinner), `'error'` when none could be fetched.
   */
  status?: AsyncStatus;
}

/** Social sign-in buttons. */
export type SocialProvider = 'google' | 'facebook';

/** Errors the platform put on named fields (e.g. "username taken"). */
export type FieldErrors<TField extends string> = Partial<Record<TField, string>>;

/** What every account form shares. */
export interface AccountFormBaseProps {
  /** `'submitting'` while the container waits for the platform. */
  status?: FormStatus;
  /** The platform's message after a failed submit, shown at the top of the form in an alert. */
  serverError?: string | null | undefined;
  className?: string;
}

// ---- SliderCaptcha -----------------------------------------------------------------------

/** A challenge issued by the platform (or the sandbox); `null` while it loads. */
export interface SliderChallenge {
  id: string;
}

/** What the player did, for the platform to verify. */
export interface SliderResult {
  challengeId: string;
  /** Where the thumb was released, 0–100 (percent of the track); 100 is the end. */
  position: number;
  /** Milliseconds from the first move to the release, so the verifier can tell people from scripts. */
  durationMs: number;
}

/** `'verifying'` while the container checks the result; `'verified'` once it passed. */
export type SliderStatus = 'idle' | 'verifying' | 'verified';

export interface SliderCaptchaProps {
  /** The challenge to answer; the slider is disabled while it is `null`. */
  challenge: SliderChallenge | null;
  /** Called once when the thumb reaches the end, by pointer drag or by keyboard. */
  onVerify: (result: SliderResult) => void;
  /** Changing it puts the thumb back at the start. */
  resetKey?: string | number;
  status?: SliderStatus;
  /** A message under the slider, e.g. "Complete the verification first". */
  error?: ReactNode;
  /**
   * Shown as "Try again" beside the message while there is no challenge: the
   * challenge could not be fetched, and the slider cannot be used until it is.
   */
  onRetry?: () => void;
  /** Accessible name and visible instruction; defaults to the translated "Slide to verify". */
  label?: string;
  /**
   * The quickest slide the checker accepts. A keyboard finish (End, or the
   * last arrow press) that comes sooner glides to the end over the rest of it
   * before it is reported, so a keyboard player is never refused for being quick.
   */
  minDurationMs?: number;
  disabled?: boolean;
  id?: string;
  className?: string;
}

// ---- LoginForm ----------------------------------------------------------------------------

/** What a login submit hands over: the platform's login request without captcha plumbing. */
export type LoginSubmitValues =
  | {
      type: 'username';
      username: string;
      password: string;
      /** Present only while the captcha image is shown. */
      captcha?: string;
      remember: boolean;
    }
  | {
      type: 'sms';
      mobileNum: string;
      countryDialingCode: string;
      verificationCode: string;
      captcha?: string;
      remember: boolean;
    };

export interface LoginFormProps extends AccountFormBaseProps {
  onSubmit: (values: LoginSubmitValues) => Promise<void> | void;
  fieldErrors?: FieldErrors<LoginField>;
  /** Remembered username / mobile number and the remember box (1-day cookies). */
  defaultValues?: Partial<LoginValues>;
  /** Controlled tab; leave out to let the form keep it. */
  mode?: LoginMode;
  defaultMode?: LoginMode;
  onModeChange?: (mode: LoginMode) => void;
  /** MOBILEVERCODELOGIN3: offers the mobile (SMS) tab. */
  smsLoginEnabled?: boolean;
  /** Countries of the dialing-code picker; no picker when empty. */
  countries?: readonly CountryOption[];
  /** When the SMS resend wait ends (epoch ms); `null` when the button is ready. */
  smsEndsAt?: number | null;
  smsStatus?: SmsStatus;
  /** Called with a valid mobile number, at most once a second. */
  onRequestSms?: (mobile: MobileNumber) => void;
  onSmsCountdownEnd?: () => void;
  /** The captcha image, only after the platform asked for it. */
  captcha?: CaptchaImage | null;
  /** The slider captcha; when given, it must be verified before the form submits. */
  slider?: SliderCaptchaProps | null;
  onForgotPassword?: () => void;
  /** Shows "New here? Create an account" (the standalone login page; the modal has its tabs). */
  onRegister?: () => void;
  /** FREEPLAY3: shows the free trial button. */
  freePlayEnabled?: boolean;
  onFreePlay?: () => void;
  freePlayStatus?: FormStatus;
  googleEnabled?: boolean;
  facebookEnabled?: boolean;
  onSocialLogin?: (provider: SocialProvider) => void;
}

// ---- RegisterForm ---------------------------------------------------------------------------

/** The trimmed values of the fields on screen, by the platform's field names. */
export type RegisterSubmitValues = Partial<Record<RegistrationField, string>> & {
  /** `'username'` → `register`; `'mobile'` → `registerByMobile`. */
  mode: RegisterMode;
  /** The chosen dialing code without "+"; `''` when no picker is shown. */
  countryDialingCode: string;
};

export interface RegisterFormProps extends AccountFormBaseProps {
  onSubmit: (values: RegisterSubmitValues) => Promise<void> | void;
  fieldErrors?: FieldErrors<RegistrationFormField>;
  /** E.g. the affiliate code from the URL, a default dialing code. */
  defaultValues?: Partial<RegistrationValues>;
  /** The server's per-field rules: what shows, what is required, what is valid. */
  rules: RegistrationRules;
  /** USERNAMEREG3 (default on). */
  usernameRegistrationEnabled?: boolean;
  /** MOBILENUMREG3. */
  mobileRegistrationEnabled?: boolean;
  /** REGMOBVERF3: an SMS code confirms the mobile number. */
  smsVerificationEnabled?: boolean;
  /** MOBILENUMPASSREG3: mobile registration also sets a password. */
  mobilePasswordEnabled?: boolean;
  mode?: RegisterMode;
  defaultMode?: RegisterMode;
  onModeChange?: (mode: RegisterMode) => void;
  countries?: readonly CountryOption[];
  smsEndsAt?: number | null;
  smsStatus?: SmsStatus;
  /** Called with a valid mobile number, at most once a second; `mode` picks the SMS call. */
  onRequestSms?: (mobile: MobileNumber, mode: RegisterMode) => void;
  onSmsCountdownEnd?: () => void;
  /** The captcha image; shown (and validated by the `captcha` rule) when given. */
  captcha?: CaptchaImage | null;
  slider?: SliderCaptchaProps | null;
  /** `false` hides the affiliate code field (the code then comes from the URL). Default on. */
  affiliateCodeShown?: boolean;
  /** The amount in the title (1000VND). */
  bonusAmount?: string;
  /** Overrides the title. */
  title?: ReactNode;
  /** Where the terms link goes (/help#terms). */
  termsHref?: string;
  /** Switches the modal to the login tab ("Already have an account?"). */
  onLogin?: () => void;
}

// ---- ForgotPasswordForm ------------------------------------------------------------------------

export type ForgotPasswordSubmitValues =
  | { mode: 'email'; username: string; email: string }
  | {
      mode: 'mobile';
      mobileNum: string;
      countryDialingCode: string;
      verificationCode: string;
      newPassword: string;
      confirmNewPassword: string;
    };

export interface ForgotPasswordFormProps extends AccountFormBaseProps {
  onSubmit: (values: ForgotPasswordSubmitValues) => Promise<void> | void;
  fieldErrors?: FieldErrors<ForgotPasswordField>;
  defaultValues?: Partial<{
    username: string;
    email: string;
    mobileNum: string;
    countryDialingCode: string;
  }>;
  /** CHNGPASSVERIF3: offers the mobile tab. */
  mobileEnabled?: boolean;
  mode?: ForgotPasswordMode;
  defaultMode?: ForgotPasswordMode;
  onModeChange?: (mode: ForgotPasswordMode) => void;
  countries?: readonly CountryOption[];
  smsEndsAt?: number | null;
  smsStatus?: SmsStatus;
  onRequestSms?: (mobile: MobileNumber) => void;
  onSmsCountdownEnd?: () => void;
  /** The platform's password rule (register settings' `password`); a 6–20 no-spaces rule otherwise. */
  passwordRule?: RegistrationFieldRule | null;
  /** Back to the login form. */
  onBackToLogin?: () => void;
}

// ---- ChangePasswordForm -----------------------------------------------------------------------------

export interface ChangePasswordSubmitValues {
  /** Present only when the form asked for it. */
  oldPassword?: string;
  newPassword: string;
  confirmNewPassword: string;
}

export interface ChangePasswordFormProps extends AccountFormBaseProps {
  onSubmit: (values: ChangePasswordSubmitValues) => Promise<void> | void;
  fieldErrors?: FieldErrors<ChangePasswordField>;
  /** The account whose password changes (shown). */
  account: string;
  /** Asks for the old password; off when it is known from login. */
  needsOldPassword: boolean;
  /** The forced change after login (default or expired password): explains why. */
  reason?: 'default' | 'expired' | null;
  passwordRule?: RegistrationFieldRule | null;
  /** Shows a cancel button (not offered in the forced flow). */
  onCancel?: () => void;
}

// ---- AuthModal ------------------------------------------------------------------------------------------

export type AuthTab = 'login' | 'register';

/** A banner image over the forms; a bare URL is decorative, give `alt` when the art carries words. */
export type AuthBanner = string | { src: string; alt?: string | undefined };

export interface AuthModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The tab shown; the modal is `loginPopupModal` or `registerModal` by it. */
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  /** DIRECTREG3: offers the register tab. */
  registerEnabled?: boolean;
  /** The banner of the w_login group. */
  loginBanner?: AuthBanner | null;
  /** The w_register banner. */
  registerBanner?: AuthBanner | null;
  /** The login form (a `LoginForm` the container wires). */
  login: ReactNode;
  /** The register form. */
  register?: ReactNode;
  /** Runs before a close; `false` keeps the modal open (see `Modal`). */
  beforeClose?: () => boolean | Promise<boolean>;
  className?: string;
}
