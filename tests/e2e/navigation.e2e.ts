import { describe, expect, it } from 'vitest';
import { dismissNoticePopup } from './actions';
import { useBrowser } from './harness';

const phone = { width: 390, height: 844 };

describe('scroll position across navigation', () => {
  const e2e = useBrowser({ viewport: phone });

  it('starts a new page at its top and returns to the old position on back', async () => {
    const { page } = e2e;
    await page.goto('/index');
    // The notices popup keeps the page from scrolling while it is open.
    await dismissNoticePopup(page);
    await page.getByRole('heading', { name: 'Game categories' }).waitFor();
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    const sports = footer.getByRole('link', { name: 'Sports', exact: true });
    await sports.waitFor();
    await sports.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(400);

    await sports.click();
    await page.waitForURL('**/sports');
    await page.getByRole('heading', { name: 'Sports' }).first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL('**/index');
    await page.waitForFunction((target) => Math.abs(window.scrollY - target) <= 1, left);
  });

  it('keeps the position when only the query changes', async () => {
    const { page } = e2e;
    await page.goto('/noticePage');
    await dismissNoticePopup(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => window.scrollTo(0, 200));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(100);
    await page.evaluate(() => {
      history.pushState(history.state, '', '/noticePage?page=2');
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    });
    await page.waitForURL('**/noticePage?page=2');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});

describe('a link to a help entry', () => {
  const e2e = useBrowser({ viewport: phone });

  it('opens /help#terms scrolled to the terms, with focus on them', async () => {
    const { page } = e2e;
    await page.goto('/help#terms');
    await dismissNoticePopup(page);
    const terms = page.locator('#terms');
    await terms.getByRole('heading', { name: 'General Terms and Conditions' }).waitFor();
    // The terms come after other entries: reaching them takes a scroll.
    await page.waitForFunction(() => {
      const entry = document.getElementById('terms');
      const top = entry?.getBoundingClientRect().top ?? Number.NaN;
      return window.scrollY > 0 && top >= -1 && top < 160 && document.activeElement === entry;
    });
    expect(page.url()).toMatch(/\/help#terms$/);
  });
});
