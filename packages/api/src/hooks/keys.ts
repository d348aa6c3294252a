import type { TokenRule } from '../endpoints/define';

/**
 * SWR keys: `[endpointId, params, scope]`. They are plain JSON, so SWR's
 * stable hashing dedupes equal requests across components. The scope keeps
 * one session's data apart from another's and from a visitor's: a token call
 * is keyed by a fingerprint of the token (never the token itself, which would
 * then sit in dev tools).
 */
export type PlatformKey = readonly [id: string, params: unknown, scope: string];

/** FNV-1a, 32-bit: a fingerprint, not a secret. */
export function tokenFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < token.length; index += 1) {
    hash ^= token.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function scopeOf(rule: TokenRule, token: string | null): string | null {
  if (rule === 'none') return '';
  if (token) return `member:${tokenFingerprint(token)}`;
  return rule === 'optional' ? 'visitor' : null;
}

/** The key of a read, or null when it must not run (disabled, or needs a token there is not). */
export function platformKey(
  id: string,
  rule: TokenRule,
  token: string | null,
  params: unknown,
  language?: string,
): PlatformKey | null {
  const scope = scopeOf(rule, token);
  if (scope === null) return null;
  return [id, params === undefined ? null : params, language === undefined ? scope : `${scope}|${language}`];
}

export function isPlatformKey(key: unknown): key is PlatformKey {
  return Array.isArray(key) && key.length === 3 && typeof key[0] === 'string' && typeof key[2] === 'string';
}
