/**
 * The cashier's verification pieces end to end, in Chromium against the built
 * site and the HTTP sandbox, as demo_vip (demo_player still owes turnover, so
 * cannot withdraw): a forgotten payment password is reset from the withdrawal
 * with the code the sandbox sent to the bound phone, and the next withdrawal
 * takes the new password only; where the merchant asks for an SMS code with
 * each withdrawal (the verification-required scenario), none is sent without
 * one, a wrong one is refused with what was typed kept, and the right one goes
 * through; a card beyond the merchant's binding limit is not offered.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { logInAs, smsCode } from './actions';
import { setScenario, useBrowser } from './harness';

const vipMobile = '987654321';

function countCalls(page: Page, part: string): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes(part)) count += 1;
  });
  return () => count;
}

async function openWithdraw(page: Page) {
  await page.goto('/index?panel=member&page=withdraw');
  const centre = page.getByRole('dialog', { name: 'Personal Center' });
  await centre.getByRole('heading', { level: 3, name: 'Withdraw' }).waitFor();
  return centre.getByRole('region', { name: 'Withdraw' });
}

/** A code that is not the one sent. */
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('payment password and codes', () => {
  const e2e = useBrowser();

  it('resets a forgotten payment password with the SMS code, then withdraws with the new one only', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_vip');
    const withdrawPage = await openWithdraw(page);
    const amount = withdrawPage.getByRole('textbox', { name: 'Amount' });
    await amount.fill('200');

    await withdrawPage.getByRole('button', { name: 'Forgot payment password?' }).first().click();
    const reset = withdrawPage.getByRole('form', { name: 'Reset payment password' });
    await reset.getByText('The code goes to your mobile number 987****321.').waitFor();
    await reset.getByRole('button', { name: 'Send code' }).click();
    await reset.getByText('We sent a code to 987****321.').waitFor();
    const code = await smsCode(vipMobile);
    await reset.getByRole('textbox', { name: 'Verification code' }).fill(wrongCode(code));
    await reset.getByLabel('New payment password', { exact: true }).fill('975310');
    await reset.getByLabel('Confirm new payment password', { exact: true }).fill('975310');
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await reset.getByRole('alert').filter({ hasText: 'Invalid or expired verification code' }).waitFor();

    await reset.getByRole('textbox', { name: 'Verification code' }).fill(code);
    await reset.getByRole('button', { name: 'Reset password' }).click();
    await withdrawPage.getByText('Payment password reset').waitFor();
    expect(await reset.count()).toBe(0);
    // The withdrawal typed before the reset is still there.
    expect(await amount.inputValue()).toBe('200');

    const form = withdrawPage.getByRole('form', { name: 'Withdraw money' });
    await form.getByLabel('Payment password', { exact: true }).fill('666888');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await form.getByRole('alert').filter({ hasText: 'Incorrect payment password' }).waitFor();
    await form.getByLabel('Payment password', { exact: true }).fill('975310');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await withdrawPage.getByText(/^Withdrawal of P200\.00 to .* requested: it is pending\.$/).waitFor();
  });

  it('asks for the SMS code where the merchant does: none sent without it, a wrong one refused, the right one goes through', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_vip');
    await setScenario('verification-required');
    const withdrawals = countCalls(page, '/transaction/withdraw');
    const withdrawPage = await openWithdraw(page);
    const form = withdrawPage.getByRole('form', { name: 'Withdraw money' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('250');
    await form.getByLabel('Payment password', { exact: true }).fill('666888');
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await form.getByText('Enter the code sent to your mobile number.').waitFor();
    expect(withdrawals()).toBe(0);

    await form.getByRole('button', { name: 'Send code' }).click();
    await form.getByText('We sent a code to 987****321.').waitFor();
    const code = await smsCode(vipMobile);
    const codeField = form.getByRole('textbox', { name: 'Verification code' });
    await codeField.fill(wrongCode(code));
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await form.getByRole('alert').filter({ hasText: 'Invalid or expired verification code' }).waitFor();
    expect(withdrawals()).toBe(1);
    expect(await form.getByRole('textbox', { name: 'Amount' }).inputValue()).toBe('250');
    expect(await form.getByLabel('Payment password', { exact: true }).inputValue()).toBe('666888');
    expect(await codeField.inputValue()).toBe(wrongCode(code));

    await codeField.fill(code);
    await form.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await withdrawPage.getByText(/^Withdrawal of P250\.00 to .* requested: it is pending\.$/).waitFor();
    expect(withdrawals()).toBe(2);
  });

  it('offers no card beyond the binding limit', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_vip');
    const withdrawPage = await openWithdraw(page);
    const cards = withdrawPage.getByRole('list', { name: 'Bank cards and e-wallets' });
    await expect.poll(() => cards.getByRole('listitem').count()).toBe(2);

    await withdrawPage.getByRole('button', { name: 'Add a card' }).click();
    const form = withdrawPage.getByRole('form', { name: 'Add a card' });
    await form.getByRole('combobox', { name: 'Bank' }).click();
    // By keyboard, as the list that opens over its trigger may still be moving under the pointer.
    const listbox = page.getByRole('listbox');
    const option = listbox.getByRole('option', { name: 'Metrobank' });
    await option.waitFor();
    await page.keyboard.type('Metrobank');
    await expect.poll(() => option.evaluate((item) => item === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await listbox.waitFor({ state: 'detached' });
    await form.getByRole('textbox', { name: "Account holder's name" }).fill('Tran Thi Mai');
    await form.getByRole('textbox', { name: 'Account number' }).fill('1234 5678 9012');
    await form.getByLabel('Payment password', { exact: true }).fill('666888');
    await form.getByRole('button', { name: 'Save card' }).click();
    await withdrawPage.getByText('Card saved.').waitFor();

    await expect.poll(() => cards.getByRole('listitem').count()).toBe(3);
    await withdrawPage.getByText('You have saved 3 cards, the most allowed. Remove one to add another.').waitFor();
    expect(await withdrawPage.getByRole('button', { name: 'Add a card' }).count()).toBe(0);
  });
});
