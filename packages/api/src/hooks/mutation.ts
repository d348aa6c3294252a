import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { EndpointDefinition, RequestOf, ResponseOf } from '../endpoints/define';
import type { PlatformClient } from '../transport/client';
import type { PlatformError } from '../transport/errors';
import { useClient } from './context';
import { useRevalidate } from './query';

export type MutationKey = readonly ['mutation', string];

export type PlatformMutation<TInput, TResult> = SWRMutationResponse<TResult, PlatformError, MutationKey, TInput>;

/** Endpoints whose reads a write makes stale. */
export type Revalidated = readonly Pick<EndpointDefinition, 'id'>[];

/**
 * A write: `trigger(input)` runs it (and rejects with the PlatformError), and
 * on success the reads of the endpoints in `revalidates` refetch.
 */
export function usePlatformMutation<TInput, TResult>(
  endpoint: Pick<EndpointDefinition, 'id'>,
  run: (client: PlatformClient, input: TInput) => Promise<TResult>,
  revalidates: Revalidated = [],
): PlatformMutation<TInput, TResult> {
  const client = useClient();
  const revalidate = useRevalidate();
  return useSWRMutation<TResult, PlatformError, MutationKey, TInput>(
    ['mutation', endpoint.id],
    (_key, { arg }) => run(client, arg),
    {
      onSuccess: () => {
        void revalidate(revalidates.map((stale) => stale.id));
      },
    },
  );
}

/**
 * Declares the write hook of a definition: `trigger(input)` makes the call,
 * then the reads of `revalidates` refetch.
 * `export const useWithdraw = mutationHook(walletWithdrawEndpoint, [walletBalanceEndpoint])`.
 * Marked free of side effects, so a hook nobody uses drops out of the bundle
 * together with the definitions it names.
 */
/* @__NO_SIDE_EFFECTS__ */
export function mutationHook<TDefinition extends EndpointDefinition>(
  definition: TDefinition,
  revalidates: Revalidated = [],
) {
  // biome-ignore lint/correctness/noComponentHookFactories: called once per definition at module level, so each hook keeps one identity
  return function useDefinedMutation(): PlatformMutation<RequestOf<TDefinition>, ResponseOf<TDefinition>> {
    return usePlatformMutation(
      definition,
      (client, input: RequestOf<TDefinition>) => client.call(definition, input),
      revalidates,
    );
  };
}
