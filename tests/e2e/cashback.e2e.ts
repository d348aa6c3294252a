/**
 * Cashback end to end, in Chromium against the built site and the HTTP
 * sandbox, as demo_player: claiming a product type's cashback moves it to the
 * balance the header shows, and the payment heads the cashback history.
 */
import { describe, expect, it } from 'vitest';
import { logInAs } from './actions';
import { useBrowser } from './harness';

describe('cashback', () => {
  const e2e = useBrowser();

  it('moves a claim to the balance shown in the header', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    const header = page.locator('header');
    await header.getByText('12,345.67').first().waitFor();

    await page.goto('/index?panel=member&page=manualRebate');
    const cashback = page.getByRole('dialog', { name: 'Personal Center' }).getByRole('region', { name: 'Cashback' });
    const owed = cashback.getByRole('list', { name: 'Ready to claim' });
    await owed.waitFor();
    await expect.poll(() => owed.getByRole('listitem').count()).toBe(3);

    await cashback.getByRole('button', { name: 'Claim Slots cashback' }).click();
    await cashback.getByText('101.04 cashback moved to your balance.').waitFor();
    await expect.poll(() => owed.getByRole('listitem').count()).toBe(2);
    await header.getByText('12,446.71').first().waitFor();

    const history = cashback.getByRole('table', { name: 'Cashback history' });
    await expect.poll(() => history.locator('tbody tr').first().textContent()).toContain('101.04');
  });
});
