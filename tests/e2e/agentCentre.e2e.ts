/**
 * The agent centre end to end, in Chromium against the built site and the
 * HTTP sandbox, as demo_agent: the team overview counts the sandbox's team;
 * a daily wage offered to a sub-agent reaches that sub-agent, who accepts
 * it from its own agent centre; a dividend below what a sub-agent passes on
 * to its own member asks first, names that contract, then ends it.
 *
 * The sandbox's seed is fixed: demo_agent has 36 direct members, four of them
 * sub-agents with three members each (48 in all). nam8163 gives its first
 * member a dividend contract at 8%; linh9541 has no daily wage waiting.
 * Every seed account's password is the suite's PASSWORD.
 */
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { logInAs } from './actions';
import { useBrowser } from './harness';

async function openAgentPage(page: Page, id: string, title: string): Promise<Locator> {
  await page.goto(`/index?panel=agent&page=${id}`);
  const centre = page.getByRole('dialog', { name: 'Agent Center' });
  await centre.getByRole('heading', { level: 3, name: title }).waitFor();
  return centre.getByRole('region', { name: title });
}

/** Picks `option` in a list box by keyboard: a list that opens over its trigger may still move under the pointer. */
async function choose(page: Page, combobox: Locator, option: string): Promise<void> {
  await combobox.click();
  const listbox = page.getByRole('listbox');
  const item = listbox.getByRole('option', { name: new RegExp(`^${option}`) });
  await item.waitFor();
  await page.keyboard.type(option);
  await expect.poll(() => item.evaluate((element) => element === document.activeElement)).toBe(true);
  await page.keyboard.press('Enter');
  await listbox.waitFor({ state: 'detached' });
}

/** Offers `account` a contract from the page's form; returns the form's region. */
async function offer(page: Page, region: Locator, account: string, rate: string, period?: string): Promise<Locator> {
  const form = region.getByRole('form', { name: 'Offer a contract' });
  await choose(page, form.getByRole('combobox', { name: 'Downline agent' }), account);
  await form.getByRole('textbox', { name: 'Rate (%)' }).fill(rate);
  if (period) {
    await choose(page, form.getByRole('combobox', { name: 'Period' }), period);
  }
  await form.getByRole('button', { name: 'Offer the contract' }).click();
  return form;
}

