/**
 * Invite and earn end to end, in Chromium against the built site and the HTTP
 * sandbox, as demo_player: the invite link the page shows is what Copy puts on
 * the clipboard, and it carries the player's referral code.
 */
import { describe, expect, it } from 'vitest';
import { logInAs } from './actions';
import { useBrowser } from './harness';

describe('invite and earn', () => {
  const e2e = useBrowser();

  it('copies the invite link with the referral code, and says so', async () => {
    const { page, context } = e2e;
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await logInAs(page, 'demo_player');
    await page.goto('/index?panel=member&page=referral');
    const centre = page.getByRole('dialog', { name: 'Personal Center' });
    const invite = centre.getByRole('region', { name: 'Your invite link' });
    const link = invite.getByText(/referralCode=/);
    await link.waitFor();
    const shown = (await link.textContent()) ?? '';
    const code = (await invite.getByRole('definition').first().locator('span').first().textContent()) ?? '';
    expect(code).toMatch(/^RF/);
    expect(new URL(shown).searchParams.get('referralCode')).toBe(code);

    await invite.getByRole('button', { name: 'Copy link' }).click();
    await invite.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  });
});
