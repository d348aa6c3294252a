// Story-only check of the header navigation's priority plus: every entry is
// drawn whole inside the navigation or listed in its "More" menu.
import { expect, waitFor, within } from 'storybook/test';

type Name = string | RegExp;

/** What a play function's `userEvent` can do that the check needs. */
interface Keys {
  keyboard(text: string): Promise<void>;
}

export interface NavFitExpectation {
  /** The navigation landmark. */
  nav: HTMLElement;
  /** Every entry it must offer, by accessible name, in the bar or in "More". */
  entries: readonly Name[];
  /** The "More" trigger's accessible name. */
  more: Name;
  userEvent: Keys;
}

const isInside = (box: DOMRect, frame: DOMRect) =>
  box.width > 0 && box.left >= frame.left - 0.5 && box.right <= frame.right + 0.5;

/**
 * Checks the bar as a player sees it: nothing scrolls sideways, each entry in
 * the bar lies whole inside the navigation's box (not cut at its edge), and
 * each entry missing from the bar is listed in the "More" menu, which the
 * check opens and closes again by keyboard. Returns the names it found in "More".
 */
export async function expectEveryNavEntryReachable({
  nav,
  entries,
  more,
  userEvent,
}: NavFitExpectation): Promise<Name[]> {
  const bar = nav.querySelector<HTMLElement>(':scope > div > ul');
  if (!bar) throw new Error('The navigation has no entry list');
  await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);

  const frame = nav.getBoundingClientRect();
  const inBar = within(bar);
  const entryNamed = (name: Name) => inBar.queryByRole('link', { name }) ?? inBar.queryByRole('button', { name });
  const inMore: Name[] = [];
  for (const name of entries) {
    const entry = entryNamed(name);
    if (!entry) {
      inMore.push(name);
      continue;
    }
    const box = entry.getBoundingClientRect();
    await expect(
      isInside(box, frame),
      `${String(name)} (${box.left}–${box.right}) lies inside the navigation (${frame.left}–${frame.right})`,
    ).toBe(true);
  }

  const trigger = inBar.queryByRole('button', { name: more });
  if (inMore.length === 0) {
    await expect(trigger).toBeNull();
    return inMore;
  }
  if (!trigger) throw new Error(`Not in the bar and no "More" to hold them: ${inMore.map(String).join(', ')}`);
  await expect(isInside(trigger.getBoundingClientRect(), frame)).toBe(true);

  // By keyboard: a pointer would also start Radix's hover delay, which could reopen it after Escape.
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'true'));
  const content = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (!content) throw new Error('"More" opened no content');
  for (const name of inMore) {
    const listed = within(content).queryByRole('tab', { name }) ?? within(content).queryByRole('link', { name });
    const item = listed ?? within(content).queryByRole('button', { name });
    await expect(item, `${String(name)} is listed in "More"`).not.toBeNull();
    await waitFor(() => expect(item).toBeVisible());
  }
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
  return inMore;
}
