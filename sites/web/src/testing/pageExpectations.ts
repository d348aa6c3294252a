/**
 * What page stories check again and again, said once: a route still being
 * built, and a page of the member or agent centre. Story code only.
 */
import { expect, screen, waitFor, within } from 'storybook/test';
import { atPage, findPageMain, loaded, type PageStory, type PageUser } from './pageStory';

type Queries = ReturnType<typeof within>;

/** Waits until `element` is visible: dialogs and pages fade in. */
export async function expectShown(element: HTMLElement): Promise<void> {
  await waitFor(() => expect(element).toBeVisible(), loaded);
}

/** A route whose page is being prepared: its own name as the heading, the honest notice and the way home. */
export async function expectPreparingRoute(canvas: Queries, title: string): Promise<void> {
  const main = await findPageMain(canvas);
  await expect(await within(main).findByRole('heading', { level: 1, name: title }, loaded)).toBeVisible();
  await expect(
    within(main).getByText('We are still preparing this page. It will be available here soon.'),
  ).toBeVisible();
  await expect(within(main).getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/index');
  await expect(within(main).getByRole('button', { name: 'Customer service' })).toBeVisible();
  await expect(document.title).toBe(`${title} | Lobby`);
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
