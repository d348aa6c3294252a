import type { AsyncStatus } from '@lobby/ui';

/**
 * What a view needs to know of a query of the data layer (an SWR response,
 * or anything shaped like one): the data once it arrived, the error of the
 * last attempt, and whether an attempt is running.
 */
export interface QueryState {
  data?: unknown;
  error?: unknown;
  isValidating?: boolean;
}

/**
 * A query's state in the views' vocabulary. No data yet: `error` when the
 * last attempt failed, `loading` otherwise. Data on hand: `refreshing` while
 * a newer copy is fetched, `ready` otherwise; a failed refresh keeps the data
 * it had, so it stays `ready`.
 */
export function statusOf({ data, error, isValidating = false }: QueryState): AsyncStatus {
  if (data === undefined) return error === undefined || error === null ? 'loading' : 'error';
  return isValidating ? 'refreshing' : 'ready';
}

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
