import { base64Encode, utf8Encode } from '../codec/bytes';
import { CodecError } from '../codec/errors';
import { type RandomSource, secureRandom } from '../codec/random';
import {
  type EndpointDefinition,
  type EnvelopeRule,
  fillPath,
  type HttpMethod,
  type InputArgs,
  type RequestFormat,
  type ResponseOf,
  type TokenRule,
} from '../endpoints/define';
import { collectDroppedRows, type DroppedRow } from '../endpoints/fields';
import { getDeviceId } from '../session/deviceId';
import { cookieNames } from '../session/keys';
import { clearSession, initSession, readLanguage, readToken, subscribeSession } from '../session/session';
import { envelopeSchema, isEnvelopeLike, parseOrThrow } from './envelope';
import { PlatformError, type PlatformErrorKind } from './errors';
import { toSearchParams, withQuery } from './query';

// The payload cipher (RSA, DES) loads with the first encrypted call: the first route makes none.
let payloadCodec: Promise<typeof import('../codec/payload')> | null = null;
function loadPayloadCodec(): Promise<typeof import('../codec/payload')> {
  payloadCodec ??= import('../codec/payload').catch((cause: unknown) => {
    payloadCodec = null;
    throw new CodecError('cipher-unavailable', 'The payload cipher could not be loaded', cause);
  });
  return payloadCodec;
}

/** The platform's RSA public key for payload encryption (docs/platform.md#encrypted-calls, step 1). */
export const rsaKeyPath = '/wps/session/key/rsa';

/** Error codes that mean the session has ended. */
export const sessionEndedErrorCodes: readonly string[] = ['customer.not.login', 'user.or.token.invalid'];

export const defaultTimeoutMs = 15_000;

/** What an encrypted call produced, for deployments that want more headers. */
export interface EncryptionParts {
  /** The body's `value` (base64 DES cipher text). */
  value: string;
  /** The `Encryption` header (RSA of the reversed payload key). */
  encryption: string;
  /** The RSA modulus the platform handed out, as hex. */
  modulus: string;
}

/**
 * `X-Digest` and `X-RSA` as the platform's own bundle sends them: some
 * deployments answer `400 request_body_required` without them.
 */
export const digestAndRsaHeaders = (parts: EncryptionParts): Record<string, string> => ({
  'X-Digest': parts.value,
  'X-RSA': parts.modulus,
});

export interface PlatformClientConfig {
  /** Origin (and path prefix) of the platform; '' sends to the page's own origin. */
  baseUrl?: string;
  merchantCode: string;
  /** `Device` header; the platform's web client sends `web`. */
  device?: string;
  /** `Language` header; defaults to the saved `hisLang`/`lang`, else EN. */
  getLanguage?: () => string;
  /** Defaults to the session token in session storage. */
  getToken?: () => string | null | undefined;
  /** Lets hooks follow a custom token source; defaults to the session module's. */
  subscribeToken?: (listener: () => void) => () => void;
  /** Lets hooks follow a custom language source; defaults to the session module's. */
  subscribeLanguage?: (listener: () => void) => () => void;
  /**
   * Called once per call that ends the session (401, `customer.not.login`,
   * `user.or.token.invalid`) when the token it sent is still the current one:
   * a late refusal of an old session's call leaves a newer session alone.
   * Defaults to clearing session storage while keeping the merchant code.
   */
  onSessionEnded?: (error: PlatformError) => void;
  /**
   * Called when an answer's lists left out rows that could not be read (the
   * rest of the answer is used). Defaults to a console warning naming the call.
   */
  onDroppedRows?: (report: { endpoint: string; dropped: readonly DroppedRow[] }) => void;
  timeoutMs?: number;
  /** Sent on every call; cannot replace `Merchant`. */
  extraHeaders?: Record<string, string> | (() => Record<string, string>);
  /** The platform's bundle sends `ModuleId`; another client writes `Module-Id`. */
  moduleIdHeader?: string;
  /** Extra headers for encrypted calls, per merchant (e.g. `digestAndRsaHeaders`). */
  encryptionHeaders?: (parts: EncryptionParts) => Record<string, string>;
  /** Error codes this deployment uses for maintenance or region blocks. */
  errorCodeKinds?: Readonly<Record<string, 'maintenance' | 'region-restricted' | 'unauthorized'>>;
  fetch?: typeof fetch;
  /** Cookie mode for cross-origin deployments; same-origin by default. */
  credentials?: RequestCredentials;
  getDeviceId?: () => string;
  /** `X-Real-UA` source; null leaves the header out. Defaults to `navigator.userAgent`. */
  userAgent?: string | null;
  /** For the payload key; defaults to crypto.getRandomValues. */
  random?: RandomSource;
  now?: () => number;
}

