import { CATALOGUE_NOW, type Sandbox } from '@lobby/mocks';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { expectCentrePage, expectShown } from '../../testing/pageExpectations';
import { atPage, loaded, type PageStory, pageMeta } from '../../testing/pageStory';

// The agent centre over the home page, opened by its address, for demo_agent (every contract kind enabled).
export default {
  title: 'Pages/Agent centre',
  tags: ['!autodocs'],
  ...pageMeta({ path: '/index?panel=agent', globals: { user: 'demo_agent' } }),
} satisfies Meta;

// Announcements: the site's notices and the members' ones, each opened in place.
export const Announcements: PageStory = {
  parameters: atPage('/index?panel=agent&page=agentAnnouncement'),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Agent Center', title: 'Announcements' });
    const page = within(await screen.findByRole('region', { name: 'Announcements' }, loaded));
    // The site's notices and the members' ones (PL), sixteen in the sandbox.
    await expectShown(await page.findByText('16 notices', {}, loaded));
    const notice = page.getAllByRole('button', { expanded: false })[0] as HTMLElement;
    await userEvent.click(notice);
    await expect(notice).toHaveAttribute('aria-expanded', 'true');
    const content = document.getElementById(notice.getAttribute('aria-controls') ?? '');
    await waitFor(() => expect(content).toBeVisible());
    await expect(content?.textContent?.trim()).not.toBe('');
  },
};
/** Moves everyone's bets and transactions from the sandbox's fixed clock to this week, where the periods look. */
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

// Team overview, the centre's first page: demo_agent's 48 members (36 direct, 12 under its sub-agents)
// and a chart of the last seven days; another period asks the platform again.
export const TeamOverview: PageStory = {
  parameters: atPage('/index?panel=agent', { setup: teamThisWeek }),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Agent Center', title: 'Team Overview' });
    const page = within(await screen.findByRole('region', { name: 'Team Overview' }, loaded));
    const teamSize = (await page.findByText('Team size', {}, loaded)).nextElementSibling;
    await waitFor(() => expect(teamSize).toHaveTextContent('48'));
    const table = await page.findByRole('table', { name: 'Valid bets' }, loaded);
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await userEvent.click(page.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 30 days' }));
    await waitFor(
      () => expect(within(page.getByRole('table', { name: 'Valid bets' })).getAllByRole('row')).toHaveLength(30),
      loaded,
    );
  },
};
// Team management: demo_agent's 36 direct downlines, 20 a page; a sub-agent's team (three members) opens a level down and the path leads back.
export const TeamManagement: PageStory = {
  parameters: atPage('/index?panel=agent&page=downlineManagmentView'),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Agent Center', title: 'Team Management' });
    const page = within(await screen.findByRole('region', { name: 'Team Management' }, loaded));
    const mine = await page.findByRole('list', { name: 'My team' }, loaded);
    await expect(within(mine).getAllByRole('listitem')).toHaveLength(20);
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    const open = page.getAllByRole('button', { name: /^View team of / })[0] as HTMLElement;
    const subAgent = (open.getAttribute('aria-label') ?? '').replace('View team of ', '');
    await userEvent.click(open);
    const below = await page.findByRole('list', { name: subAgent }, loaded);
    // The level above stays on screen while the new one loads.
    await waitFor(() => expect(within(below).getAllByRole('listitem')).toHaveLength(3), loaded);
    await expect(page.queryByRole('button', { name: /^Transfer to / })).toBeNull();
    await userEvent.click(page.getByRole('button', { name: 'My team' }));
    await expectShown(await page.findByRole('list', { name: 'My team' }, loaded));
  },
};
// The four reports' stories: AgentReports.stories.tsx.

/** The agent centre's dialog and the page region named `title`, once the page's data is on screen. */
async function contractPage(title: string, centre = 'Agent Center') {
  const dialog = await screen.findByRole('dialog', { name: centre }, loaded);
  const page = within(await within(dialog).findByRole('region', { name: title }, loaded));
  return { dialog: within(dialog), page };
}

