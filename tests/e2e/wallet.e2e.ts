/**
 * The cashier's wallet end to end, in Chromium against the built site and the
 * HTTP sandbox: demo_player moves money from the main wallet into a game
 * wallet and back; both wallets change, the header's total is read again and
 * agrees with the page's; a double click sends one transfer; demo_agent
 * transfers to its upline with the login password; demo_player, who has no
 * upline, is not offered that page.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { logInAs } from './actions';
import { useBrowser } from './harness';

/** Counts the page's calls whose address contains `part`. */
function countCalls(page: Page, part: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(part)) count += 1;
  });
  return () => count;
}

describe('my wallet', () => {
  const e2e = useBrowser();

  it('moves money into a game wallet and back: both wallets change and the header agrees', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    const header = page.locator('header');
    await header.getByText('12,345.67').first().waitFor();
    const transfers = countCalls(page, 'GCS_walletTransfer');
    const balanceReads = countCalls(page, '/wallets/balance');

    await page.goto('/index?panel=member&page=transferFund');
    const centre = page.getByRole('dialog', { name: 'Personal Center' });
    const wallets = centre.getByRole('list', { name: 'Wallets' });
    await wallets.getByText('P12,345.67').waitFor();
    const gameWallet = (await centre.getByRole('combobox', { name: 'Game wallet' }).textContent()) ?? '';
    const gameName = gameWallet.replace(/ \(.*\)$/, '');

    await centre.getByRole('textbox', { name: 'Amount' }).fill('1,000.50');
    const readsBefore = balanceReads();
    await centre.getByRole('button', { name: 'Transfer' }).dblclick();
    await centre.getByText(`P1,000.50 moved to ${gameName}.`).waitFor();
    expect(transfers()).toBe(1);
    await wallets.getByText('P11,345.17').waitFor();
    await wallets.getByRole('listitem').filter({ hasText: gameName }).getByText('P1,000.50').waitFor();
    // The balance was read again after the transfer; the header shows the same total as the page.
    await expect.poll(balanceReads).toBeGreaterThan(readsBefore);
    await centre.getByText('P12,345.67').first().waitFor();

    await centre.getByRole('radio', { name: 'Back to the main wallet' }).check();
    await centre.getByRole('button', { name: 'All', exact: true }).click();
    expect(await centre.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('1000.50');
    await centre.getByRole('button', { name: 'Transfer' }).click();
    await centre.getByText(`P1,000.50 moved from ${gameName} to your main wallet.`).waitFor();
    await wallets.getByText('P12,345.67').waitFor();
    expect(transfers()).toBe(2);

    await centre.getByRole('button', { name: 'Close' }).click();
    await header.getByText('12,345.67').first().waitFor();
  });

  it('refuses an amount with more decimals than the currency has, before sending anything', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    const transfers = countCalls(page, 'GCS_walletTransfer');
    await page.goto('/index?panel=member&page=transferFund');
    const centre = page.getByRole('dialog', { name: 'Personal Center' });
    await centre.getByRole('list', { name: 'Wallets' }).waitFor();
    await centre.getByRole('textbox', { name: 'Amount' }).fill('10.005');
    await centre.getByRole('button', { name: 'Transfer' }).click();
    await centre.getByText('Use at most 2 decimal places.').waitFor();
    expect(await centre.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('10.005');
    expect(transfers()).toBe(0);
  });

  it('shows the wallet in Chinese', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    await page.evaluate(() => localStorage.setItem('lang', 'CN'));
    await page.goto('/index?panel=member&page=transferFund');
    const centre = page.getByRole('dialog');
    await centre.getByText('总余额').waitFor();
    await centre.getByRole('button', { name: '一键回收到主钱包' }).waitFor();
  });

  it('transfers to the upline with the login password, once, and the main wallet drops by the amount', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_agent');
    const transfers = countCalls(page, '/member/transferUpline');
    await page.goto('/index?panel=member&page=transferUpline');
    const upline = page
      .getByRole('dialog', { name: 'Personal Center' })
      .getByRole('region', { name: 'Transfer to Upline' });
    const hint = upline.getByText(/^Main wallet: P[\d,.]+$/);
    await hint.waitFor();
    const before = Number(((await hint.textContent()) ?? '').replace(/[^\d.]/g, ''));
    await upline.getByRole('textbox', { name: 'Amount' }).fill('100');
    await upline.getByLabel('Login password').fill('Passw0rd!');
    await upline.getByRole('button', { name: 'Transfer', exact: true }).dblclick();
    await upline.getByText('P100.00 transferred to your upline.').waitFor();
    expect(transfers()).toBe(1);
    const after = (before - 100).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await upline.getByText(`Main wallet: P${after}`).waitFor();
  });

  it('does not offer the transfer to the upline to a member without one', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    await page.goto('/index?panel=member&page=transferUpline');
    const centre = page.getByRole('dialog', { name: 'Personal Center' });
    // An address naming a page the member may not see opens the default page.
    await centre.getByRole('heading', { level: 3, name: 'My Account' }).waitFor();
    expect(await centre.getByRole('button', { name: 'Transfer to Upline' }).count()).toBe(0);
  });
});
