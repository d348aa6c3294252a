/**
 * The member centre's records end to end, in Chromium against the built site
 * and the HTTP sandbox, as demo_player: the betting record filters by days
 * and vendor and exports the rows it shows; the account record filters by
 * type.
 */
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { logInAs } from './actions';
import { useBrowser } from './harness';

/** `2025-06-18`: a local day as the records show it. */
function dayText(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The member centre open on a record, once the record's table or empty state is there. */
async function openRecord(page: Page, id: string, title: string): Promise<Locator> {
  await page.goto(`/index?panel=member&page=${id}`);
  const record = page.getByRole('dialog', { name: 'Personal Center' }).getByRole('region', { name: title });
  await record.getByRole('heading', { name: title }).waitFor();
  return record;
}

/** The table's body rows, once no newer answer is on its way. */
async function bodyRows(record: Locator): Promise<Locator[]> {
  await record.locator('[aria-busy="true"]').waitFor({ state: 'detached' });
  return record.getByRole('table').locator('tbody tr').all();
}

/** The text of one column's cells in every body row. */
async function column(record: Locator, header: string): Promise<string[]> {
  const headers = await record.getByRole('table').locator('thead th').allTextContents();
  const index = headers.indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  const rows = await bodyRows(record);
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

async function choose(page: Page, record: Locator, filter: string, option: string): Promise<void> {
  await record.getByRole('combobox', { name: filter }).click();
  // By keyboard, as a list that opens over its trigger may still be scrolling
  // under the pointer: type-ahead moves to the option, Enter picks it.
  const listbox = page.getByRole('listbox');
  await listbox.getByRole('option', { name: option }).waitFor();
  await page.keyboard.type(option);
  await expect
    .poll(() => listbox.getByRole('option', { name: option }).evaluate((item) => item === document.activeElement))
    .toBe(true);
  await page.keyboard.press('Enter');
  await listbox.waitFor({ state: 'detached' });
}

describe('the member records', () => {
  const e2e = useBrowser({ viewport: { width: 1366, height: 900 } });

  it('filters the betting record by days and vendor, and exports the rows it shows', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    const record = await openRecord(page, 'personalHistoryCopy', 'Betting Record');

    // The last 30 days: every bet in them, none older.
    await record.getByRole('button', { name: 'Last 30 days' }).click();
    await expect
      .poll(() => record.getByRole('button', { name: 'Last 30 days' }).getAttribute('aria-pressed'))
      .toBe('true');
    const earliest = new Date();
    earliest.setDate(earliest.getDate() - 29);
    const month = await column(record, 'Bet time');
    expect(month.length).toBeGreaterThan(5);
    for (const time of month) expect(time.slice(0, 10) >= dayText(earliest)).toBe(true);

    // One vendor: only its bets, and fewer than all of them.
    await choose(page, record, 'Vendor', 'Evolution');
    await expect.poll(async () => new Set(await column(record, 'Vendor'))).toEqual(new Set(['EVO']));
    const evolution = await column(record, 'Order no.');
    expect(evolution.length).toBeGreaterThan(0);

    // Today only: every row is today's, or the record says there is nothing.
    await record.getByRole('button', { name: 'Today' }).click();
    await expect.poll(() => record.getByRole('button', { name: 'Today' }).getAttribute('aria-pressed')).toBe('true');
    // The table says there is nothing in the place of its rows, so it is read until it shows either.
    await expect
      .poll(async () => {
        if ((await record.getByText('No bets in these days').count()) > 0) return 'nothing today';
        const today = await column(record, 'Bet time');
        return today.length > 0 && today.every((time) => time.slice(0, 10) === dayText(new Date()))
          ? "only today's bets"
          : today.join(', ');
      })
      .toMatch(/^(nothing today|only today's bets)$/);

    // Back to the month of Evolution's bets, and the export holds exactly the rows shown.
    await record.getByRole('button', { name: 'Last 30 days' }).click();
    await expect.poll(() => column(record, 'Order no.')).toEqual(evolution);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      record.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^betting-record_\d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv$/);
    // The browser runs apart from the test: the file comes back as a stream.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk));
    const csv = Buffer.concat(chunks).toString('utf8');
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('Bet time,Order no.,Game,Vendor,Bet,Valid bet,Payout,Win/loss,Status');
    const exported = lines.slice(1, -1).map((line) => line.split(',')[1]);
    expect(exported).toEqual(evolution);
    expect(lines.at(-1)).toMatch(/^Total,/);
  });

  it('filters the account record by type', async () => {
    const { page } = e2e;
    await logInAs(page, 'demo_player');
    const record = await openRecord(page, 'transactionHistory', 'Account Record');
    await record.getByRole('button', { name: 'Last 30 days' }).click();
    await expect.poll(async () => new Set(await column(record, 'Type')).size).toBeGreaterThan(1);

    await choose(page, record, 'Type', 'Deposit');
    await expect.poll(async () => new Set(await column(record, 'Type'))).toEqual(new Set(['Deposit']));
    for (const amount of await column(record, 'Amount')) expect(amount.startsWith('-')).toBe(false);
  });
});
