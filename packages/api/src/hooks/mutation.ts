import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation';
import type { EndpointDefinition, RequestOf, ResponseOf } from '../endpoints/define';
import type { PlatformClient } from '../transport/client';
import type { PlatformError } from '../transport/errors';
import { useClient } from './context';
import { useRevalidate } from './query';

export type MutationKey = readonly ['mutation', string];

export type PlatformMutation<TInput, TResult> = SWRMutationResponse<TResult, PlatformError, MutationKey, TInput>;

/**
 * A write: `trigger(input)` runs it (and rejects with the PlatformError), and
 * on success the reads named in `revalidates` (endpoint ids) refetch.
 */
export function usePlatformMutation<TInput, TResult>(
  id: string,
  run: (client: PlatformClient, input: TInput) => Promise<TResult>,
  revalidates: readonly string[] = [],
): PlatformMutation<TInput, TResult> {
  const client = useClient();
  const revalidate = useRevalidate();
  return useSWRMutation<TResult, PlatformError, MutationKey, TInput>(
    ['mutation', id],
    (_key, { arg }) => run(client, arg),
    {
      onSuccess: () => {
        void revalidate(revalidates);
      },
    },
  );
}

/** The write of a definition: `trigger(fields)`; revalidates the reads named (endpoint ids). */
export function useDefinitionMutation<TDefinition extends EndpointDefinition>(
  definition: TDefinition,
  revalidates: readonly string[] = [],
): PlatformMutation<RequestOf<TDefinition>, ResponseOf<TDefinition>> {
  return usePlatformMutation(
    definition.id,
    (client, input: RequestOf<TDefinition>) => client.call(definition, input),
    revalidates,
  );
}