describe('agent centre', () => {
  const e2e = useBrowser();

  it("shows the team's size, and a day per row of the period chosen", async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_agent');
    // The centre opens on the team overview.
    await page.goto('/index?panel=agent');
    const overview = page.getByRole('dialog', { name: 'Agent Center' }).getByRole('region', { name: 'Team Overview' });
    const figure = (name: string) => overview.locator('dt', { hasText: new RegExp(`^${name}$`) }).locator('+ dd');
    await expect.poll(() => figure('Team size').textContent()).toBe('48');
    await overview.getByRole('table', { name: 'Valid bets' }).waitFor({ state: 'attached' });
    expect(await overview.getByRole('table', { name: 'Valid bets' }).getByRole('row').count()).toBe(7);
    // The daily rows add up to the period's total.
    const dayTotal = async () => {
      const cells = await overview.getByRole('table', { name: 'Valid bets' }).getByRole('cell').allTextContents();
      return cells.reduce((sum, text) => sum + Number(text.replaceAll(',', '')), 0);
    };
    const shownTotal = async () => Number(((await figure('Valid bets').textContent()) ?? '').replaceAll(',', ''));
    await expect.poll(async () => Math.abs((await dayTotal()) - (await shownTotal()))).toBeLessThan(0.01);
    expect(await shownTotal()).toBeGreaterThan(0);

    await choose(page, overview.getByRole('combobox', { name: 'Period' }), 'Last 30 days');
    await expect.poll(() => overview.getByRole('table', { name: 'Valid bets' }).getByRole('row').count()).toBe(30);
  });

  it('offers a sub-agent a daily wage, which the sub-agent accepts from its own agent centre', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_agent');
    const wages = await openAgentPage(page, 'agentDailyWages2', 'Daily Wage');
    await wages.getByText('Daily wages are paid the next day.').waitFor();
    await offer(page, wages, 'linh9541', '0.5', 'Weekly');
    await wages.getByText('The contract was offered to linh9541; it starts once they accept it.').waitFor();
    const offered = wages.getByRole('region', { name: /^Contracts I offered/ });
    await offered
      .getByRole('listitem')
      .filter({ hasText: 'To linh9541' })
      .filter({ hasText: 'Waiting for an answer' })
      .waitFor();

    const sub = await (await e2e.newContext()).newPage();
    await logInAs(sub, 'linh9541');
    const subWages = await openAgentPage(sub, 'agentDailyWages2', 'Daily Wage');
    const entry = sub
      .getByRole('navigation', { name: 'Agent center sections' })
      .getByRole('button', { name: /^Daily Wage/ });
    await entry.getByText('1 request waiting for your answer').waitFor({ state: 'attached' });
    const request = subWages.getByRole('region', { name: /^Requests to answer/ });
    await request.getByText('From demo_agent').waitFor();
    await request.getByRole('button', { name: 'Accept the contract from demo_agent' }).click();
    await subWages.getByText('You accepted the contract from demo_agent.').waitFor();
    // The badge follows the answer; the contract is held, active, weekly, at 0.5%.
    await entry.getByText('1 request waiting for your answer').waitFor({ state: 'detached' });
    const held = subWages
      .getByRole('region', { name: /^Contracts I hold/ })
      .getByRole('listitem')
      .filter({ hasText: 'From demo_agent' });
    await held.filter({ hasText: 'Active' }).filter({ hasText: 'Weekly' }).filter({ hasText: '0.5%' }).waitFor();

    // The agent sees it active too.
    await page.reload();
    await offered
      .getByRole('listitem')
      .filter({ hasText: 'To linh9541' })
      .filter({ hasText: 'Active' })
      .first()
      .waitFor();
  });

  it("asks before a dividend below the sub-agent's own contract, names it, then ends it", async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_agent');
    const bonus = await openAgentPage(page, 'agentDividendRecordCopy2', 'Bonus');
    await offer(page, bonus, 'nam8163', '5');
    const ask = page.getByRole('alertdialog', { name: /End your downline's contract\?/ });
    await ask.getByText(/^\S+ at 8%$/).waitFor();
    // Keeping it changes nothing.
    await ask.getByRole('button', { name: 'Keep it' }).click();
    await ask.waitFor({ state: 'detached' });
    expect(await bonus.getByText('The contract was offered to nam8163; it starts once they accept it.').count()).toBe(
      0,
    );

    await bonus
      .getByRole('form', { name: 'Offer a contract' })
      .getByRole('button', { name: 'Offer the contract' })
      .click();
    await ask.getByText(/^\S+ at 8%$/).waitFor();
    await ask.getByRole('button', { name: 'End them and offer' }).click();
    await bonus.getByText('The contract was offered to nam8163; it starts once they accept it.').waitFor();

    // nam8163's own contract with its member has ended; the new offer waits for its answer.
    const sub = await (await e2e.newContext()).newPage();
    await logInAs(sub, 'nam8163');
    const subBonus = await openAgentPage(sub, 'agentDividendRecordCopy2', 'Bonus');
    const own = subBonus.getByRole('region', { name: /^Contracts I offered/ }).getByRole('listitem');
    await own.filter({ hasText: '8%' }).filter({ hasText: 'Terminated' }).waitFor();
    expect(await own.getByRole('button', { name: /^Terminate / }).count()).toBe(0);
    await subBonus
      .getByRole('region', { name: /^Requests to answer/ })
      .getByRole('button', { name: 'Accept the contract from demo_agent' })
      .waitFor();
  });
});
