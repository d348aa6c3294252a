import { describe, expect, it } from 'vitest';
import { logInAs } from './actions';
import { useBrowser } from './harness';

describe('the reality check', () => {
  const e2e = useBrowser();

  it('appears after the interval the player chose, again after Keep playing, and Stop logs out', async () => {
    const { page } = e2e;
    // The player chose every 15 minutes on the responsible gaming page (kept on the device).
    await page.addInitScript(() => localStorage.setItem('lobby.realityCheckMinutes', '15'));
    await logInAs(page, 'demo_player');
    // Time under the test's control from here: the page loads again with the fake clock, the login kept.
    await page.clock.install();
    await page.reload();
    await page.getByRole('button', { name: /^Account menu of / }).waitFor();
    const check = page.getByRole('dialog', { name: 'Information Reality check' });

    await page.clock.fastForward('14:00');
    expect(await check.count()).toBe(0);
    await page.clock.fastForward('01:05');
    await check.getByText('You have been playing for 15 min.').waitFor();
    await check.getByText(/^Balance change since you logged in: /).waitFor();
    await check.getByRole('button', { name: 'Keep playing' }).click();
    await check.waitFor({ state: 'detached' });

    await page.clock.fastForward('15:00');
    await check.getByText('You have been playing for 30 min.').waitFor();
    await check.getByRole('button', { name: 'Stop and log out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
  });

  it('is chosen on the page the footer links to', async () => {
    const { page } = e2e;
    await page.goto('/responsibleGaming');
    await page.getByRole('heading', { level: 1, name: 'Responsible Gaming' }).waitFor();
    await page.getByRole('radio', { name: '60 min' }).click();
    expect(await page.evaluate(() => localStorage.getItem('lobby.realityCheckMinutes'))).toBe('60');
    await page.reload();
    await page.getByRole('radio', { name: '60 min', checked: true }).waitFor();
  });
});
