/** An entry of a priority-plus row, as measured. */
export interface RowEntry {
  key: string;
  /** Its width in CSS pixels, as drawn on its own. */
  width: number;
  /** Higher stays visible longer; among equals, the later entry moves into "More" first. */
  priority: number;
}

export interface RowSpace {
  /** The width the row may fill. */
  available: number;
  /** The width of the "More" trigger, which only shows when something moved into it. */
  moreWidth: number;
  /** The space between two neighbouring entries (and before "More"). */
  gap: number;
}

const rowWidth = (widths: readonly number[], gap: number) =>
  widths.reduce((sum, width) => sum + width, 0) + gap * Math.max(0, widths.length - 1);

/**
 * Which entries of a row move into a "More" menu so the rest fit, given
 * their widths and priorities: none when everything fits; otherwise entries
 * of the lowest priority first (the later of equals first) until the visible
 * ones and the "More" trigger fit, or nothing is left outside it. Returns the
 * keys that move, in the row's order; the visible entries keep theirs.
 */
export function overflowingEntries(entries: readonly RowEntry[], { available, moreWidth, gap }: RowSpace): string[] {
  const widths = entries.map((entry) => entry.width);
  if (rowWidth(widths, gap) <= available) return [];

  const byCollapseOrder = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.priority - b.entry.priority || b.index - a.index);
  const moved = new Set<string>();
  for (const { entry } of byCollapseOrder) {
    moved.add(entry.key);
    const visible = entries.filter((candidate) => !moved.has(candidate.key)).map((candidate) => candidate.width);
    if (rowWidth([...visible, moreWidth], gap) <= available) break;
  }
  return entries.filter((entry) => moved.has(entry.key)).map((entry) => entry.key);
}
