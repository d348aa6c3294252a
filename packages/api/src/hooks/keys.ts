import type { EndpointDefinition, TokenRule } from '../endpoints/define';

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

/**
 * The session a read belongs to, or null when it must wait for a token.
 * `perSession` keys a tokenless call by the session too, so that it runs
 * again when the player logs in or out.
 */
export function scopeOf(rule: TokenRule, token: string | null, perSession = false): string | null {
  if (rule === 'none' && !perSession) return '';
  if (token) return `member:${tokenFingerprint(token)}`;
  return rule === 'required' ? null : 'visitor';
}

export interface KeyOptions {
  /** Set for content that follows the `Language` header. */
  language?: string | undefined;
  perSession?: boolean | undefined;
}

/** The key of a read, or null when it must not run (it needs a token there is not). */
export function platformKey(
  endpoint: Pick<EndpointDefinition, 'id' | 'token'>,
  token: string | null,
  params: unknown,
  options: KeyOptions = {},
): PlatformKey | null {
  const scope = scopeOf(endpoint.token, token, options.perSession);
  if (scope === null) return null;
  const { language } = options;
  return [endpoint.id, params === undefined ? null : params, language === undefined ? scope : `${scope}|${language}`];
}

export function isPlatformKey(key: unknown): key is PlatformKey {
  return Array.isArray(key) && key.length === 3 && typeof key[0] === 'string' && typeof key[2] === 'string';
}
