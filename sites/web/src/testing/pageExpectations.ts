/**
 * What page stories check again and again, said once: a page of the member
 * or agent centre. Story code only.
 */
import { expect, screen, waitFor, within } from 'storybook/test';
import { atPage, loaded, type PageStory, type PageUser } from './pageStory';

/** Waits until `element` is visible: dialogs and pages fade in. */
export async function expectShown(element: HTMLElement): Promise<void> {
  await waitFor(() => expect(element).toBeVisible(), loaded);
}

export interface CentrePageExpectation {
  /** The centre's dialog title: "Personal Center" or "Agent Center". */
  centre: string;
  /** The page's title (its menu label). */
  title: string;
  /** False for a page the menu has no entry for (VIP rank, profile). */
  inMenu?: boolean;
}

/** The centre open on a page: the dialog, the page's entry marked current in its menu, and the page itself. */
export async function expectCentrePage({ centre, title, inMenu = true }: CentrePageExpectation): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: centre }, loaded);
  const page = await within(dialog).findByRole('region', { name: inMenu ? title : centre }, loaded);
  await expectShown(await within(page).findByRole('heading', { level: 3, name: title }, loaded));
  // The centre's menu, not a page's own pager.
  const menu = within(dialog).getByRole('navigation', { name: /center sections$/ });
  const current = within(menu)
    .getAllByRole('button')
    .filter((entry) => entry.getAttribute('aria-current') === 'page');
  if (inMenu) {
    await expect(current).toHaveLength(1);
    await expect(current[0]).toHaveTextContent(title);
  } else {
    await expect(current).toHaveLength(0);
  }
}

/**
 * A story that opens a centre on one page by its address (`?panel=…&page=…`)
 * and checks it; `user` signs in someone else than the file's account.
 */
export function centrePageStory(
  panel: 'member' | 'agent',
  page: string,
  expected: Omit<CentrePageExpectation, 'centre'>,
  user?: PageUser,
): PageStory {
  const centre = panel === 'member' ? 'Personal Center' : 'Agent Center';
  return {
    ...(user ? { globals: { user } } : {}),
    parameters: atPage(`/index?panel=${panel}&page=${page}`),
    play: async () => {
      await expectCentrePage({ centre, ...expected });
    },
  };
}
