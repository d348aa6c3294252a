/**
 * The member and agent centres end to end, in Chromium against the built site
 * and the HTTP sandbox: the address opens a centre on a page and keeps it
 * through a reload, a visitor logs in first, the back button steps through
 * the pages and then closes the centre, and the gates keep the wrong
 * accounts out.
 */
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { logInAs, noticePopupDecision, submitLogin } from './actions';
import { useBrowser } from './harness';

/** The address's search parameters as an object, e.g. { panel: 'member', page: 'depositv2' }. */
function searchOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams);
}

async function centre(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await dialog.getByRole('navigation').waitFor();
  return dialog;
}

describe('the centres in the address', () => {
  const e2e = useBrowser();

  it('opens the agent centre on the hourly salary page from a link, after the login, and keeps it through a reload', async () => {
    const { page } = e2e;
    await page.goto('/index?panel=agent&page=agentHourSalary');
    // A visitor is asked to log in first; the centre waits in the address.
    await page
      .getByRole('dialog', { name: 'Log in' })
      .getByRole('textbox', { name: /^Username/ })
      .waitFor();
    expect(searchOf(page)).toEqual({ panel: 'agent', page: 'agentHourSalary' });
    // Whichever asked first, the login popup stays on screen once the popup notices have decided.
    await noticePopupDecision(page);
    await (await submitLogin(page, 'demo_agent')).waitFor({ state: 'detached' });

    const dialog = await centre(page, 'Agent Center');
    const hourly = dialog.getByRole('button', { name: 'Hourly Salary' });
    await expect.poll(() => hourly.getAttribute('aria-current')).toBe('page');
    await dialog
      .getByRole('region', { name: 'Hourly Salary' })
      .getByRole('heading', { name: 'Hourly Salary' })
      .waitFor();
    // demo_agent has every contract kind enabled; requests wait for three of them, none for hourly.
    for (const name of ['Bonus', 'Daily Wage', 'Real-time Salary']) {
      await dialog.getByRole('button', { name: `${name} 1 request waiting for your answer` }).waitFor();
    }

    await page.reload();
    const again = await centre(page, 'Agent Center');
    await expect
      .poll(() => again.getByRole('button', { name: 'Hourly Salary' }).getAttribute('aria-current'))
      .toBe('page');
    expect(searchOf(page)).toEqual({ panel: 'agent', page: 'agentHourSalary' });
  });

  it('opens the member centre from the avatar menu, follows the pages in the address, and steps back through them', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    await page.getByRole('button', { name: /^Account menu of / }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Member center' }).click();

    const dialog = await centre(page, 'Personal Center');
    await page.waitForURL(/\?panel=member&page=securityCenter$/);
    // The centre's menu entry, apart from the deposit page's own Deposit button.
    const depositEntry = dialog
      .getByRole('navigation', { name: /center sections$/ })
      .getByRole('button', { name: 'Deposit' });
    await depositEntry.click();
    await page.waitForURL(/\?panel=member&page=depositv2$/);
    await expect.poll(() => depositEntry.getAttribute('aria-current')).toBe('page');
    await dialog.getByRole('region', { name: 'Deposit' }).getByRole('heading', { level: 3, name: 'Deposit' }).waitFor();

    // Back returns to the previous page, then closes the centre.
    await page.goBack();
    await page.waitForURL(/\?panel=member&page=securityCenter$/);
    await expect
      .poll(() => dialog.getByRole('button', { name: 'My Account' }).getAttribute('aria-current'))
      .toBe('page');
    const pointMallWindow = () => page.evaluate(() => sessionStorage.getItem('pointMallWindow'));
    await page.evaluate(() => sessionStorage.setItem('pointMallWindow', '1'));
    await page.goBack();
    await page.waitForURL(/\/index$/);
    await dialog.waitFor({ state: 'detached' });
    // However the member centre closes, it clears the point mall's window value.
    await expect.poll(pointMallWindow).toBeNull();

    // Forward opens it again where it was; the close button steps back to where it was opened from.
    await page.goForward();
    const reopened = await centre(page, 'Personal Center');
    await reopened.getByRole('button', { name: 'Withdraw' }).click();
    await page.waitForURL(/page=withdraw$/);
    await page.evaluate(() => sessionStorage.setItem('pointMallWindow', '1'));
    await reopened.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL(/\/index$/);
    await reopened.waitFor({ state: 'detached' });
    await expect.poll(pointMallWindow).toBeNull();
  });

  it('falls back to the default page for an unknown page id, and says so in the address', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    await page.goto('/index?panel=member&page=noSuchPage');
    const dialog = await centre(page, 'Personal Center');
    await expect
      .poll(() => dialog.getByRole('button', { name: 'My Account' }).getAttribute('aria-current'))
      .toBe('page');
    await page.waitForURL(/\?panel=member&page=securityCenter$/);
    // demo_player has no upline: the transfer to it is not in the menu, and asking for it opens the default page.
    expect(await dialog.getByRole('button', { name: 'Transfer to Upline' }).count()).toBe(0);
    await page.goto('/index?panel=member&page=transferUpline');
    await centre(page, 'Personal Center');
    await page.waitForURL(/\?panel=member&page=securityCenter$/);
  });

  it('keeps a non-agent out of the agent centre with a warning', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    await page.goto('/index?panel=agent&page=agentTeamOverview');
    await page.getByRole('alertdialog').getByText('Non-agents cannot log in to the agent site').waitFor();
    await page.waitForURL(/\/index$/);
    expect(await page.getByRole('dialog', { name: 'Agent Center' }).count()).toBe(0);
  });
});
