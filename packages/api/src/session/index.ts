// @lobby/api/session: what the client keeps in the browser between pages.

// Session storage: token, account, language, cached answers; subscribe to changes.

export type { StoredMember } from './session';
export {
  clearSession,
  holdToken,
  initSession,
  keepHeldToken,
  readAccount,
  readAccountType,
  readCached,
  readLanguage,
  readMerchant,
  readToken,
  removeCached,
  storeMember,
  subscribeSession,
  writeCached,
  writeLanguage,
  writeToken,
} from './session';

// The keys it uses in session storage, local storage and cookies.

export type { CacheKey } from './keys';
export { cacheKeys, cacheOwnerKey, cookieNames, localKeys, sessionKeys } from './keys';

// Storage that never throws (private mode, full quota, storage turned off).

export type { SafeStore } from './storage';
export { createSafeStore, localStore, sessionStore } from './storage';

// Cookies, and the remembered login of "remember me".

export type { CookieOptions, RememberedLogin, RememberedSmsMobile } from './cookies';
export {
  deleteCookie,
  forgetLogin,
  readCookie,
  readRememberedLogin,
  rememberCookieMaxAgeSeconds,
  rememberLogin,
  writeCookie,
} from './cookies';

// The device id the platform expects.

export { getDeviceId } from './deviceId';
