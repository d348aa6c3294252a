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
