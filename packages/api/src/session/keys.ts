/**
 * Storage names the platform's own front ends use, kept so that a
 * session started by one front end is understood by the other.
 */
export const sessionKeys = {
  token: 'token',
  /** The member's numeric account type (1, 2, 41, 42 agents; 4 trial). */
  isAgent: 'isAgent',
  account: 'account',
  merchant: 'merchant',
  /** The platform's bundle writes the merchant under both names on logout. */
  merchantCode: 'merchantCode',
} as const;

/** Cached call results the platform's own front ends keep, each a JSON document. */
export const cacheKeys = {
  gameVendor: 'gameVendor',
  routers: 'routers',
  settings: 'settings',
  validate: 'validate',
  merchantWallet: 'merchantWallet',
  indexNotice: 'index_notice',
  consolidated: 'consolidated',
} as const;

export type CacheKey = keyof typeof cacheKeys;

/**
 * Beside each cached result: the session it was read in (a token
 * fingerprint, never the token), so one player's answers are never another's.
 */
export const cacheOwnerKey = (key: CacheKey): string => `lobby.owner.${cacheKeys[key]}`;

/** localStorage names. */
export const localKeys = {
  lang: 'lang',
  hisLang: 'hisLang',
  deviceId: 'SHELL_deviceId',
} as const;

/** Cookie names. The device id cookie name is the platform's. */
export const cookieNames = {
  deviceId: 'SHELL_deviceId',
  rememberedUsername: 'lastUsername',
  rememberedSmsMobile: 'smsMobileInfo',
  /**
   * The platform's own front end remembered the password in a cookie. We
   * never write it, and remove one left behind by that front end.
   */
  legacyPassword: 'password',
} as const;
