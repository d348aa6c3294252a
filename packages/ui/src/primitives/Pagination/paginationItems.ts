/** One entry of a page list: a page number, or a gap standing for hidden pages. */
export type PaginationItem = number | 'ellipsis';

export interface PaginationItemsOptions {
  /** The current page, 1-based. Clamped into `1..pageCount`. */
  page: number;
  /** How many pages there are. `0` (or less) gives an empty list. */
  pageCount: number;
  /**
   * How many consecutive page numbers surround and include the current page
   * (3). They are centred on the current page (an even range leans
   * forward), shifted inwards at either end so there are always `range` of them.
   */
  range?: number;
  /** How many pages are always shown at each end (1). */
  margin?: number;
}

const whole = (value: number, fallback: number) => (Number.isFinite(value) ? Math.floor(value) : fallback);

/**
 * The page list of a pagination control: the first and last `margin` pages,
 * `range` pages around the current one, and `'ellipsis'` for each hidden run.
 *
 * The list always has the same length once there are more pages than fit
 * (`range + 2 * margin + 2` entries), so the controls around it never move
 * while the player pages through:
 * - a run of hidden pages becomes `'ellipsis'`, but a single hidden page is
 *   shown as its number (an ellipsis would take the same space and hide it);
 * - near either end the numbers run on from the end instead of leaving a gap.
 *
 * With the default range 3 and margin 1, over 20 pages:
 * page 1 → `[1, 2, 3, 4, 5, 'ellipsis', 20]`,
 * page 5 → `[1, 'ellipsis', 4, 5, 6, 'ellipsis', 20]`,
 * page 20 → `[1, 'ellipsis', 16, 17, 18, 19, 20]`.
 */
export function paginationItems({ page, pageCount, range = 3, margin = 1 }: PaginationItemsOptions): PaginationItem[] {
  const count = Math.max(0, whole(pageCount, 0));
  if (count === 0) return [];
  const span = Math.max(1, whole(range, 3));
  const edge = Math.max(0, whole(margin, 1));
  const current = Math.min(Math.max(1, whole(page, 1)), count);

  const pages = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

  // Everything fits: margins, range, and the two slots an ellipsis would take.
  const slots = span + 2 * edge + 2;
  if (count <= slots) return pages(1, count);

  const start = current - Math.floor((span - 1) / 2);
  const end = start + span - 1;

  // Close to the start: no gap on the left, the numbers run on from page 1.
  if (start <= edge + 2) {
    return [...pages(1, edge + 1 + span), 'ellipsis', ...pages(count - edge + 1, count)];
  }
  // Close to the end: the mirror image.
  if (end >= count - edge - 1) {
    return [...pages(1, edge), 'ellipsis', ...pages(count - edge - span, count)];
  }
  return [...pages(1, edge), 'ellipsis', ...pages(start, end), 'ellipsis', ...pages(count - edge + 1, count)];
}
