/**
 * The cashier's deposit end to end, in Chromium against the built site and
 * the HTTP sandbox, as demo_player: a deposit paid on the sandbox's payment
 * page (opened in a new window during the click) shows as credited in the
 * records, and the balance in the page's header rises by its amount; a
 * pending deposit is cancelled from the records.
 */
import { describe, expect, it } from 'vitest';
import { logInAs } from './actions';
import { useBrowser } from './harness';

describe('deposits', () => {
  const e2e = useBrowser();

  it('a deposit paid on the payment page shows in the records and the balance', async () => {
    const { page, context } = e2e;
    e2e.expectErrors({
      failedResource: /\/favicon\.ico$/,
      because: "the sandbox's payment page, a stand-in for the provider's, has no icon",
    });
    await logInAs(page, 'demo_player');
    const header = page.locator('header');
    await header.getByText('12,345.67').first().waitFor();
    await page.goto('/index?panel=member&page=depositv2');
    const centre = page.getByRole('dialog', { name: 'Personal Center' });
    const deposit = centre.getByRole('region', { name: 'Deposit' });
    await deposit.getByRole('radio', { name: 'Online banking' }).waitFor();
    await deposit.getByRole('textbox', { name: 'Amount' }).fill('1,000');

    const paymentPage = context.waitForEvent('page');
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
    const payment = await paymentPage;
    await payment.getByRole('heading', { name: /^Pay ₱1,000/ }).waitFor();
    await deposit.getByText('Complete the payment in the window that opened.', { exact: false }).waitFor();
    const records = deposit.getByRole('list', { name: 'Deposit records' });
    await expect
      .poll(() => records.getByRole('listitem').first().textContent())
      .toMatch(/P1,000\.00.*Waiting for payment/);

    await payment.getByRole('link', { name: 'Pay now' }).click();
    await payment.getByText('Status: SUCCESS').waitFor();
    await payment.close();
    await page.bringToFront();
    await deposit.getByRole('button', { name: 'I have paid: check again' }).click();
    await expect.poll(() => records.getByRole('listitem').first().textContent()).toMatch(/P1,000\.00.*Credited/);
    await header.getByText('13,345.67').first().waitFor();
  });

  it('cancels a deposit waiting for payment from the records', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    await page.goto('/index?panel=member&page=depositv2');
    const deposit = page.getByRole('dialog', { name: 'Personal Center' }).getByRole('region', { name: 'Deposit' });
    await deposit.getByRole('radio', { name: 'QR payment' }).click();
    await deposit.getByRole('textbox', { name: 'Amount' }).fill('300');
    await deposit.getByRole('button', { name: 'Deposit', exact: true }).click();
    await deposit.getByRole('img', { name: 'QR code to pay the deposit' }).waitFor();
    const first = deposit.getByRole('list', { name: 'Deposit records' }).getByRole('listitem').first();
    await expect.poll(() => first.textContent()).toMatch(/P300\.00.*Waiting for payment/);
    await first.getByRole('button', { name: /^Cancel the deposit of P300\.00/ }).click();
    await deposit.getByText('Deposit cancelled.').waitFor();
    await expect.poll(() => first.textContent()).toMatch(/P300\.00.*Cancelled/);
  });
});
