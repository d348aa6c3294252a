import { isPlatformError } from '@lobby/api';
import type { TFunction } from '@lobby/i18n';
import { errorTextOf } from '@lobby/view-models';
import { reportPlatformError } from '../../app/systemAlerts';

/**
 * The text of a failed account call (`errorTextOf`): nothing is swallowed,
 * every failure gets a text the player can read.
 */
export function describeError(error: unknown, t: TFunction): string {
  return errorTextOf(error, (key) => t(key));
}

/** `describeError` for a call that just failed: maintenance or a region block found mid-flow also reach the shell. */
export function errorText(error: unknown, t: TFunction): string {
  reportPlatformError(error);
  return describeError(error, t);
}

/**
 * Error codes that name a field of the form, so the message shows on that
 * field instead of at the top. The platform's codes as far as they are known
 * (the sandbox plays the same ones); any other code stays a form message.
 */
const fieldOfErrorCode: Record<string, string> = {
  'captcha.required': 'captcha',
  'captcha.invalid': 'captcha',
  'sms.code.invalid': 'verificationCode',
  'mobile.not.registered': 'mobileNum',
  'mobile.exists': 'mobileNum',
  'username.exists': 'username',
  'invitation.code.error': 'affiliateCode',
  'password.incorrect': 'oldPassword',
  'password.not.match': 'confirmPassword',
  'password.same.as.old': 'newPassword',
  'account.email.not.match': 'email',
};

export interface PlacedError<TField extends string> {
  serverError: string | null;
  fieldErrors: Partial<Record<TField, string>>;
}

/**
 * Where a failure's message goes: on the field it names when that field is
 * on screen, at the top of the form otherwise.
 */
export function placeError<TField extends string>(
  error: unknown,
  t: TFunction,
  fieldsOnScreen: readonly TField[],
): PlacedError<TField> {
  const text = errorText(error, t);
  const code = isPlatformError(error) ? error.errorCode : undefined;
  const field = code === undefined ? undefined : fieldOfErrorCode[code];
  if (field !== undefined && (fieldsOnScreen as readonly string[]).includes(field)) {
    return { serverError: null, fieldErrors: { [field]: text } as Partial<Record<TField, string>> };
  }
  return { serverError: text, fieldErrors: {} };
}