/** Per-call options every platform function accepts. */
export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the client's timeout for this call. */
  timeoutMs?: number;
  headers?: Record<string, string>;
}

/** What `call` takes after the definition: its input (left out when the call needs no fields), then options. */
export type CallArgs<TDefinition> = InputArgs<TDefinition, CallOptions>;

export interface RequestOptions extends CallOptions {
  /** Query fields (any method). */
  query?: unknown;
  /** Body fields (POST, PUT; DELETE rarely). */
  body?: unknown;
  /** Body encoding; `formPost` sets `form`. */
  format?: Exclude<RequestFormat, 'query'>;
  token?: TokenRule;
  encrypted?: boolean;
  moduleId?: string;
  envelope?: EnvelopeRule;
  /** Endpoint id, carried by errors. */
  endpoint?: string;
}

export interface PlatformClient {
  readonly merchantCode: string;
  readonly baseUrl: string;
  readonly device: string;
  /** Raw verbs: resolve with the envelope's unparsed `value`. */
  get(path: string, options?: RequestOptions): Promise<unknown>;
  post(path: string, options?: RequestOptions): Promise<unknown>;
  put(path: string, options?: RequestOptions): Promise<unknown>;
  formPost(path: string, options?: RequestOptions): Promise<unknown>;
  delete(path: string, options?: RequestOptions): Promise<unknown>;
  /**
   * Makes a defined call and parses its `value` with the definition's schema:
   * `client.call(walletBalanceEndpoint)`, `client.call(walletWithdrawEndpoint, input, { signal })`.
   */
  call<TDefinition extends EndpointDefinition>(
    definition: TDefinition,
    ...args: CallArgs<TDefinition>
  ): Promise<ResponseOf<TDefinition>>;
  /** The platform's current RSA modulus (hex), fetched fresh for each encrypted call. */
  fetchRsaKey(options?: CallOptions): Promise<string>;
  token(): string | null;
  subscribeToken(listener: () => void): () => void;
  language(): string;
  subscribeLanguage(listener: () => void): () => void;
  readonly random: RandomSource;
  now(): number;
}

interface Deadline {
  readonly signal: AbortSignal;
  readonly timedOut: boolean;
  readonly abortedByCaller: boolean;
  clear(): void;
}

function createDeadline(outer: AbortSignal | undefined, timeoutMs: number): Deadline {
  const controller = new AbortController();
  let timedOut = false;
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer) {
    if (outer.aborted) controller.abort(outer.reason);
    else outer.addEventListener('abort', onOuterAbort, { once: true });
  }
  const timer =
    Number.isFinite(timeoutMs) && timeoutMs > 0
      ? setTimeout(() => {
          timedOut = true;
          controller.abort(new DOMException('The call took too long', 'TimeoutError'));
        }, timeoutMs)
      : undefined;
  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut;
    },
    get abortedByCaller() {
      return outer?.aborted === true;
    },
    clear() {
      if (timer !== undefined) clearTimeout(timer);
      outer?.removeEventListener('abort', onOuterAbort);
    },
  };
}

/** Settles with `work` unless `signal` aborts first: a fetch that ignores its signal still times out. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** For sources that never announce changes. */
const ignoreSubscription = (): (() => void) => () => {};

