import { useCallback, useRef, useSyncExternalStore } from 'react';
import useSWR, { type SWRConfiguration, type SWRResponse, useSWRConfig } from 'swr';
import type * as v from 'valibot';
import { safeParse } from 'valibot';
import type { EndpointDefinition, InputArgs, ResponseOf } from '../endpoints/define';
import type { CacheKey } from '../session/keys';
import { readCached, writeCached } from '../session/session';
import type { CallArgs, PlatformClient } from '../transport/client';
import type { PlatformError } from '../transport/errors';
import { useClient } from './context';
import { isPlatformKey, platformKey, scopeOf } from './keys';

/** The current token, following the client's token source. */
export function useToken(): string | null {
  const client = useClient();
  return useSyncExternalStore(client.subscribeToken, client.token, () => null);
}

/** The `Language` the platform is sent, following language switches. */
export function useLanguage(): string {
  const client = useClient();
  return useSyncExternalStore(client.subscribeLanguage, client.language, client.language);
}

/** Logged in is the presence of a token. */
export function useIsLoggedIn(): boolean {
  return useToken() !== null;
}

export interface QueryOptions<TData> extends SWRConfiguration<TData, PlatformError> {
  /** False keeps the read from running (e.g. a panel that is closed). */
  enabled?: boolean;
}

/** How a read behaves in the cache, beyond what its definition says. */
export interface QueryTraits {
  /**
   * Large or slow-changing lists: no revalidation on focus and a longer
   * dedupe window, so that tab switches do not refetch thousands of games.
   */
  heavy?: boolean;
  /** Content that depends on the `Language` header: keyed by language too. */
  localized?: boolean;
  /**
   * Keyed by the session even when the call sends no token, so the read
   * runs again on log in and log out (the header's announcements).
   */
  perSession?: boolean;
  /** Session-storage cache name; read as fallback, written on success. */
  cacheAs?: CacheKey;
  /** Schema that checks a cached value before it is shown. */
  cacheSchema?: v.GenericSchema;
}

export interface QueryDescriptor extends QueryTraits {
  /**
   * The call read. Its id keys the cache; its token rule decides whether the
   * read may run without a token and which session the answer belongs to.
   */
  endpoint: Pick<EndpointDefinition, 'id' | 'token'>;
}

/** Retry what may pass on a second try; never business or invalid answers. */
export function isRetryable(error: unknown): boolean {
  const kind = (error as { kind?: unknown } | null)?.kind;
  return kind === 'network' || kind === 'timeout' || kind === 'server';
}

/** The cached answer of this read in this session (`scope`), checked by its schema. */
function cachedFallback<TData>(descriptor: QueryDescriptor, scope: string | null): TData | undefined {
  if (!descriptor.cacheAs || !descriptor.cacheSchema || scope === null) return undefined;
  const cached = readCached(descriptor.cacheAs, scope);
  if (cached === undefined) return undefined;
  const result = safeParse(descriptor.cacheSchema, cached);
  return result.success ? (result.output as TData) : undefined;
}

/**
 * The one read hook every named hook builds on: keyed by endpoint id,
 * parameters and session scope; errors are PlatformErrors.
 */
export function usePlatformQuery<TData, TParams>(
  descriptor: QueryDescriptor,
  params: TParams,
  fetch: (client: PlatformClient, params: TParams) => Promise<TData>,
  options: QueryOptions<TData> = {},
): SWRResponse<TData, PlatformError> {
  const client = useClient();
  const token = useToken();
  const language = useLanguage();
  const { enabled = true, ...swr } = options;
  const scopeIn = (current: string | null) => scopeOf(descriptor.endpoint.token, current, descriptor.perSession);
  const scope = scopeIn(token);
  const key = enabled
    ? platformKey(descriptor.endpoint, token, params, {
        language: descriptor.localized ? language : undefined,
        perSession: descriptor.perSession,
      })
    : null;
  const fallbackData = swr.fallbackData ?? cachedFallback(descriptor, scope);
  // The previous answer stays on screen while the next loads (a page, a
  // language), but never across sessions: a player never sees the last one's.
  const shownScope = useRef(scope);
  const response = useSWR<TData, PlatformError, typeof key>(
    key,
    async () => {
      const readIn = scopeIn(client.token());
      const data = await fetch(client, params);
      // An answer to a session that has ended since it was asked is not kept.
      if (descriptor.cacheAs && readIn !== null && readIn === scope && scopeIn(client.token()) === readIn) {
        writeCached(descriptor.cacheAs, data, readIn);
      }
      return data;
    },
    {
      revalidateOnFocus: !descriptor.heavy,
      dedupingInterval: descriptor.heavy ? 60_000 : 5_000,
      shouldRetryOnError: isRetryable,
      errorRetryCount: 2,
      keepPreviousData: shownScope.current === scope,
      ...swr,
      ...(fallbackData === undefined ? {} : { fallbackData }),
    },
  );
  if (response.data !== undefined) shownScope.current = scope;
  return response;
}

/** Revalidates every read of the given endpoint ids, in every scope. */
export function useRevalidate(): (ids: readonly string[]) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (ids) => {
      if (ids.length === 0) return;
      // Key filter only: passing data, even undefined, would overwrite the cache.
      await mutate((key) => isPlatformKey(key) && ids.includes(key[0]));
    },
    [mutate],
  );
}

/** A read hook's arguments: the call's input (left out when it needs no fields), then query options. */
export type ReadArgs<TDefinition> = InputArgs<TDefinition, QueryOptions<ResponseOf<TDefinition>>>;

/**
 * Declares the read hook of a definition whose input the caller passes as it
 * is: `export const useTurnoverInfo = queryHook(walletTurnoverInfoEndpoint)`.
 * Marked free of side effects, so a hook nobody uses drops out of the bundle.
 */
/* @__NO_SIDE_EFFECTS__ */
export function queryHook<TDefinition extends EndpointDefinition>(definition: TDefinition, traits: QueryTraits = {}) {
  const descriptor: QueryDescriptor = { ...traits, endpoint: definition };
  // biome-ignore lint/correctness/noComponentHookFactories: called once per definition at module level, so each hook keeps one identity
  return function useDefinedQuery(...args: ReadArgs<TDefinition>): SWRResponse<ResponseOf<TDefinition>, PlatformError> {
    const [input, options] = args;
    // ReadArgs and CallArgs require the input under the same condition, but
    // TypeScript cannot relate two conditional types of a generic parameter.
    const callArgs = [input] as CallArgs<TDefinition>;
    return usePlatformQuery(descriptor, input, (client) => client.call(definition, ...callArgs), options);
  };
}
