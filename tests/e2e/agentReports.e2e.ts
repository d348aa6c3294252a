/**
 * The agent centre's reports end to end, in Chromium against the built site
 * and the HTTP sandbox, as demo_agent: each report shows the sandbox team's
 * rows; the user loss totals add up its rows and a member's detail opens in
 * place; the team's bets narrow to a member searched and export the rows
 * shown; the account details filter by type; the income shows its days.
 *
 * The sandbox's seed is fixed: demo_agent's team is 48 members, who bet on
 * third-party games and have deposits, withdrawals and transfers of their own.
 */
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { logInAs } from './actions';
import { useBrowser } from './harness';

/** The agent centre open on a report, once its heading is there. */
async function openReport(page: Page, id: string, title: string): Promise<Locator> {
  await page.goto(`/index?panel=agent&page=${id}`);
  const report = page.getByRole('dialog', { name: 'Agent Center' }).getByRole('region', { name: title });
  await report.getByRole('heading', { level: 3, name: title }).waitFor();
  return report;
}

/** The table's body rows, once no newer answer is on its way. */
async function bodyRows(report: Locator): Promise<Locator[]> {
  await report.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  return report.getByRole('table').locator('tbody tr').all();
}

async function headerIndex(report: Locator, header: string): Promise<number> {
  const headers = await report.getByRole('table').locator('thead th').allTextContents();
  const index = headers.indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  return index;
}

/** The text of one column's cells in every body row. */
async function column(report: Locator, header: string): Promise<string[]> {
  const index = await headerIndex(report, header);
  const rows = await bodyRows(report);
  return Promise.all(
    rows.map((row) =>
      row
        .locator('th, td')
        .nth(index)
        .textContent()
        .then((text) => text ?? ''),
    ),
  );
}

/** One column's cell in the totals line. */
async function totalOf(report: Locator, header: string): Promise<string> {
  const index = await headerIndex(report, header);
  return (await report.getByRole('table').locator('tfoot tr').locator('th, td').nth(index).textContent()) ?? '';
}

const amount = (text: string) => Number(text.replaceAll(',', ''));

async function choose(page: Page, report: Locator, filter: string, option: string): Promise<void> {
  await report.getByRole('combobox', { name: filter }).click();
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option }).waitFor();
  await page.keyboard.type(option);
  await expect
    .poll(() => listbox.getByRole('option', { name: option }).evaluate((item) => item === document.activeElement))
    .toBe(true);
  await page.keyboard.press('Enter');
  await listbox.waitFor({ state: 'detached' });
}

/** The CSV the export button downloads, as lines without the byte-order mark. */
async function exported(page: Page, report: Locator): Promise<{ name: string; lines: string[] }> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
  const csv = Buffer.concat(chunks).toString('utf8');
  return {
    name: download.suggestedFilename(),
    lines: csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n'),
  };
}

describe('agent centre reports', () => {
  const e2e = useBrowser({ viewport: { width: 1366, height: 900 } });

  it("adds up the user loss rows to its totals, and opens a member's detail in place", async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_agent');
    const report = await openReport(page, 'palStatementsAgentCopy', 'User Profit and Loss');
    await report.getByRole('button', { name: 'This month' }).click();
    await report.getByRole('button', { name: 'Last 7 days' }).click();
    await expect.poll(async () => (await column(report, 'Account')).length).toBe(20);
    // Two pages of members: the totals cover both, so they are checked against every row.
    const valid = (await column(report, 'Valid bets')).map(amount);
    await report.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(async () => (await column(report, 'Account')).length).toBe(20);
    valid.push(...(await column(report, 'Valid bets')).map(amount));
    await report.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(async () => (await column(report, 'Account')).length).toBe(8);
    valid.push(...(await column(report, 'Valid bets')).map(amount));
    const sum = valid.reduce((total, value) => total + value, 0);
    expect(sum).toBeGreaterThan(0);
    expect(Math.abs(amount(await totalOf(report, 'Valid bets')) - sum)).toBeLessThan(0.01);

    // A member with bets (the first page's: the sub-agents' members have none) opens to its result by game kind.
    await report.getByRole('button', { name: 'Page 1' }).click();
    await expect.poll(async () => (await column(report, 'Valid bets')).map(amount)).toEqual(valid.slice(0, 20));
    const accounts = await column(report, 'Account');
    const withBets = accounts[valid.findIndex((value) => value > 0)] ?? '';
    expect(withBets).not.toBe('');
    await report.getByRole('button', { name: `Details of ${withBets}` }).click();
    const detail = page.getByRole('dialog', { name: withBets });
    await detail
      .getByText('Slots')
      .or(detail.getByText('Live casino'))
      .or(detail.getByText('Sports'))
      .first()
      .waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'detached' });
  });

  it("narrows the team's bets to a member searched, and exports the rows it shows", async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_agent');
    const report = await openReport(page, 'personalHistoryCopy', 'Team Betting');
    await report.getByRole('button', { name: 'This month' }).click();
    await expect.poll(async () => new Set(await column(report, 'Account')).size).toBeGreaterThan(1);
    const member = (await column(report, 'Account'))[0] ?? '';

    await report.getByRole('textbox', { name: 'Member account' }).fill(member);
    await report.getByRole('button', { name: 'Search' }).click();
    await expect.poll(async () => new Set(await column(report, 'Account'))).toEqual(new Set([member]));
    const orders = await column(report, 'Order no.');
    expect(orders.length).toBeGreaterThan(0);

    const { name, lines } = await exported(page, report);
    expect(name).toMatch(/^team-betting_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines[0]).toBe('Account,Bet time,Order no.,Game,Vendor,Bet,Valid bet,Win/loss,Status');
    const rows = lines.slice(1, -1).map((line) => line.split(','));
    expect(rows.map((cells) => cells[2])).toEqual(orders);
    expect(rows.every((cells) => cells[0] === member)).toBe(true);
    expect(lines.at(-1)).toMatch(/^Total,/);
  });

  it("filters the team's account lines by type", async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_agent');
    const report = await openReport(page, 'agentDownlineTransactionDetailsCopy', 'Account Details');
    await report.getByRole('button', { name: 'This month' }).click();
    await report.getByRole('button', { name: 'Last 7 days' }).click();
    await expect.poll(async () => new Set(await column(report, 'Account')).size).toBeGreaterThan(1);

    await choose(page, report, 'Type', 'Deposit');
    await expect.poll(async () => new Set(await column(report, 'Type'))).toEqual(new Set(['Deposit']));
    for (const value of await column(report, 'Amount')) expect(value.startsWith('-')).toBe(false);
  });

  it("shows the agent's income by day and kind, with its total", async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_agent');
    const report = await openReport(page, 'agentRevenueReport', 'My Income');
    await expect.poll(async () => (await column(report, 'Kind')).length).toBeGreaterThan(0);
    const kinds = new Set(await column(report, 'Kind'));
    expect(kinds).toContain('Rebate commission');

    // One kind: a line a day at most, on one page, and the total is their sum.
    await choose(page, report, 'Kind', 'Rebate commission');
    await expect.poll(async () => new Set(await column(report, 'Kind'))).toEqual(new Set(['Rebate commission']));
    const incomes = (await column(report, 'Income')).map(amount);
    const sum = incomes.reduce((total, value) => total + value, 0);
    expect(sum).toBeGreaterThan(0);
    expect(Math.abs(amount(await totalOf(report, 'Income')) - sum)).toBeLessThan(0.01);

    await choose(page, report, 'Kind', 'Salary');
    await expect.poll(async () => new Set(await column(report, 'Kind'))).toEqual(new Set(['Salary']));
  });
});
