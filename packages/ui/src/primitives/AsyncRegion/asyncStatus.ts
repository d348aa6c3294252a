/**
 * Where a view's data stands, in the one vocabulary every view that loads
 * something takes:
 * - `loading`: nothing to show yet (placeholders);
 * - `error`: nothing to show and the last attempt failed (a retry);
 * - `ready`: the data is on hand (it may be empty);
 * - `refreshing`: the data is on hand and a newer copy is on its way (the
 *   content stays; a quiet sign says it is being updated).
 * A failed refresh keeps the data it had, so it is `ready` again, not `error`.
 */
export type AsyncStatus = 'loading' | 'error' | 'ready' | 'refreshing';

/** The data is on hand (`ready` or `refreshing`): the content, or its empty state, shows. */
export function hasContent(status: AsyncStatus): status is 'ready' | 'refreshing' {
  return status === 'ready' || status === 'refreshing';
}
