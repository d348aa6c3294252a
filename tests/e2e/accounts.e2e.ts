/**
 * The accounts end to end, in Chromium against the built site and the HTTP
 * sandbox: login (balance, captcha after two wrong passwords, the forced
 * change of demo_weak), registration with an affiliate code, forgot password
 * by phone, free play, logout, and remember me.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import {
  accountMenu,
  captchaCode,
  expectVerified,
  logIn,
  loginDialog,
  noticePopupDecision,
  openLogin,
  PASSWORD,
  slide,
  smsCode,
} from './actions';
import { useBrowser } from './harness';

/** demo_agent's affiliate code in the seeded sandbox (packages/mocks README). */
const AGENT_AFFILIATE_CODE = 'AF10004';

async function everythingStored(page: Page): Promise<string> {
  const cookies = (await page.context().cookies()).map((cookie) => `${cookie.name}=${cookie.value}`);
  const storage = await page.evaluate(() =>
    [sessionStorage, localStorage].flatMap((store) =>
      Object.keys(store).map((key) => `${key}=${store.getItem(key) ?? ''}`),
    ),
  );
  return [...cookies, ...storage].join('\n');
}

describe('login', () => {
  const e2e = useBrowser();

  it('logs demo_player in and shows the balance', async () => {
    const { page } = e2e;
    const dialog = await logIn(page, 'demo_player', PASSWORD);
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL('**/index');
    await page.getByText('12,345.67').first().waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
  });

  it('shows the captcha after two wrong passwords, and lets the player in with its code', async () => {
    const { page } = e2e;
    const dialog = await openLogin(page);
    await dialog.getByRole('textbox', { name: /^Username/ }).fill('demo_player');
    for (const attempt of ['wrong-one', 'wrong-two']) {
      await dialog.getByLabel(/^Password/).fill(attempt);
      await slide(dialog);
      await expectVerified(dialog);
      await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
      await dialog.getByRole('alert').getByText('Wrong account or password').waitFor();
      // A failure resets the slider.
      await expect.poll(() => dialog.getByRole('slider').getAttribute('aria-valuenow')).toBe('0');
    }
    const captcha = dialog.getByRole('textbox', { name: /^Captcha/ });
    await captcha.waitFor();
    await dialog.locator('img[src^="data:image/png"]').waitFor();
    await captcha.fill(await captchaCode(page));
    await dialog.getByLabel(/^Password/).fill(PASSWORD);
    await slide(dialog);
    await expectVerified(dialog);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('12,345.67').first().waitFor();
  });

  it('forces demo_weak to change its password, then it logs in with the new one', async () => {
    const { page } = e2e;
    await logIn(page, 'demo_weak', '123456');
    const change = page.getByRole('dialog', { name: 'Change password' });
    await change.getByLabel(/^Account/).waitFor();
    expect(await change.getByLabel(/^Account/).inputValue()).toBe('demo_weak');
    // The old password is known from the login: the form does not ask for it.
    expect(await change.getByLabel(/^Current password/).count()).toBe(0);
    expect(await everythingStored(page)).not.toContain('123456');
    await change.getByLabel(/^New password/).fill('Stronger#2025');
    await change.getByLabel(/^Confirm new password/).fill('Stronger#2025');
    await change.getByRole('button', { name: 'Change password' }).click();
    await change.waitFor({ state: 'detached' });
    await page.waitForURL('**/index');
    await page.getByRole('button', { name: /^Account menu of / }).waitFor();

    // A new tab has its own session storage: logged out there.
    const second = await e2e.context.newPage();
    const dialog = await logIn(second, 'demo_weak', 'Stronger#2025');
    await dialog.waitFor({ state: 'detached' });
    await second.getByRole('button', { name: /^Account menu of / }).waitFor();
    expect(await second.getByRole('dialog', { name: 'Change password' }).count()).toBe(0);
  });

  it('a reload during the forced change leaves a visitor: signed in only once the password is changed', async () => {
    const { page } = e2e;
    await logIn(page, 'demo_weak', '123456');
    await page
      .getByRole('dialog', { name: 'Change password' })
      .getByLabel(/^New password/)
      .waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Log in', exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: /^Account menu of / }).count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await everythingStored(page)).not.toContain('123456');
  });
});

