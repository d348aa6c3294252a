import { cookieNames } from './keys';

/** Remembered login cookies live one day. */
export const rememberCookieMaxAgeSeconds = 24 * 60 * 60;

function cookieJar(): Document | null {
  return typeof document === 'undefined' ? null : document;
}

export function readCookie(name: string): string | null {
  const jar = cookieJar();
  if (!jar) return null;
  let raw: string;
  try {
    raw = jar.cookie;
  } catch {
    return null;
  }
  for (const part of raw.split(';')) {
    const separator = part.indexOf('=');
    if (separator < 0) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    const value = part.slice(separator + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

export interface CookieOptions {
  /** Seconds; omitted for a cookie that ends with the browser session. */
  maxAgeSeconds?: number;
}

export function writeCookie(name: string, value: string, options: CookieOptions = {}): void {
  const jar = cookieJar();
  if (!jar) return;
  const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (typeof location !== 'undefined' && location.protocol === 'https:') parts.push('Secure');
  try {
    jar.cookie = parts.join('; ');
  } catch {
    // cookies disabled: remembering is a convenience, not a requirement
  }
}

export function deleteCookie(name: string): void {
  writeCookie(name, '', { maxAgeSeconds: 0 });
}

/** Mobile number remembered for the SMS login tab. */
export interface RememberedSmsMobile {
  countryDialingCode: string;
  mobileNum: string;
}

export interface RememberedLogin {
  username?: string;
  smsMobile?: RememberedSmsMobile;
}

/**
 * "Remember me": the username and SMS mobile for one day. The
 * password is deliberately not remembered: a cookie is readable by any script
 * on the page and travels with every request.
 */
export function rememberLogin(login: RememberedLogin): void {
  deleteCookie(cookieNames.legacyPassword);
  if (login.username) {
    writeCookie(cookieNames.rememberedUsername, login.username, { maxAgeSeconds: rememberCookieMaxAgeSeconds });
  }
  if (login.smsMobile) {
    writeCookie(cookieNames.rememberedSmsMobile, JSON.stringify(login.smsMobile), {
      maxAgeSeconds: rememberCookieMaxAgeSeconds,
    });
  }
}

/** Unchecking "remember" clears what was remembered. */
export function forgetLogin(): void {
  deleteCookie(cookieNames.rememberedUsername);
  deleteCookie(cookieNames.rememberedSmsMobile);
  deleteCookie(cookieNames.legacyPassword);
}

export function readRememberedLogin(): RememberedLogin {
  const result: RememberedLogin = {};
  const username = readCookie(cookieNames.rememberedUsername);
  if (username) result.username = username;
  const sms = readCookie(cookieNames.rememberedSmsMobile);
  if (sms) {
    try {
      const parsed: unknown = JSON.parse(sms);
      if (
        typeof parsed === 'object' &&
        parsed !== null &&
        typeof (parsed as Record<string, unknown>).countryDialingCode === 'string' &&
        typeof (parsed as Record<string, unknown>).mobileNum === 'string'
      ) {
        const { countryDialingCode, mobileNum } = parsed as RememberedSmsMobile;
        result.smsMobile = { countryDialingCode, mobileNum };
      }
    } catch {
      // a damaged cookie is the same as none
    }
  }
  return result;
}
