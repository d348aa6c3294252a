/** The path of a link without query, fragment or trailing slash. */
function pathOf(href: string): string {
  const path = href.split(/[?#]/, 1)[0] ?? '';
  return path.replace(/\/+$/, '') || '/';
}

/**
 * The entry the player is on: the one whose link is exactly the current
 * address, else the first on the same path (so /rng?page=PP marks Slots).
 */
export function currentEntryId(
  entries: readonly { id: string; href: string }[],
  currentHref: string | undefined,
): string | undefined {
  if (!currentHref) return undefined;
  const exact = entries.find((entry) => entry.href === currentHref);
  if (exact) return exact.id;
  const path = pathOf(currentHref);
  return entries.find((entry) => pathOf(entry.href) === path)?.id;
}