describe('registration', () => {
  const e2e = useBrowser();

  it('refuses an invalid affiliate code first, then registers with a valid one and logs in', async () => {
    const { page } = e2e;
    await page.goto('/register');
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.waitFor();
    // The popup notices stay closed behind the form, and will not open over the page after it.
    expect(await noticePopupDecision(page)).toBe('behind-another-modal');
    const mobile = '917555123';
    await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
    await dialog.getByRole('button', { name: /get code/i }).click();
    await expect.poll(() => smsCode(mobile).catch(() => ''), { timeout: 10_000 }).not.toBe('');
    await dialog.getByLabel(/^SMS code/).fill(await smsCode(mobile));
    await dialog.getByRole('textbox', { name: /^Username/ }).fill('tester2025');
    await dialog.getByLabel(/^Password/).fill('Secret#2025');
    await dialog.getByLabel(/^Confirm password/).fill('Secret#2025');
    await dialog.getByLabel(/^Payee name/).fill('Ana Cruz');
    await dialog.getByLabel(/^Payment password/).fill('123321');
    await dialog.getByLabel(/^Affiliate code/).fill('NOPE99');
    await dialog.locator('img[src^="data:image/png"]').waitFor();
    await dialog.getByRole('textbox', { name: /^Captcha/ }).fill(await captchaCode(page));
    await dialog.getByRole('checkbox', { name: /18 years/ }).check();
    await slide(dialog);
    await expectVerified(dialog);
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();

    const warning = page.getByRole('alertdialog');
    await warning.getByText('The affiliate code is invalid. Please check it and try again.').waitFor();
    await warning.getByRole('button').first().click();
    await warning.waitFor({ state: 'detached' });

    await dialog.getByLabel(/^Affiliate code/).fill(AGENT_AFFILIATE_CODE);
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL('**/index');
    await page.getByRole('button', { name: /^Account menu of tester2025/ }).waitFor();
  });
});

describe('forgot password, free play, logout, remember me', () => {
  const e2e = useBrowser();

  it('resets the password by phone and logs the player in with it', async () => {
    const { page } = e2e;
    const login = await openLogin(page);
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByRole('tab', { name: 'Mobile number' }).click();
    const mobile = '912345678';
    await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
    await dialog.getByRole('button', { name: /get code/i }).click();
    await expect.poll(() => smsCode(mobile).catch(() => ''), { timeout: 10_000 }).not.toBe('');
    await dialog.getByLabel(/^SMS code/).fill(await smsCode(mobile));
    await dialog.getByLabel(/^New password/).fill('Reset#2025');
    await dialog.getByLabel(/^Confirm new password/).fill('Reset#2025');
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await slide(dialog, /slide to log in/i);
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL('**/index');
    await page.getByRole('button', { name: /^Account menu of / }).waitFor();
    expect(await everythingStored(page)).not.toContain('Reset#2025');
  });

  it('free play gets a type-4 account that cannot open the member center', async () => {
    const { page } = e2e;
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Free trial' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL('**/index');
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');
    const menu = await accountMenu(page);
    await menu.getByRole('menuitem', { name: 'Member center' }).click();
    const warning = page.getByRole('alertdialog');
    await warning.getByText(/needs a real account/).waitFor();
    expect(await page.getByRole('dialog', { name: 'Personal center' }).count()).toBe(0);
  });

  it('logout clears the session', async () => {
    const { page } = e2e;
    const dialog = await logIn(page, 'demo_player', PASSWORD);
    await dialog.waitFor({ state: 'detached' });
    const menu = await accountMenu(page);
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Log in', exact: true }).first().waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('merchant'))).toBe('demo');
  });

  it('remember me survives a reload for the username only', async () => {
    const { page } = e2e;
    const dialog = await logIn(page, 'demo_player', PASSWORD, { remember: true });
    await dialog.waitFor({ state: 'detached' });
    expect(await everythingStored(page)).not.toContain(PASSWORD);
    // A new tab starts logged out, as after closing the browser tab.
    const next = await e2e.context.newPage();
    const again = await openLogin(next);
    expect(await again.getByRole('textbox', { name: /^Username/ }).inputValue()).toBe('demo_player');
    expect(await again.getByLabel(/^Password/).inputValue()).toBe('');
    expect(await again.getByRole('checkbox', { name: 'Remember me' }).isChecked()).toBe(true);
    await next.reload();
    const reloaded = loginDialog(next);
    await reloaded.getByRole('textbox', { name: /^Username/ }).waitFor();
    expect(await reloaded.getByRole('textbox', { name: /^Username/ }).inputValue()).toBe('demo_player');
    expect(await everythingStored(next)).not.toContain(PASSWORD);
  });
});

describe('members-only site (the route guard, brand switch loginedToHomePage)', () => {
  const e2e = useBrowser({ site: 'members' });

  it('sends a visitor to the login, leaves the visitor pages open, and lets the member in', async () => {
    const { page } = e2e;
    await page.goto('/index');
    await page.waitForURL('**/login');
    await loginDialog(page).waitFor();
    expect(await noticePopupDecision(page)).toBe('behind-another-modal');
    await page.goto('/vip');
    await page.waitForURL('**/login');

    // The pages a visitor needs to get in stay open.
    await page.goto('/helpmc');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/helpmc');
    await page.goto('/download');
    await page.waitForURL('**/down');

    const dialog = await logIn(page, 'demo_player', PASSWORD);
    await dialog.waitFor({ state: 'detached' });
    await page.waitForURL('**/index');
    await page.goto('/vip');
    await page.getByRole('heading', { name: 'VIP', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/vip');
  });
});
