import type { AsyncStatus } from '@lobby/ui';
import { type QueryState, statusOf } from './status';

// Apart from `statusOf`: the first route needs that one only, and a module lands whole in one chunk.

/**
 * The state of a region that needs every one of `queries`: an error as soon
 * as one of the missing answers failed, loading while any is missing, then
 * refreshing while any is fetched again.
 */
export function statusOfAll(queries: readonly QueryState[]): AsyncStatus {
  const statuses = queries.map(statusOf);
  if (statuses.includes('error')) return 'error';
  if (statuses.includes('loading')) return 'loading';
  return statuses.includes('refreshing') ? 'refreshing' : 'ready';
}

/**
 * A query a region can do without: once it failed it counts as answered (with
 * nothing), so the region shows what the other queries brought.
 */
export function optional(query: QueryState): QueryState {
  if (query.data !== undefined || query.error === undefined || query.error === null) return query;
  return { data: null, isValidating: query.isValidating };
}
