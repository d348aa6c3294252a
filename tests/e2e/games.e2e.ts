import { getCatalogue } from '@lobby/mocks';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { dismissNoticePopup, logInAs, noticePopupDecision } from './actions';
import { useBrowser } from './harness';

/** The sandbox's games, which the e2e sandbox serves (its default seed). */
const catalogue = getCatalogue();
const slots = catalogue.games.filter((game) => game.category === 'RNG');

/** Opens a page and closes the popup notices if they open over it (once per session). */
async function visit(page: Page, address: string): Promise<void> {
  await page.goto(address);
  if ((await noticePopupDecision(page)) === 'opened') await dismissNoticePopup(page);
}

/** The page's count of what its filters leave, once the whole category has arrived ("4034 games"). */
function resultCount(page: Page) {
  return page.getByText(/^\d[\d,]* games?$/);
}

async function countShown(page: Page): Promise<number> {
  const text = (await resultCount(page).textContent({ timeout: 60_000 })) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

/** The names on the grid's tiles that are rendered (the grid only renders rows near the screen). */
async function tileNames(page: Page): Promise<string[]> {
  const grid = page.getByRole('grid');
  const labels = await grid
    .getByRole('button', { name: /^Play / })
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  return labels.map((label) => label.replace(/^Play /, ''));
}

describe('the games pages', () => {
  const e2e = useBrowser();

  it('searches the whole slots catalogue by name as the player types', async () => {
    const { page } = e2e;
    await visit(page, '/rng');
    await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor();
    await expect.poll(() => countShown(page), { timeout: 60_000 }).toBe(slots.length);

    const expected = slots.filter((game) => game.gameName.toLowerCase().includes('dragon'));
    expect(expected.length).toBeGreaterThan(5);
    // Typed in full-width capitals: the search folds width and case.
    await page.getByRole('searchbox', { name: 'Search games' }).fill('ＤＲＡＧＯＮ');
    await expect.poll(() => countShown(page)).toBe(expected.length);
    const shown = await tileNames(page);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((name) => expected.some((game) => game.gameName === name))).toBe(true);
    // The address keeps the search, so a reload shows the same games.
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('ＤＲＡＧＯＮ');
    await page.reload();
    await expect.poll(() => countShown(page), { timeout: 60_000 }).toBe(expected.length);
  });

  it('shows the crash games of /rng?gameClassify=Crash', async () => {
    const { page } = e2e;
    await visit(page, '/rng?gameClassify=Crash');
    await page.getByRole('heading', { level: 1, name: 'Crash Games' }).waitFor();
    const crash = slots.filter((game) => game.gameClassify === 'Crash');
    await expect.poll(() => countShown(page), { timeout: 60_000 }).toBe(crash.length);
    expect((await tileNames(page)).sort()).toEqual(crash.map((game) => game.gameName).sort());
  });

  it('shows the arcade games of the footer’s /rng?gameType=AC', async () => {
    const { page } = e2e;
    await visit(page, '/rng?gameType=AC');
    await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor();
    const arcade = slots.filter((game) => game.subType === 'AC');
    await expect.poll(() => countShown(page), { timeout: 60_000 }).toBe(arcade.length);
    const kinds = page.getByRole('group', { name: 'Game types' });
    await kinds.getByRole('button', { name: /^Arcade/, pressed: true }).waitFor();
    expect((await tileNames(page)).every((name) => arcade.some((game) => game.gameName === name))).toBe(true);
  });

  it('opens a provider’s slots from the footer', async () => {
    const { page } = e2e;
    await page.goto('/index');
    await dismissNoticePopup(page);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await footer.getByRole('link', { name: 'JILI Slots' }).click();
    await page.waitForURL('**/rng?page=JILI');
    await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor();
    const providers = page.getByRole('navigation', { name: 'Providers' });
    await expect.poll(() => providers.getByRole('button', { name: 'JILI', pressed: true }).count()).toBe(1);
    const jili = slots.filter((game) => game.vassalage === 'JILI');
    await expect.poll(() => countShown(page), { timeout: 60_000 }).toBe(jili.length);
    expect((await tileNames(page)).every((name) => jili.some((game) => game.gameName === name))).toBe(true);
  });

  it('keeps a favourite across a reload', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    await visit(page, '/rng?page=PP');
    const grid = page.getByRole('grid');
    const heart = grid.getByRole('button', { name: /^Favourite /, pressed: false }).first();
    await heart.waitFor();
    const label = (await heart.getAttribute('aria-label')) ?? '';
    const game = page.getByRole('button', { name: label, exact: true });
    await game.click();
    await expect.poll(() => game.getAttribute('aria-pressed')).toBe('true');
    // The page settles (the write and the ids read again) before it goes.
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.getByRole('button', { name: label, exact: true }).waitFor();
    await expect
      .poll(() => page.getByRole('button', { name: label, exact: true }).getAttribute('aria-pressed'))
      .toBe('true');
    // And the favourites page lists it.
    await visit(page, '/fav');
    await page.getByRole('heading', { level: 1, name: 'Favourites' }).waitFor();
    await page.getByRole('button', { name: label, exact: true }).waitFor();
  });

  it('seats a player at a card table, which opens in the game page', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    await visit(page, '/pvp');
    const tables = page.getByRole('region', { name: 'Tables' });
    const join = tables.getByRole('button', { name: /^Join / }).first();
    await join.waitFor({ timeout: 60_000 });
    await join.click();
    await page.waitForURL('**/game');
    const frame = page.locator('iframe').first();
    await expect.poll(() => frame.getAttribute('src')).toMatch(/\/__sandbox\/cdn\/game\/[^/]+\/\d+\?.*room=\d+/);
  });
});
