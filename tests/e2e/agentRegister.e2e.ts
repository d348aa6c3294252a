/**
 * The agent centre's register account page end to end, in Chromium against
 * the built site and the HTTP sandbox, as demo_agent: a downline registered
 * on the page is in the team at once (team management finds it, the team
 * overview counts it); an affiliate link created on the page is listed with
 * its address, and is gone once deleted; a visitor who registers through a
 * link joins the team with the link's account type, and the link counts it.
 *
 * The sandbox's seed is fixed: demo_agent has 48 members in all and no
 * affiliate links. The merchant's rules ask for a username of 6 to 16
 * letters and digits starting with a letter, and a password of 8 to 20
 * characters with upper and lower case, a digit and a symbol.
 */
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { captchaCode, expectVerified, logInAs, slide, smsCode } from './actions';
import { useBrowser } from './harness';

async function openAgentPage(page: Page, id: string, title: string): Promise<Locator> {
  await page.goto(`/index?panel=agent&page=${id}`);
  const centre = page.getByRole('dialog', { name: 'Agent Center' });
  await centre.getByRole('heading', { level: 3, name: title }).waitFor();
  return centre.getByRole('region', { name: title });
}

describe('agent centre: register account', () => {
  const e2e = useBrowser();

  it('registers a downline that team management then finds, and the team overview counts', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_agent');
    const register = await openAgentPage(page, 'registerCenter', 'Register Account');
    const username = register.getByRole('textbox', { name: /Username/ });
    await username.fill('e2eteam01');
    await register.getByLabel(/^Password/).fill('Lobby#2025');
    await register.getByLabel(/^Confirm password/).fill('Lobby#2025');
    await register.getByRole('radio', { name: /^Agent/ }).check();
    await register.getByRole('button', { name: 'Register account' }).click();
    await register.getByText('e2eteam01 was registered as an agent in your team.').waitFor();
    // A clean form for the next one.
    expect(await username.inputValue()).toBe('');

    // The same name again is refused on the field, and what was typed stays.
    await username.fill('e2eteam01');
    await register.getByLabel(/^Password/).fill('Lobby#2025');
    await register.getByLabel(/^Confirm password/).fill('Lobby#2025');
    await register.getByRole('button', { name: 'Register account' }).click();
    await expect.poll(() => describedText(username)).toContain('Username already exists');
    expect(await username.inputValue()).toBe('e2eteam01');

    const centre = page.getByRole('dialog', { name: 'Agent Center' });
    await centre
      .getByRole('navigation', { name: /center sections$/ })
      .getByRole('button', { name: /Team Management/ })
      .click();
    const team = centre.getByRole('region', { name: 'Team Management' });
    await team.getByRole('textbox', { name: 'Search by account' }).fill('e2eteam01');
    await team.getByRole('button', { name: 'Search' }).click();
    const list = team.getByRole('list', { name: 'My team' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    const row = list.getByRole('listitem').first();
    await row.getByText('e2eteam01').waitFor();
    // Registered as an agent: its own (empty) team can be opened.
    await row.getByRole('button', { name: 'View team of e2eteam01' }).waitFor();

    await centre
      .getByRole('navigation', { name: /center sections$/ })
      .getByRole('button', { name: /Team Overview/ })
      .click();
    const overview = centre.getByRole('region', { name: 'Team Overview' });
    const teamSize = overview.locator('dt', { hasText: /^Team size$/ }).locator('+ dd');
    await expect.poll(() => teamSize.textContent()).toBe('49');
  });

  it('creates an affiliate link, lists it with its address, and deletes it after a confirmation', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_agent');
    const register = await openAgentPage(page, 'registerCenter', 'Register Account');
    await register.getByRole('tab', { name: 'Affiliate links' }).click();
    const list = register.getByRole('list', { name: 'My links' });
    await register.getByRole('heading', { name: 'You have no affiliate links yet.' }).waitFor();

    await register.getByRole('radio', { name: 'Agent' }).check();
    await register.getByRole('button', { name: 'Create link' }).click();
    await register.getByText('Your new link is at the top of the list.').waitFor();
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    const link = list.getByRole('listitem').first();
    const address = (await link.getByRole('link').getAttribute('href')) ?? '';
    expect(address).toMatch(/^https:\/\/www\.lobby\.example\/register\?affiliateCode=\w+L1$/);
    expect(await link.getByText('Agent', { exact: true }).count()).toBe(1);
    const code = address.split('affiliateCode=')[1] ?? '';

    await link.getByRole('button', { name: `Delete link ${code}` }).click();
    const confirm = page.getByRole('alertdialog', { name: /Delete this link\?/ });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await register.getByText(`The link ${code} was deleted.`).waitFor();
    await register.getByRole('heading', { name: 'You have no affiliate links yet.' }).waitFor();
  });

  it("counts a visitor who registers through a link, who joins the team with the link's account type", async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_agent');
    let register = await openAgentPage(page, 'registerCenter', 'Register Account');
    await register.getByRole('tab', { name: 'Affiliate links' }).click();
    await register.getByRole('radio', { name: 'Agent' }).check();
    await register.getByRole('button', { name: 'Create link' }).click();
    const list = register.getByRole('list', { name: 'My links' });
    await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
    const address = new URL((await list.getByRole('link').first().getAttribute('href')) ?? '');

    // The visitor opens the link's address on this site and registers; the code comes from the address.
    await asVisitor(page);
    await page.goto(`/register${address.search}`);
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.waitFor();
    const mobile = '917555777';
    await dialog.getByRole('textbox', { name: /^Mobile number/ }).fill(mobile);
    await dialog.getByRole('button', { name: /get code/i }).click();
    await expect.poll(() => smsCode(mobile).catch(() => ''), { timeout: 10_000 }).not.toBe('');
    await dialog.getByLabel(/^SMS code/).fill(await smsCode(mobile));
    await dialog.getByRole('textbox', { name: /^Username/ }).fill('linkjoin01');
    await dialog.getByLabel(/^Password/).fill('Secret#2025');
    await dialog.getByLabel(/^Confirm password/).fill('Secret#2025');
    await dialog.getByLabel(/^Payee name/).fill('Ana Cruz');
    await dialog.getByLabel(/^Payment password/).fill('123321');
    await dialog.locator('img[src^="data:image/png"]').waitFor();
    await dialog.getByRole('textbox', { name: /^Captcha/ }).fill(await captchaCode(page));
    await dialog.getByRole('checkbox', { name: /18 years/ }).check();
    await slide(dialog);
    await expectVerified(dialog);
    await dialog.getByRole('button', { name: 'Register', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Account menu of linkjoin01/ }).waitFor();

    await asVisitor(page);
    await logInAs(page, 'demo_agent');
    register = await openAgentPage(page, 'registerCenter', 'Register Account');
    await register.getByRole('tab', { name: 'Affiliate links' }).click();
    const registered = list
      .getByRole('listitem')
      .first()
      .locator('dt', { hasText: /^Registered$/ })
      .locator('+ dd');
    await expect.poll(() => registered.textContent()).toBe('1');

    const centre = page.getByRole('dialog', { name: 'Agent Center' });
    await centre
      .getByRole('navigation', { name: /center sections$/ })
      .getByRole('button', { name: /Team Management/ })
      .click();
    const team = centre.getByRole('region', { name: 'Team Management' });
    await team.getByRole('textbox', { name: 'Search by account' }).fill('linkjoin01');
    await team.getByRole('button', { name: 'Search' }).click();
    // An agent link makes an agent: its own team can be opened.
    await team.getByRole('button', { name: 'View team of linkjoin01' }).waitFor();
  });
});

/** Forgets the signed-in account, as a visitor on another browser would start. */
async function asVisitor(page: Page): Promise<void> {
  await page.context().clearCookies();
  await page.evaluate(() => {
    sessionStorage.clear();
    localStorage.clear();
  });
}

/** The text of the elements a field's `aria-describedby` names (its hint and its message). */
function describedText(field: Locator): Promise<string> {
  return field.evaluate((element) =>
    (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
      .join(' '),
  );
}
