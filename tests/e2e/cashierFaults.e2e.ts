/**
 * The cashier when the platform is slow or flaky, in Chromium against the
 * built site and the HTTP sandbox: a withdrawal clicked again and again while
 * the platform takes seconds is sent once; transfers while every fifth call
 * fails are each sent once (a failure is never retried on its own), and a
 * failed one keeps the amount typed.
 */
import type { Page, Request } from 'playwright';
import { describe, expect, it } from 'vitest';
import { logInAs } from './actions';
import { setScenario, useBrowser } from './harness';

function countCalls(page: Page, part: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(part)) count += 1;
  });
  return () => count;
}

/** Resolves once the page's next call to `part` has an answer or has failed. */
function callSettled(page: Page, part: string): Promise<void> {
  return new Promise((resolve) => {
    const done = (request: Request) => {
      if (!request.url().includes(part)) return;
      page.off('requestfinished', done);
      page.off('requestfailed', done);
      resolve();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  });
}

describe('the cashier on a slow or flaky platform', () => {
  const e2e = useBrowser();

  it('sends one withdrawal however often it is clicked while the platform takes seconds', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_vip');
    await page.goto('/index?panel=member&page=withdraw');
    const withdraw = page.getByRole('dialog', { name: 'Personal Center' }).getByRole('region', { name: 'Withdraw' });
    await withdraw.getByRole('textbox', { name: 'Amount' }).fill('500');
    await withdraw.getByLabel('Payment password').fill('666888');
    const withdrawals = countCalls(page, '/transaction/withdraw');

    await setScenario('slow');
    const submit = withdraw.getByRole('button', { name: 'Withdraw', exact: true });
    await submit.click();
    for (let click = 0; click < 3; click += 1) await submit.click({ force: true });
    expect(await submit.getAttribute('aria-disabled')).toBe('true');
    await withdraw.getByText(/^Withdrawal of P500\.00 to .* requested: it is pending\.$/).waitFor({ timeout: 15_000 });
    await setScenario('normal');
    expect(withdrawals()).toBe(1);
  });

  it('sends each transfer once while calls fail, and keeps the amount after a failure', async () => {
    const { page } = e2e;
    e2e.expectErrors({ failedResource: /\/wps\//, because: 'the flaky sandbox fails every fifth call' });
    await logInAs(page, 'demo_player');
    await page.goto('/index?panel=member&page=transferFund');
    const wallet = page.getByRole('dialog', { name: 'Personal Center' }).getByRole('region', { name: 'My Wallet' });
    const amount = wallet.getByRole('textbox', { name: 'Amount' });
    await amount.waitFor();
    const transfers = countCalls(page, 'GCS_walletTransfer');

    await setScenario('flaky');
    let clicks = 0;
    let failures = 0;
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await amount.fill('1');
      const settled = callSettled(page, 'GCS_walletTransfer');
      await wallet.getByRole('button', { name: 'Transfer', exact: true }).click();
      clicks += 1;
      await settled;
      await wallet
        .getByText(/^P1\.00 moved to /)
        .or(wallet.getByRole('alert'))
        .waitFor();
      if ((await wallet.getByRole('alert').count()) > 0) {
        failures += 1;
        expect(await amount.inputValue()).toBe('1');
      }
      expect(transfers()).toBe(clicks);
    }
    await setScenario('normal');
    expect(failures).toBeGreaterThan(0);
  });
});
