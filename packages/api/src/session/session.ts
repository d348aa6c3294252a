import { type CacheKey, cacheKeys, cacheOwnerKey, localKeys, sessionKeys } from './keys';
import { localStore, sessionStore } from './storage';

/**
 * The player's session: logged in is the presence of a token.
 * Everything lives in session storage under the platform's own names.
 */

type Listener = () => void;
const listeners = new Set<Listener>();

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/**
 * Calls `listener` whenever the token, the stored member or the language
 * changes (login, logout, session end, language switch). Returns the unsubscribe function; shaped for
 * React's `useSyncExternalStore`.
 */
export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * A token the page uses but does not store: a login that is not complete
 * until the password is changed. A reload forgets it, so the player is then
 * a visitor, never signed in with the password that had to change.
 */
let heldToken: string | null = null;

export function readToken(): string | null {
  if (heldToken !== null) return heldToken;
  const token = sessionStore.getItem(sessionKeys.token);
  return token ? token : null;
}

/** Stores the session's token (a held one is stored from now on). */
export function writeToken(token: string): void {
  const unchanged = readToken() === token;
  const wasHeld = heldToken !== null;
  heldToken = null;
  if (unchanged && !wasHeld) return;
  sessionStore.setItem(sessionKeys.token, token);
  if (!unchanged) notify();
}

/** Uses `token` for this page only, and removes any stored one: see `heldToken`. */
export function holdToken(token: string): void {
  sessionStore.removeItem(sessionKeys.token);
  if (heldToken === token) return;
  heldToken = token;
  notify();
}

/** Stores the held token once the login it belongs to is complete. */
export function keepHeldToken(): void {
  if (heldToken !== null) writeToken(heldToken);
}

/** Stores the merchant code the deployment runs under (the platform's bundle reads it back). */
export function initSession(merchantCode: string): void {
  if (sessionStore.getItem(sessionKeys.merchant) !== merchantCode)
    sessionStore.setItem(sessionKeys.merchant, merchantCode);
  if (sessionStore.getItem(sessionKeys.merchantCode) !== merchantCode) {
    sessionStore.setItem(sessionKeys.merchantCode, merchantCode);
  }
}

export function readMerchant(): string | null {
  return sessionStore.getItem(sessionKeys.merchant);
}

export interface StoredMember {
  account: string;
  /** Numeric account type, stored as `isAgent`. */
  type: number;
}

/** After member info loads: the player counts as logged in once it is stored. */
export function storeMember(member: StoredMember): void {
  const before = `${sessionStore.getItem(sessionKeys.account)}|${sessionStore.getItem(sessionKeys.isAgent)}`;
  sessionStore.setItem(sessionKeys.account, member.account);
  sessionStore.setItem(sessionKeys.isAgent, String(member.type));
  if (before !== `${member.account}|${member.type}`) notify();
}

export function readAccount(): string | null {
  return sessionStore.getItem(sessionKeys.account);
}

/** The numeric account type, or null when unknown. */
export function readAccountType(): number | null {
  const raw = sessionStore.getItem(sessionKeys.isAgent);
  if (raw === null || raw.trim() === '') return null;
  const type = Number(raw);
  return Number.isInteger(type) ? type : null;
}

/**
 * Logout and session end: clears session storage but keeps the
 * merchant code, which every later call still needs.
 */
export function clearSession(merchantCode: string): void {
  heldToken = null;
  sessionStore.clear();
  initSession(merchantCode);
  notify();
}

/**
 * Reads a cached call result; a damaged entry reads as missing. Given an
 * owner (the session scope a read belongs to), an entry written in another
 * session reads as missing too; an entry with no owner counts as public ('').
 */
export function readCached(key: CacheKey, owner?: string): unknown {
  if (owner !== undefined && (sessionStore.getItem(cacheOwnerKey(key)) ?? '') !== owner) return undefined;
  const raw = sessionStore.getItem(cacheKeys[key]);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    sessionStore.removeItem(cacheKeys[key]);
    return undefined;
  }
}

/** Writes a cached call result under the session scope it was read in ('' or left out: public). */
export function writeCached(key: CacheKey, value: unknown, owner = ''): void {
  if (value === undefined) {
    removeCached(key);
    return;
  }
  sessionStore.setItem(cacheKeys[key], JSON.stringify(value));
  if (owner === '') sessionStore.removeItem(cacheOwnerKey(key));
  else sessionStore.setItem(cacheOwnerKey(key), owner);
}

export function removeCached(key: CacheKey): void {
  sessionStore.removeItem(cacheKeys[key]);
  sessionStore.removeItem(cacheOwnerKey(key));
}

/** A language code as the platform writes them (`EN`, `CN`, `zh-CN`): anything else in storage is damage. */
const languageCode = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{2,8})*$/;

function storedLanguage(key: string): string | null {
  const value = localStore.getItem(key);
  return value !== null && languageCode.test(value) ? value : null;
}

/**
 * The saved interface language code (`hisLang` first: the platform's own
 * client reads it). A damaged value reads as none: it would otherwise travel
 * in every call's `Language` header, which the browser refuses to send.
 */
export function readLanguage(): string | null {
  return storedLanguage(localKeys.hisLang) ?? storedLanguage(localKeys.lang);
}

/** Saves the interface language under both names; localized reads follow it. */
export function writeLanguage(code: string): void {
  const changed = readLanguage() !== code;
  localStore.setItem(localKeys.lang, code);
  localStore.setItem(localKeys.hisLang, code);
  if (changed) notify();
}
