/**
 * Promotions end to end, in Chromium against the built site and the HTTP
 * sandbox: demo_player claims a promotion in the rewards centre and the
 * header's rewards count drops with it; a visitor who presses Join on a
 * promotion's page is asked to log in first.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { dismissNoticePopup, logInAs, loginDialog } from './actions';
import { useBrowser } from './harness';

/** The header's rewards count, read from its spelled-out label (the centre hides the header from assistive tech). */
function rewardsCount(page: Page): Promise<number> {
  return page.evaluate(() => {
    const label = [...document.querySelectorAll('header *')]
      .map((element) => (element.children.length === 0 ? (element.textContent ?? '') : ''))
      .find((text) => /^\d+ promotions? available$/.test(text));
    return Number.parseInt(label ?? '0', 10);
  });
}

describe('promotions', () => {
  const e2e = useBrowser({ viewport: { width: 1366, height: 900 } });

  it('a claim in the rewards centre moves the bonus to the history and drops the header’s count', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    const header = page.locator('header');
    await header.getByText('12,345.67').first().waitFor();
    await expect.poll(() => rewardsCount(page), { timeout: 10_000 }).toBeGreaterThan(0);
    const before = await rewardsCount(page);

    // The header's Rewards opens the rewards centre.
    await header
      .getByRole('button', { name: /^Rewards \d+ promotions? available$/ })
      .first()
      .click();
    const centre = page.getByRole('dialog', { name: 'Personal Center' });
    await centre.getByRole('heading', { level: 3, name: 'Rewards Center' }).waitFor();
    const available = centre.getByRole('list', { name: 'Available promotions' });
    await available.getByRole('button', { name: 'Claim Daily reload 10%' }).click();
    await centre.getByText('Daily reload 10%: the bonus moved to your balance.').waitFor();

    await expect.poll(() => rewardsCount(page), { timeout: 10_000 }).toBe(before - 1);
    await expect.poll(() => available.getByRole('button', { name: 'Claim Daily reload 10%' }).count()).toBe(0);
    await expect
      .poll(() => centre.getByRole('list', { name: 'Claim history' }).getByRole('listitem').first().textContent())
      .toContain('Daily reload 10%');
    // The bonus reached the balance.
    await expect.poll(() => header.getByText('12,445.67').count()).toBeGreaterThan(0);
  });

  it('asks a visitor who presses Join on a promotion’s page to log in first', async () => {
    const { page } = e2e;
    await page.goto('/promoDetail?id=6005');
    await dismissNoticePopup(page);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Sports cashback 5%' }).waitFor();
    await main.getByRole('button', { name: 'Join Sports cashback 5%' }).click();
    await loginDialog(page)
      .getByRole('textbox', { name: /^Username/ })
      .waitFor();
    expect(await main.getByText(/^You joined/).count()).toBe(0);
  });
});
