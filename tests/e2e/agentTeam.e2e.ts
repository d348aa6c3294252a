/**
 * Team management's downline detail end to end, in Chromium against the
 * built site and the HTTP sandbox, as demo_agent: a transfer moves money from
 * the agent's header balance to the downline's; a downline's new password
 * lets it log in; a member promoted to agent gets a team to open; a rebate
 * rate above the agent's own is refused and nothing is saved.
 *
 * The sandbox's seed is fixed: demo_agent has 36 direct downlines, most of
 * them plain members; its own live casino rebate rate is 0.8%. Every seed
 * account's password is the suite's PASSWORD.
 */
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { logIn, logInAs, PASSWORD } from './actions';
import { useBrowser } from './harness';

async function teamPage(page: Page): Promise<Locator> {
  await page.goto('/index?panel=agent&page=downlineManagmentView');
  const centre = page.getByRole('dialog', { name: 'Agent Center' });
  await centre.getByRole('heading', { level: 3, name: 'Team Management' }).waitFor();
  const region = centre.getByRole('region', { name: 'Team Management' });
  await region.getByRole('list', { name: 'My team' }).getByRole('listitem').first().waitFor();
  return region;
}

/** The first plain member (no team to open) of the agent's own downlines, and its account. */
async function firstMember(team: Locator): Promise<{ row: Locator; account: string }> {
  const rows = team.getByRole('list', { name: 'My team' }).getByRole('listitem');
  const row = rows.filter({ hasNot: team.page().getByRole('button', { name: /^View team of / }) }).first();
  const label = (await row.getByRole('button', { name: /^Details of / }).getAttribute('aria-label')) ?? '';
  return { row, account: label.replace('Details of ', '') };
}

/** Opens a row's detail once its facts are on screen. */
async function openDetail(page: Page, row: Locator, account: string): Promise<Locator> {
  await row.getByRole('button', { name: `Details of ${account}` }).click();
  const dialog = page.getByRole('dialog', { name: `Details of ${account}` });
  await dialog.getByText('Number of bets').waitFor();
  return dialog;
}

const amountOf = (text: string | null) => Number((text ?? '').replaceAll(',', ''));

/** A fact of the detail (Balance, Type, …) as its text. */
const fact = (dialog: Locator, name: string) =>
  dialog
    .locator('dt', { hasText: new RegExp(`^${name}$`) })
    .locator('+ dd')
    .textContent();

describe('team management', () => {
  const e2e = useBrowser();

  it("moves a transfer from the agent's header balance to the downline's balance", async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_agent');
    const headerAmount = page
      .locator('header')
      .getByText(/\d\.\d\d$/)
      .first();
    await headerAmount.waitFor();
    const headerBalance = async () => amountOf((await headerAmount.textContent())?.replace(/[^\d.,-]/g, '') ?? '');
    const agentBefore = await headerBalance();
    expect(agentBefore).toBeGreaterThan(250);
    const team = await teamPage(page);
    const { row, account } = await firstMember(team);
    const dialog = await openDetail(page, row, account);
    const before = amountOf(await fact(dialog, 'Balance'));

    const transfer = dialog.getByRole('form', { name: `Transfer to ${account}` });
    await transfer.getByRole('textbox', { name: 'Amount' }).fill('250');
    await transfer.getByLabel(/^Login password/).fill(PASSWORD);
    await transfer.getByRole('button', { name: 'Transfer' }).click();
    await dialog.getByText(`250 was transferred to ${account}.`).waitFor();

    await expect.poll(async () => amountOf(await fact(dialog, 'Balance'))).toBeCloseTo(before + 250, 2);
    await expect.poll(headerBalance).toBeCloseTo(agentBefore - 250, 2);
  });

  it('resets a downline password, and the downline logs in with it', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_agent');
    const { row, account } = await firstMember(await teamPage(page));
    const dialog = await openDetail(page, row, account);
    await dialog.getByRole('tab', { name: 'Password' }).click();
    const form = dialog.getByRole('form', { name: `Reset the password of ${account}` });
    await form.getByLabel(/^New password/).fill('N3wSecret!');
    await form.getByLabel(/^Confirm the new password/).fill('N3wSecret!');
    await form.getByRole('button', { name: 'Set password' }).click();
    await form.getByText(`${account} can now log in with the new password.`).waitFor();

    const downline = await (await e2e.newContext()).newPage();
    const login = await logIn(downline, account, 'N3wSecret!');
    await login.waitFor({ state: 'detached' });
    await downline.getByRole('button', { name: /^Account menu of / }).waitFor();
  });

  it('promotes a member to agent after a confirmation; its row then opens a team', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_agent');
    const team = await teamPage(page);
    const { row, account } = await firstMember(team);
    const dialog = await openDetail(page, row, account);
    await dialog.getByRole('button', { name: 'Promote to agent' }).click();
    const confirm = page.getByRole('alertdialog', { name: new RegExp(`Promote ${account} to agent`) });
    await confirm.getByRole('button', { name: 'Promote' }).click();
    await dialog.getByText(`${account} is now an agent.`).waitFor();
    await expect.poll(() => fact(dialog, 'Type')).toBe('Agent');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const promoted = team.getByRole('list', { name: 'My team' }).getByRole('listitem').filter({ hasText: account });
    await promoted.getByText('Agent', { exact: true }).waitFor();
    await promoted.getByRole('button', { name: `View team of ${account}` }).click();
    await team.getByRole('list', { name: account }).or(team.getByText('No one in this team yet.')).waitFor();
  });

  it("refuses a rebate rate above the agent's own, and saves none", async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_agent');
    const { row, account } = await firstMember(await teamPage(page));
    let dialog = await openDetail(page, row, account);
    await dialog.getByRole('tab', { name: 'Rebates' }).click();
    let form = dialog.getByRole('form', { name: `Rebate rates of ${account}` });
    const live = form.getByRole('textbox', { name: 'Live casino (%)' });
    await live.fill('1');
    await form.getByRole('button', { name: 'Save rates' }).click();
    await form.getByText("At most 0.8%: a downline's rate cannot be above your own").waitFor();

    // Opened again, the rate is still the one the platform holds.
    await dialog.getByRole('button', { name: 'Close' }).click();
    dialog = await openDetail(page, row, account);
    await dialog.getByRole('tab', { name: 'Rebates' }).click();
    form = dialog.getByRole('form', { name: `Rebate rates of ${account}` });
    expect(await form.getByRole('textbox', { name: 'Live casino (%)' }).inputValue()).toBe('0');
  });
});
