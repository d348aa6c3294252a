/**
 * The one error type every platform call rejects with. The UI switches on
 * `kind` and shows `t(messageKey)`; for business errors it may prefer the
 * platform's own `message` ("a message and a code that the UI must
 * show, translated where a key exists").
 */

export type PlatformErrorKind =
  | 'network'
  | 'timeout'
  | 'unauthorized'
  | 'maintenance'
  | 'region-restricted'
  | 'server'
  | 'business'
  | 'invalid-response'
  | 'aborted';

/** Every `errors.*` key of @lobby/i18n that a PlatformError can carry. */
export const errorMessageKeys = [
  'errors.network',
  'errors.timeout',
  'errors.notLoggedIn',
  'errors.maintenance',
  'errors.regionRestricted',
  'errors.server',
  'errors.business',
  'errors.invalidResponse',
  'errors.aborted',
  'errors.functionNotAvailable',
  'errors.invalidPaymentPassword',
  'errors.noPaymentPassword',
] as const;

export type ErrorMessageKey = (typeof errorMessageKeys)[number];

const defaultKeyOfKind: Record<PlatformErrorKind, ErrorMessageKey> = {
  network: 'errors.network',
  timeout: 'errors.timeout',
  unauthorized: 'errors.notLoggedIn',
  maintenance: 'errors.maintenance',
  'region-restricted': 'errors.regionRestricted',
  server: 'errors.server',
  business: 'errors.business',
  'invalid-response': 'errors.invalidResponse',
  aborted: 'errors.aborted',
};

/**
 * Platform error codes with a message of our own. Only codes seen in the
 * platform's traffic are listed; any other business error keeps
 * `errors.business` and carries the platform's message.
 */
const keyOfErrorCode: Record<string, ErrorMessageKey> = {
  'function.not.available': 'errors.functionNotAvailable',
  'invalid.payment.pw': 'errors.invalidPaymentPassword',
  'not.exists.payment.password': 'errors.noPaymentPassword',
};

export function messageKeyOf(kind: PlatformErrorKind, errorCode?: string): ErrorMessageKey {
  if (kind === 'business' && errorCode !== undefined) {
    const key = keyOfErrorCode[errorCode];
    if (key) return key;
  }
  return defaultKeyOfKind[kind];
}

export interface PlatformErrorInit {
  kind: PlatformErrorKind;
  /** Developer-facing text; for business errors the platform's own message. */
  message?: string;
  messageKey?: ErrorMessageKey;
  status?: number;
  errorCode?: string;
  /** Dotted path of the offending field (invalid-response only), e.g. `value.games.3.gameName`. */
  path?: string;
  /** Id of the endpoint definition, e.g. `session.login`. */
  endpoint?: string;
  /**
   * The `value` of a failed envelope: some failures carry data the UI needs
   * (a failed login's `value.captcha` asks for the captcha image).
   */
  details?: unknown;
  cause?: unknown;
}

export class PlatformError extends Error {
  override readonly name = 'PlatformError';
  readonly kind: PlatformErrorKind;
  readonly messageKey: ErrorMessageKey;
  readonly status: number | undefined;
  readonly errorCode: string | undefined;
  readonly path: string | undefined;
  readonly endpoint: string | undefined;
  readonly details: unknown;

  constructor(init: PlatformErrorInit) {
    super(init.message ?? defaultKeyOfKind[init.kind], init.cause === undefined ? undefined : { cause: init.cause });
    this.kind = init.kind;
    this.messageKey = init.messageKey ?? messageKeyOf(init.kind, init.errorCode);
    this.status = init.status;
    this.errorCode = init.errorCode;
    this.path = init.path;
    this.endpoint = init.endpoint;
    this.details = init.details;
  }

  /** True for the platform's business failures that came with a message of their own. */
  get hasPlatformMessage(): boolean {
    return this.kind === 'business' && this.message !== '' && this.message !== defaultKeyOfKind.business;
  }
}

export function isPlatformError(value: unknown): value is PlatformError {
  return value instanceof PlatformError;
}

/**
 * The text to show for an error: the translated key, except for a business
 * error without a key of its own, where the platform's message is what the
 * player needs to read.
 */
export function platformErrorText(error: PlatformError, translate: (key: ErrorMessageKey) => string): string {
  if (error.messageKey === 'errors.business' && error.hasPlatformMessage) return error.message;
  return translate(error.messageKey);
}