function defaultUserAgent(): string | null {
  return typeof navigator !== 'undefined' && typeof navigator.userAgent === 'string' ? navigator.userAgent : null;
}

function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path}`;
}

export function createPlatformClient(config: PlatformClientConfig): PlatformClient {
  const baseUrl = config.baseUrl ?? '';
  const merchantCode = config.merchantCode;
  const device = config.device ?? 'web';
  const moduleIdHeader = config.moduleIdHeader ?? 'ModuleId';
  const timeoutDefault = config.timeoutMs ?? defaultTimeoutMs;
  const random = config.random ?? secureRandom;
  const now = config.now ?? (() => Date.now());
  const getToken = config.getToken ?? readToken;
  const getLanguage = config.getLanguage ?? (() => readLanguage() ?? 'EN');
  const deviceId = config.getDeviceId ?? getDeviceId;
  const userAgent = config.userAgent === undefined ? defaultUserAgent() : config.userAgent;
  // The same for every call of this client: encoded once.
  const realUserAgent = userAgent ? base64Encode(utf8Encode(userAgent)) : null;
  const onSessionEnded = config.onSessionEnded ?? (() => clearSession(merchantCode));
  const onDroppedRows =
    config.onDroppedRows ??
    (({ endpoint, dropped }) =>
      console.warn(
        `${endpoint}: left out ${dropped.length} unreadable row(s)`,
        dropped.map((row) => `#${row.index} ${row.message}`),
      ));
  const errorCodeKinds: Record<string, PlatformErrorKind> = {
    ...Object.fromEntries(sessionEndedErrorCodes.map((code) => [code, 'unauthorized' as const])),
    ...config.errorCodeKinds,
  };

  if (!config.getToken) initSession(merchantCode);

  const currentToken = (): string | null => {
    const token = getToken();
    return typeof token === 'string' && token.trim() !== '' ? token : null;
  };

  /** Ends the session only when the refused call carried the token still in use. */
  function endSession(error: PlatformError, sentToken: string | null): PlatformError {
    if (sentToken === null || currentToken() !== sentToken) return error;
    try {
      onSessionEnded(error);
    } catch {
      // the caller still needs the unauthorized error, whatever the handler did
    }
    return error;
  }

  function buildHeaders(options: RequestOptions, token: string | null): Headers {
    const headers = new Headers({ Accept: 'application/json, text/plain, */*' });
    headers.set('Language', getLanguage());
    const extra = typeof config.extraHeaders === 'function' ? config.extraHeaders() : config.extraHeaders;
    for (const source of [extra, options.headers]) {
      if (!source) continue;
      for (const [name, value] of Object.entries(source)) headers.set(name, value);
    }
    // Set, never appended: a second Merchant header makes the platform answer function.not.available.
    headers.set('Merchant', merchantCode);
    headers.set('Device', device);
    headers.set('X-Timestamp', String(now()));
    if (realUserAgent) headers.set('X-Real-UA', realUserAgent);
    if (token) headers.set('Authorization', token);
    else headers.delete('Authorization');
    if (options.moduleId) headers.set(moduleIdHeader, options.moduleId);
    const id = deviceId();
    // Browsers send the SHELL_deviceId cookie themselves; elsewhere it has to be a header.
    if (typeof document === 'undefined' && id) headers.set('Cookie', `${cookieNames.deviceId}=${id}`);
    return headers;
  }

  function failure(
    envelope: { message?: string | null | undefined; errorCode?: string | null | undefined; value?: unknown },
    status: number,
    endpoint: string | undefined,
    sentToken: string | null,
  ): PlatformError {
    const errorCode = envelope.errorCode ?? undefined;
    const mapped = errorCode === undefined ? undefined : errorCodeKinds[errorCode];
    const message = envelope.message ?? undefined;
    if (mapped === 'unauthorized') {
      const error = new PlatformError({ kind: 'unauthorized', message, errorCode, status, endpoint });
      return endSession(error, sentToken);
    }
    if (mapped)
      return new PlatformError({ kind: mapped, message, errorCode, status, endpoint, details: envelope.value });
    return new PlatformError({
      kind: 'business',
      message: message ?? '',
      errorCode,
      status,
      endpoint,
      details: envelope.value,
    });
  }

  function interpret(status: number, text: string, options: RequestOptions, sentToken: string | null): unknown {
    const endpoint = options.endpoint;
    const trimmed = text.trim();
    let body: unknown;
    let isJson = false;
    if (trimmed !== '') {
      try {
        body = JSON.parse(trimmed) as unknown;
        isJson = true;
      } catch {
        isJson = false;
      }
    }
    const envelope = isJson && isEnvelopeLike(body) ? parseOrThrow(envelopeSchema, body, { endpoint, status }) : null;

    if (status === 401) {
      const error = new PlatformError({
        kind: 'unauthorized',
        message: envelope?.message ?? 'The session has ended',
        errorCode: envelope?.errorCode ?? undefined,
        status,
        endpoint,
      });
      throw endSession(error, sentToken);
    }
    // Our convention with the sandbox and proxies: 503 is maintenance, 451 a region block.
    if (status === 503) {
      throw new PlatformError({ kind: 'maintenance', message: envelope?.message ?? undefined, status, endpoint });
    }
    if (status === 451) {
      throw new PlatformError({ kind: 'region-restricted', message: envelope?.message ?? undefined, status, endpoint });
    }
    if (envelope && !envelope.success) throw failure(envelope, status, endpoint, sentToken);
    const ok = status >= 200 && status < 300;
    if (!ok) {
      throw new PlatformError({
        kind: 'server',
        message: envelope?.message ?? `The platform answered HTTP ${status}`,
        errorCode: envelope?.errorCode ?? undefined,
        status,
        endpoint,
      });
    }
    if (envelope) return envelope.value;
    if (status === 204 && trimmed === '') return undefined;
    if ((options.envelope ?? 'required') === 'optional') return isJson ? body : trimmed === '' ? undefined : trimmed;
    throw new PlatformError({
      kind: 'invalid-response',
      message: isJson ? 'The response is not a platform envelope' : 'The response is not JSON',
      status,
      endpoint,
    });
  }

  function normalize(error: unknown, deadline: Deadline, endpoint: string | undefined): PlatformError {
    const abortLike = !(error instanceof PlatformError) || error.kind === 'aborted';
    if (deadline.timedOut && abortLike) {
      return new PlatformError({ kind: 'timeout', message: 'The call took too long', endpoint, cause: error });
    }
    if (error instanceof PlatformError) return error;
    if (deadline.abortedByCaller) {
      return new PlatformError({ kind: 'aborted', message: 'The call was cancelled', endpoint, cause: error });
    }
    if (error instanceof CodecError) {
      // A cipher that cannot load is a failed chunk download; anything else is bad key material from the platform.
      const kind = error.reason === 'cipher-unavailable' ? 'network' : 'invalid-response';
      return new PlatformError({ kind, message: error.message, endpoint, cause: error });
    }
    return new PlatformError({ kind: 'network', message: 'The platform could not be reached', endpoint, cause: error });
  }

  async function request(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<unknown> {
    const endpoint = options.endpoint;
    const rule = options.token ?? 'required';
    const token = rule === 'none' ? null : currentToken();
    if (rule === 'required' && !token) {
      // Token calls never leave the browser without one: the platform would see an anonymous call.
      throw new PlatformError({ kind: 'unauthorized', message: 'This call needs a logged-in session', endpoint });
    }
    const deadline = createDeadline(options.signal, options.timeoutMs ?? timeoutDefault);
    try {
      if (deadline.signal.aborted) throw deadline.signal.reason;
      const headers = buildHeaders(options, token);
      let body: string | undefined;
      if (options.encrypted) {
        const [modulus, { encryptPayload }] = await Promise.all([
          fetchRsaKey({ signal: deadline.signal }),
          untilAborted(loadPayloadCodec(), deadline.signal),
        ]);
        const encrypted = await untilAborted(encryptPayload(options.body ?? {}, modulus, { random }), deadline.signal);
        body = JSON.stringify({ value: encrypted.value });
        headers.set('Content-Type', 'application/json;charset=UTF-8');
        headers.set('Encryption', encrypted.encryption);
        const more = config.encryptionHeaders?.({ value: encrypted.value, encryption: encrypted.encryption, modulus });
        for (const [name, value] of Object.entries(more ?? {})) headers.set(name, value);
      } else if (options.body !== undefined && method !== 'GET') {
        if (options.format === 'form') {
          body = toSearchParams(options.body).toString();
          headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
        } else {
          body = JSON.stringify(options.body);
          headers.set('Content-Type', 'application/json;charset=UTF-8');
        }
      }
      const url = withQuery(joinUrl(baseUrl, path), toSearchParams(options.query));
      const doFetch = config.fetch ?? globalThis.fetch;
      const init: RequestInit = { method, headers, signal: deadline.signal };
      if (body !== undefined) init.body = body;
      if (config.credentials) init.credentials = config.credentials;
      const response = await untilAborted(doFetch(url, init), deadline.signal);
      const text = await untilAborted(response.text(), deadline.signal);
      return interpret(response.status, text, options, token);
    } catch (error) {
      throw normalize(error, deadline, endpoint);
    } finally {
      deadline.clear();
    }
  }

  async function fetchRsaKey(options: CallOptions = {}): Promise<string> {
    const value = await request('GET', rsaKeyPath, {
      ...options,
      query: { t: now() },
      token: 'none',
      envelope: 'optional',
      endpoint: 'session.rsaKey',
    });
    if (typeof value !== 'string') {
      throw new PlatformError({
        kind: 'invalid-response',
        message: 'The RSA key is not hex text',
        path: 'value',
        endpoint: 'session.rsaKey',
      });
    }
    const modulus = value.trim();
    const { parseRsaModulus } = await loadPayloadCodec();
    try {
      parseRsaModulus(modulus);
    } catch (cause) {
      throw new PlatformError({
        kind: 'invalid-response',
        message: 'The RSA key is not a usable modulus',
        path: 'value',
        endpoint: 'session.rsaKey',
        cause,
      });
    }
    return modulus;
  }

  async function call<TDefinition extends EndpointDefinition>(
    definition: TDefinition,
    ...[fields, options]: CallArgs<TDefinition>
  ): Promise<ResponseOf<TDefinition>> {
    const common: RequestOptions = {
      ...options,
      token: definition.token,
      encrypted: definition.encrypted,
      envelope: definition.envelope,
      endpoint: definition.id,
      ...(definition.moduleId === undefined ? {} : { moduleId: definition.moduleId }),
    };
    const { path, rest } = fillPath(definition.path, fields);
    const placed: RequestOptions =
      definition.format === 'query' ? { ...common, query: rest } : { ...common, body: rest, format: definition.format };
    const value = await request(definition.method, path, placed);
    const parsed = collectDroppedRows(() =>
      parseOrThrow(definition.response, value, { pathPrefix: 'value', endpoint: definition.id }),
    );
    if (parsed.dropped.length > 0) onDroppedRows({ endpoint: definition.id, dropped: parsed.dropped });
    return parsed.value as ResponseOf<TDefinition>;
  }

  return {
    merchantCode,
    baseUrl,
    device,
    get: (path, options) => request('GET', path, options),
    post: (path, options) => request('POST', path, { format: 'json', ...options }),
    put: (path, options) => request('PUT', path, { format: 'json', ...options }),
    formPost: (path, options) => request('POST', path, { ...options, format: 'form' }),
    delete: (path, options) => request('DELETE', path, options),
    call,
    fetchRsaKey,
    token: currentToken,
    subscribeToken: config.subscribeToken ?? (config.getToken ? ignoreSubscription : subscribeSession),
    language: getLanguage,
    subscribeLanguage: config.subscribeLanguage ?? (config.getLanguage ? ignoreSubscription : subscribeSession),
    random,
    now,
  };
}
