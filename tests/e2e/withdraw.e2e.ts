/**
 * The cashier's withdrawal end to end, in Chromium against the built site and
 * the HTTP sandbox: demo_vip's withdrawal is sent once however often it is
 * clicked and shows as pending, with the balance lower by its amount;
 * demo_player, who still owes turnover, is told so and sends nothing; a wrong
 * payment password keeps what was typed; a trial account never reaches the
 * cashier. Receipts: a withdrawal is marked received with a proof picture, a
 * six-megabyte picture is refused before any upload, and one left
 * unconfirmed counts as received once the sandbox's clock passes its minutes.
 */
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { logInAs, openLogin } from './actions';
import { advanceSandboxClock, useBrowser } from './harness';

function countCalls(page: Page, part: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(part)) count += 1;
  });
  return () => count;
}

/** A picture of `bytes` bytes, as a file input takes it. */
function picture(name: string, mimeType: string, bytes: number) {
  return { name, mimeType, buffer: Buffer.alloc(bytes) };
}

/** Withdraws `amount` as demo_vip on the page on screen and waits until it is pending. */
async function withdraw(withdrawPage: Locator, amount: string) {
  await withdrawPage.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await withdrawPage.getByLabel('Payment password').fill('666888');
  await withdrawPage.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await withdrawPage.getByText(/requested: it is pending\.$/).waitFor();
}

async function openWithdraw(page: Page) {
  await page.goto('/index?panel=member&page=withdraw');
  const centre = page.getByRole('dialog', { name: 'Personal Center' });
  await centre.getByRole('heading', { level: 3, name: 'Withdraw' }).waitFor();
  // The page itself, apart from the centre's menu (whose entry has the same name).
  return centre.getByRole('region', { name: 'Withdraw' });
}

describe('withdrawals', () => {
  const e2e = useBrowser();

  it('sends one withdrawal on a double click; it shows as pending and the balance drops by its amount', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_vip');
    const withdrawals = countCalls(page, '/transaction/withdraw');
    const centre = await openWithdraw(page);
    const balanceHint = centre.getByText(/^Main wallet: P[\d,.]+/);
    await balanceHint.waitFor();
    const before = Number(((await balanceHint.textContent()) ?? '').match(/P([\d,.]+)/)?.[1]?.replace(/,/g, ''));

    await centre.getByRole('textbox', { name: 'Amount' }).fill('1,000');
    await centre.getByLabel('Payment password').fill('666888');
    await centre.getByRole('button', { name: 'Withdraw', exact: true }).dblclick();
    await centre.getByText(/^Withdrawal of P1,000\.00 to .* requested: it is pending\.$/).waitFor();
    expect(withdrawals()).toBe(1);
    const records = centre.getByRole('list', { name: 'Withdrawal records' });
    await expect.poll(() => records.getByRole('listitem').first().textContent()).toMatch(/P1,000\.00.*Pending/);
    const after = (before - 1_000).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    await centre.getByText(`Main wallet: P${after}`, { exact: false }).waitFor();
  });

  it('keeps the amount and password after a wrong payment password', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_vip');
    const centre = await openWithdraw(page);
    await centre.getByRole('textbox', { name: 'Amount' }).fill('300');
    await centre.getByLabel('Payment password').fill('000000');
    await centre.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await centre
      .getByRole('alert')
      .filter({ hasText: /payment password/i })
      .waitFor();
    expect(await centre.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('300');
    expect(await centre.getByLabel('Payment password').inputValue()).toBe('000000');
  });

  it('tells a player who owes turnover how much, and sends nothing', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    const withdrawals = countCalls(page, '/transaction/withdraw');
    const centre = await openWithdraw(page);
    await centre.getByText('Play P1,750.00 more turnover before you can withdraw.').waitFor();
    expect(await centre.getByRole('button', { name: 'Withdraw', exact: true }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    expect(withdrawals()).toBe(0);
  });

  it('refuses the cashier to a trial account opened by its address', async () => {
    const { page } = e2e;
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Free trial' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL('**/index');
    await page.goto('/index?panel=member&page=withdraw');
    await page
      .getByRole('alertdialog')
      .getByText(/needs a real account/)
      .waitFor();
    expect(await page.getByRole('dialog', { name: 'Personal Center' }).count()).toBe(0);
  });

  it('marks a withdrawal received with a proof picture, refusing a 6 MB one before any upload', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_vip');
    const uploads = countCalls(page, 'MCSFE_uploadDepositEncodedImage');
    const withdrawPage = await openWithdraw(page);
    await withdraw(withdrawPage, '400');
    const receipts = withdrawPage.getByRole('list', { name: 'Confirm receipt' });
    const waiting = receipts.getByRole('listitem').filter({ hasText: 'P400.00' });
    await waiting.getByText('Waiting for you').waitFor();
    await withdrawPage.getByText(/counts as received\. Once it counts as received, nothing is refunded\.$/).waitFor();

    const proof = waiting.getByLabel(/^Proof picture/);
    await proof.setInputFiles(picture('big.png', 'image/png', 6 * 1024 * 1024));
    await waiting.getByText('The picture must be under 5 MB.').waitFor();
    expect(uploads()).toBe(0);

    await proof.setInputFiles(picture('slip.png', 'image/png', 4_000));
    await waiting.getByRole('button', { name: 'I received it' }).click();
    await withdrawPage.getByText('Marked as received.').waitFor();
    expect(uploads()).toBe(1);
    await expect.poll(() => waiting.textContent()).toMatch(/Received/);
    const records = withdrawPage.getByRole('list', { name: 'Withdrawal records' });
    await expect.poll(() => records.getByRole('listitem').first().textContent()).toMatch(/P400\.00.*Paid/);
  });

  it('counts a withdrawal left unconfirmed past the minutes as received', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_vip');
    const withdrawPage = await openWithdraw(page);
    await withdraw(withdrawPage, '350');
    const receipts = withdrawPage.getByRole('list', { name: 'Confirm receipt' });
    await receipts.getByRole('listitem').filter({ hasText: 'P350.00' }).getByText('Waiting for you').waitFor();

    await advanceSandboxClock(31);
    await page.reload();
    const again = page.getByRole('dialog', { name: 'Personal Center' }).getByRole('region', { name: 'Withdraw' });
    const receipt = again
      .getByRole('list', { name: 'Confirm receipt' })
      .getByRole('listitem')
      .filter({ hasText: 'P350.00' });
    await receipt.getByText('Counted as received', { exact: true }).waitFor();
    await receipt.getByText('Not confirmed in time: counted as received.').waitFor();
    expect(await receipt.getByRole('button', { name: 'I received it' }).count()).toBe(0);
  });
});
