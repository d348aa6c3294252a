/**
 * The header's navigation on laptop screens, in Chromium against the built
 * site and the HTTP sandbox: entries that do not fit wait in "More" (game
 * categories first), Promotions, Rewards and VIP stay in the bar, and nothing
 * in the header scrolls sideways.
 */
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { dismissNoticePopup, logInAs } from './actions';
import { useBrowser } from './harness';

/** The bar's entry list (the first list of the navigation; More's dropdown has its own). */
const barOf = (nav: Locator) => nav.locator(':scope > div > ul');

/** Whether an element lies whole inside the navigation's box, measured in the page. */
async function liesInside(nav: Locator, entry: Locator): Promise<boolean> {
  const [frame, box] = await Promise.all([nav.boundingBox(), entry.boundingBox()]);
  if (!frame || !box) return false;
  return box.width > 0 && box.x >= frame.x - 0.5 && box.x + box.width <= frame.x + frame.width + 0.5;
}

/** Sideways overflow of the top bar, the navigation and its entry list: 0 when nothing scrolls. */
async function sidewaysOverflow(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const nav = document.querySelector<HTMLElement>('header nav');
    const boxes = [document.querySelector<HTMLElement>('[data-top-bar]'), nav, nav?.querySelector('ul') ?? null];
    return boxes.map((box) => (box ? Math.max(0, box.scrollWidth - box.clientWidth) : Number.NaN));
  });
}

describe('the header navigation at 1366 × 900, signed in', () => {
  const e2e = useBrowser({ viewport: { width: 1366, height: 900 } });

  it('keeps Promotions, Rewards and VIP in the bar, and a category in More opens its page', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    const header = page.locator('header');
    await header.getByText('12,345.67').first().waitFor();
    const nav = header.getByRole('navigation', { name: 'Main' });
    const bar = barOf(nav);
    // The categories and the rewards count have arrived.
    const rewards = bar.getByRole('button', { name: /^Rewards \d+ promotions? available$/ });
    await rewards.waitFor();
    const more = bar.getByRole('button', { name: 'More', exact: true });
    await more.waitFor();

    for (const entry of [
      bar.getByRole('link', { name: 'Promotions' }),
      rewards,
      bar.getByRole('link', { name: /^VIP rank/ }),
    ]) {
      expect(await entry.isVisible()).toBe(true);
      expect(await liesInside(nav, entry)).toBe(true);
    }
    expect(await liesInside(nav, more)).toBe(true);
    expect(await sidewaysOverflow(page)).toEqual([0, 0, 0]);

    // The game categories that had no room wait in More, in the bar's order, Lottery last.
    await more.hover();
    const held = page.getByRole('tablist', { name: 'More game categories' });
    await held.waitFor();
    const categories = await held.getByRole('tab').allTextContents();
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.at(-1)).toBe('Lottery');
    for (const name of categories) expect(await bar.getByRole('button', { name, exact: true }).count()).toBe(0);

    // Choosing one shows its own dropdown; its "All …" link opens the category's page.
    await held.getByRole('tab', { name: 'Card Games' }).click();
    await page.getByRole('tablist', { name: 'Card Games providers' }).waitFor();
    await page.getByRole('link', { name: 'All Card Games' }).click();
    await page.waitForURL('**/pvp');
    await page.getByRole('heading', { level: 1, name: 'Card Games' }).waitFor();
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    // On its page, More carries the mark of the current page it holds.
    expect(await more.getAttribute('data-current')).toBe('');
  });
});

describe('the header navigation at 1024 px', () => {
  const e2e = useBrowser({ viewport: { width: 1024, height: 768 } });

  it('scrolls sideways nowhere, signed out or in', async () => {
    const { page } = e2e;
    await page.goto('/index');
    await dismissNoticePopup(page);
    const nav = page.locator('header').getByRole('navigation', { name: 'Main' });
    await barOf(nav).getByRole('button', { name: 'More', exact: true }).waitFor();
    expect(await sidewaysOverflow(page)).toEqual([0, 0, 0]);
    // A wheel over the bar moves nothing sideways.
    await nav.hover();
    await page.mouse.wheel(0, 240);
    expect(await barOf(nav).evaluate((list) => list.scrollLeft)).toBe(0);

    await logInAs(page, 'demo_player');
    await page.locator('header').getByText('12,345.67').first().waitFor();
    const bar = barOf(nav);
    await bar.getByRole('button', { name: /^Rewards \d+/ }).waitFor();
    await bar.getByRole('button', { name: 'More', exact: true }).waitFor();
    expect(await sidewaysOverflow(page)).toEqual([0, 0, 0]);
    for (const name of ['Home', 'Promotions', /^VIP rank/]) {
      expect(await liesInside(nav, bar.getByRole('link', { name }))).toBe(true);
    }
  });
});
