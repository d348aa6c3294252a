import { CATALOGUE_NOW, type Sandbox } from '@lobby/mocks';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, spyOn, waitFor, within } from 'storybook/test';
import { expectCentrePage, expectShown } from '../../testing/pageExpectations';
import { atPage, loaded, type PageStory, pageMeta } from '../../testing/pageStory';

// The agent centre's four reports for demo_agent, whose team of 48 bets on third-party games and
// has deposits, withdrawals and transfers of its own.
export default {
  title: 'Pages/Agent centre/Reports',
  tags: ['!autodocs'],
  ...pageMeta({ path: '/index?panel=agent&page=palStatementsAgentCopy', globals: { user: 'demo_agent' } }),
} satisfies Meta;

/** Moves everyone's bets and transactions from the sandbox's fixed clock to this week, where the reports look. */
function teamThisWeek(sandbox: Sandbox) {
  const shift = Date.now() - CATALOGUE_NOW;
  for (const account of sandbox.accounts.values()) {
    for (const bet of account.bets) {
      bet.betTime += shift;
      if (bet.settleTime !== null) bet.settleTime += shift;
    }
    for (const transaction of account.transactions) transaction.time += shift;
  }
}

/** The report's region once its rows are on screen. */
async function reportRows(title: string, centre = 'Agent Center') {
  // The centre's menu is checked by its English name: other languages find the centre and page only.
  if (centre === 'Agent Center') await expectCentrePage({ centre, title });
  const dialog = await screen.findByRole('dialog', { name: centre }, loaded);
  const page = within(await within(dialog).findByRole('region', { name: title }, loaded));
  const table = await page.findByRole('table', {}, loaded);
  // Skeleton rows fill the body while the report loads; its rows are there once the table is no longer busy.
  await waitFor(() => {
    expect(table.closest('[aria-busy="true"]')).toBeNull();
    expect(table.querySelectorAll('tbody tr').length).toBeGreaterThan(0);
  }, loaded);
  return { page, table };
}

/** The CSV the export button hands to the browser. */
async function exportedCsv(click: () => Promise<void>): Promise<string> {
  const createObjectURL = spyOn(URL, 'createObjectURL');
  try {
    await click();
    const blob = createObjectURL.mock.calls.at(-1)?.[0];
    if (!(blob instanceof Blob)) throw new Error('Nothing was exported');
    return await blob.text();
  } finally {
    createObjectURL.mockRestore();
  }
}

// User profit and loss: each member's line, 20 a page, the team's totals, and a member's detail by game kind.
export const UserProfitAndLoss: PageStory = {
  parameters: atPage('/index?panel=agent&page=palStatementsAgentCopy', { setup: teamThisWeek }),
  play: async ({ userEvent }) => {
    const { page, table } = await reportRows('User Profit and Loss');
    await waitFor(() => expect(table.querySelectorAll('tbody tr')).toHaveLength(20), loaded);
    await expectShown(within(table).getByText('Total'));
    const open = page.getAllByRole('button', { name: /^Details of / })[0] as HTMLElement;
    const account = (open.getAttribute('aria-label') ?? '').replace('Details of ', '');
    await userEvent.click(open);
    const detail = await screen.findByRole('dialog', { name: account }, loaded);
    await expectShown(await within(detail).findByText('Valid bets', {}, loaded));
  },
};

// Team betting: the team's bets with whose they are; a member searched narrows them, and the export holds them.
export const TeamBetting: PageStory = {
  parameters: atPage('/index?panel=agent&page=personalHistoryCopy', { setup: teamThisWeek }),
  play: async ({ userEvent }) => {
    const { page, table } = await reportRows('Team Betting');
    const firstAccount = table.querySelector('tbody tr td, tbody tr th')?.textContent ?? '';
    await expect(firstAccount).not.toBe('');
    await userEvent.type(page.getByRole('textbox', { name: 'Member account' }), firstAccount);
    await userEvent.click(page.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const accounts = [...table.querySelectorAll('tbody tr')].map((row) => row.firstElementChild?.textContent);
      expect(new Set(accounts)).toEqual(new Set([firstAccount]));
    }, loaded);
    const rows = table.querySelectorAll('tbody tr').length;
    const csv = await exportedCsv(() => userEvent.click(page.getByRole('button', { name: 'Export CSV' })));
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    // The header, one line per row shown and the totals.
    await expect(lines).toHaveLength(rows + 2);
    await expect(lines[0]?.startsWith('Account,')).toBe(true);
  },
};

// Account details: the team's account lines, filtered by type.
export const AccountDetails: PageStory = {
  parameters: atPage('/index?panel=agent&page=agentDownlineTransactionDetailsCopy', { setup: teamThisWeek }),
  play: async ({ userEvent }) => {
    const { page, table } = await reportRows('Account Details');
    await userEvent.click(page.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Withdrawal' }));
    await waitFor(() => {
      const cells = [...table.querySelectorAll('tbody tr')].map((row) => row.children[2]?.textContent);
      expect(cells.length).toBeGreaterThan(0);
      expect(new Set(cells)).toEqual(new Set(['Withdrawal']));
    }, loaded);
  },
};

// My income: a line per day and kind over the last seven days, and their total.
export const MyIncome: PageStory = {
  parameters: atPage('/index?panel=agent&page=agentRevenueReport', { setup: teamThisWeek }),
  play: async () => {
    const { table } = await reportRows('My Income');
    await expectShown((await within(table).findAllByText('Rebate commission', {}, loaded))[0] as HTMLElement);
    await expectShown(await within(table).findByText('Total', {}, loaded));
  },
};

// In CN: the user profit and loss in the agent's words.
export const UserProfitAndLossInChinese: PageStory = {
  globals: { locale: 'CN' },
  parameters: atPage('/index?panel=agent&page=palStatementsAgentCopy', { setup: teamThisWeek }),
  play: async () => {
    const { page, table } = await reportRows('用户盈亏', '代理中心');
    await expectShown(await within(table).findByText('合计', {}, loaded));
    await expectShown(page.getByRole('button', { name: '导出 CSV' }));
    await expectShown(page.getByRole('button', { name: '本月' }));
  },
};

// On a phone: the team's bets as cards, each led by the member's account.
export const TeamBettingOnMobile: PageStory = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: atPage('/index?panel=agent&page=personalHistoryCopy', { setup: teamThisWeek }),
  play: async () => {
    await expectCentrePage({ centre: 'Agent Center', title: 'Team Betting' });
    const page = within(await screen.findByRole('region', { name: 'Team Betting' }, loaded));
    await expectShown(await page.findByRole('textbox', { name: 'Member account' }, loaded));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