// Bonus (dividend): the house's request, the sub-agents' contracts; a running contract ends after a confirmation.
export const Bonus: PageStory = {
  parameters: atPage('/index?panel=agent&page=agentDividendRecordCopy2'),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Agent Center', title: 'Bonus' });
    const { page } = await contractPage('Bonus');
    const offered = within(await page.findByRole('region', { name: /^Contracts I offered/ }, loaded));
    const terminate = offered.getAllByRole('button', { name: /^Terminate the contract with / })[0] as HTMLElement;
    const name = terminate.getAttribute('aria-label') ?? '';
    await userEvent.click(terminate);
    const confirm = await screen.findByRole('alertdialog', { name: /Terminate this contract\?/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Terminate' }));
    await expectShown(await page.findByText(/^The contract with .+ has ended\.$/, {}, loaded));
    await waitFor(() => expect(offered.queryByRole('button', { name })).toBeNull());
  },
};

// Daily wage: accepting the house's request takes the badge off the menu entry.
export const DailyWage: PageStory = {
  parameters: atPage('/index?panel=agent&page=agentDailyWages2'),
  play: async ({ userEvent }) => {
    await expectCentrePage({ centre: 'Agent Center', title: 'Daily Wage' });
    const { dialog, page } = await contractPage('Daily Wage');
    await expect(page.getByText('Daily wages are paid the next day.')).toBeVisible();
    const menu = within(dialog.getByRole('navigation', { name: /center sections$/ }));
    const entry = within(menu.getByRole('button', { name: /^Daily Wage/ }));
    await expect(entry.getByText('1 request waiting for your answer')).toBeInTheDocument();
    await userEvent.click(await page.findByRole('button', { name: 'Accept the contract from house_master' }, loaded));
    await expectShown(await page.findByText('You accepted the contract from house_master.', {}, loaded));
    await waitFor(() => expect(entry.queryByText('1 request waiting for your answer')).toBeNull(), loaded);
    // The menu's badge and the page's list are separate answers; either may arrive first.
    await expectShown(await page.findByText('No request is waiting for your answer.', {}, loaded));
  },
};

// Hourly salary: demo_agent holds the house's active contract; nothing waits.
export const HourlySalary: PageStory = {
  parameters: atPage('/index?panel=agent&page=agentHourSalary'),
  play: async () => {
    await expectCentrePage({ centre: 'Agent Center', title: 'Hourly Salary' });
    const { page } = await contractPage('Hourly Salary');
    const held = within(await page.findByRole('region', { name: /^Contracts I hold/ }, loaded));
    await expect(held.getByText('From house_master')).toBeVisible();
    await expect(held.getByText('Active')).toBeVisible();
    await expect(page.getByText('No request is waiting for your answer.')).toBeVisible();
    await expect(page.queryByRole('combobox', { name: 'Period' })).toBeNull();
  },
};

// Real-time salary: the next 5-minute settlement is shown.
export const RealtimeSalary: PageStory = {
  parameters: atPage('/index?panel=agent&page=agentRealtimeSalary'),
  play: async () => {
    await expectCentrePage({ centre: 'Agent Center', title: 'Real-time Salary' });
    const { page } = await contractPage('Real-time Salary');
    await expect(page.getByText('Real-time salary settles every 5 minutes.')).toBeVisible();
    await expect(page.getByText(/^Next settlement at \d{2}:\d{2}/)).toBeVisible();
    await expect(
      await page.findByRole('button', { name: 'Accept the contract from house_master' }, loaded),
    ).toBeVisible();
  },
};

// In CN: the daily wage page in the agent's words.
export const DailyWageInChinese: PageStory = {
  globals: { locale: 'CN' },
  parameters: atPage('/index?panel=agent&page=agentDailyWages2'),
  play: async () => {
    const { page } = await contractPage('日工资', '代理中心');
    await expectShown(await page.findByText('日工资次日发放。', {}, loaded));
    await expect(await page.findByRole('button', { name: '同意 house_master 的契约' }, loaded)).toBeVisible();
  },
};

// A player who is not an agent is told so, and the address drops the centre.
export const NotAnAgent: PageStory = {
  globals: { user: 'demo_player' },
  parameters: atPage('/index?panel=agent&page=agentTeamOverview'),
  play: async () => {
    const alert = await screen.findByRole('alertdialog', {}, loaded);
    await expectShown(within(alert).getByText('Non-agents cannot log in to the agent site'));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Agent Center' })).not.toBeInTheDocument());
  },
};
