/**
 * VIP and the points mall end to end, in Chromium against the built site and
 * the HTTP sandbox: demo_player redeems a reward with the payment password and
 * finds it in the redeem history and the points details; converting points
 * moves cash to the balance the header shows; a visitor sees the ranks and
 * the mall's sign-in call, which opens the login; claiming a mission's reward
 * takes one off the member centre's mission badge.
 */
import { describe, expect, it } from 'vitest';
import { logInAs } from './actions';
import { useBrowser } from './harness';

const paymentPassword = '666888';

describe('points mall and VIP', () => {
  // The platform dates records in UTC+8 and the records open on the browser's last seven days:
  // a player there, so that a redeem made now is in today's records at any hour of the run.
  const e2e = useBrowser({ timezoneId: 'Asia/Manila' });

  it('redeems a reward with the payment password and finds it in the redeem history and the points details', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    await page.goto('/pointMall');
    const mall = page.getByRole('main');
    await mall.getByText('2,580', { exact: true }).waitFor();
    await mall.getByText(/Points never expire\./).waitFor();

    await mall.getByRole('button', { name: 'Redeem ₱50 cash' }).click();
    const dialog = page.getByRole('dialog', { name: 'Redeem ₱50 cash' });
    // The login password is not the one redeeming asks for.
    await dialog.getByLabel('Payment password', { exact: true }).fill('Passw0rd!');
    await dialog.getByRole('button', { name: 'Confirm redeem' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Incorrect payment password' }).waitFor();
    await dialog.getByLabel('Payment password', { exact: true }).fill(paymentPassword);
    await dialog.getByRole('button', { name: 'Confirm redeem' }).click();
    await mall.getByText('₱50 cash redeemed. Find it in your redeem history.').waitFor();
    await mall.getByText('2,080', { exact: true }).waitFor();

    await mall.getByRole('tab', { name: 'Redeem history' }).click();
    const history = mall.getByRole('table', { name: /^Redeem history, / });
    const newest = history.locator('tbody tr').first();
    await expect.poll(() => newest.textContent()).toContain('₱50 cash');
    const redeem = (await newest.textContent()) ?? '';
    expect(redeem).toContain('Approved');
    expect(redeem).toContain('500');

    await mall.getByRole('tab', { name: 'Points details' }).click();
    const details = mall.getByRole('table', { name: /^Points details, / });
    const change = details.locator('tbody tr').first();
    await expect.poll(() => change.textContent()).toContain('-500');
    expect(await change.textContent()).toContain('2,080');
  });

  it('converts points to cash at the configured rate and the header balance follows', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    const header = page.locator('header');
    await header.getByText('12,345.67').first().waitFor();
    await page.goto('/pointMall');
    const mall = page.getByRole('main');
    await mall.getByText('2,580', { exact: true }).waitFor();

    await mall.getByRole('button', { name: 'Convert to cash' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert points to cash' });
    await dialog.getByLabel('Points to convert').fill('100');
    await dialog.getByText('You receive 10.00').waitFor();
    await dialog.getByLabel('Payment password', { exact: true }).fill(paymentPassword);
    await dialog.getByRole('button', { name: 'Convert', exact: true }).click();
    await mall.getByText('100 points converted to 10.00 in cash.').waitFor();
    await mall.getByText('2,480', { exact: true }).waitFor();
    await header.getByText('12,355.67').first().waitFor();
  });

  it('shows a visitor the ranks on /vip and the mall’s sign-in call, which opens the login', async () => {
    const { page } = e2e;
    await page.goto('/vip');
    const vip = page.getByRole('main');
    const ranks = vip.getByRole('list', { name: 'Ranks and benefits' });
    await ranks.getByRole('heading', { name: 'Diamond' }).waitFor();
    expect(await ranks.getByRole('listitem').count()).toBeGreaterThan(3);
    await vip.getByRole('button', { name: 'Sign in' }).waitFor();

    await page.goto('/pointMall');
    const mall = page.getByRole('main');
    await mall.getByRole('heading', { name: 'Sign in to the points mall' }).waitFor();
    await mall.getByText(/Points never expire\./).waitFor();
    // The catalogue shows without a session.
    await mall.getByRole('heading', { name: 'Wireless earbuds' }).waitFor();
    await mall.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).waitFor();
  });

  it('claims a completed mission’s reward and the menu’s mission badge follows', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    await page.goto('/index?panel=member&page=missionLeaderboard');
    const centre = page.getByRole('dialog', { name: 'Personal Center' });
    await centre.getByRole('heading', { level: 3, name: 'Missions' }).waitFor();
    await centre.getByText('2 mission rewards to claim').waitFor({ state: 'attached' });
    const missions = centre.getByRole('list', { name: 'Missions' });
    await missions
      .getByRole('button', { name: /^Claim / })
      .first()
      .click();
    await centre.getByText(/: the reward moved to your balance\.$/).waitFor();
    await centre.getByText('1 mission reward to claim').waitFor({ state: 'attached' });
    expect(await missions.getByRole('button', { name: /^Claim / }).count()).toBe(1);
  });
});
