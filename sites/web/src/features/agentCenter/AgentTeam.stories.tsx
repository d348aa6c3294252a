import type { Meta } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { expectCentrePage, expectShown } from '../../testing/pageExpectations';
import { atPage, loaded, type PageStory, pageMeta } from '../../testing/pageStory';

// Team management's downline detail, for demo_agent in the sandbox: the actions change the sandbox's team.
export default {
  title: 'Pages/Agent centre/Team management',
  tags: ['!autodocs'],
  ...pageMeta({ path: '/index?panel=agent&page=downlineManagmentView', globals: { user: 'demo_agent' } }),
} satisfies Meta;

const teamPage = atPage('/index?panel=agent&page=downlineManagmentView');

/** The team page, and the first plain member of the agent's own downlines (no team to open). */
async function firstMember() {
  await expectCentrePage({ centre: 'Agent Center', title: 'Team Management' });
  const page = within(await screen.findByRole('region', { name: 'Team Management' }, loaded));
  const mine = await page.findByRole('list', { name: 'My team' }, loaded);
  const row = within(mine)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('button', { name: /^View team of / }) === null);
  if (!row) throw new Error('demo_agent has plain members');
  const details = within(row).getByRole('button', { name: /^Details of / });
  const account = (details.getAttribute('aria-label') ?? '').replace('Details of ', '');
  return { page, row: within(row), details, account };
}

async function openDetail(
  details: HTMLElement,
  account: string,
  userEvent: { click(element: Element): Promise<void> },
) {
  await userEvent.click(details);
  const dialog = within(await screen.findByRole('dialog', { name: `Details of ${account}` }, loaded));
  await dialog.findByRole('heading', { name: new RegExp(`^${account}`) }, loaded);
  return dialog;
}

// A member's detail: type, team size and the figures from its P&L; collecting money moves its balance down.
export const MemberDetail: PageStory = {
  parameters: teamPage,
  play: async ({ userEvent }) => {
    const { details, account } = await firstMember();
    const dialog = await openDetail(details, account, userEvent);
    await expectShown(dialog.getByText('Team size'));
    await expect(dialog.getByText('Number of bets').nextElementSibling?.textContent).toMatch(/^\d+$/);
    const balance = dialog.getByText('Balance').nextElementSibling;
    const before = Number(balance?.textContent?.replaceAll(',', ''));
    const collect = within(dialog.getByRole('form', { name: `Collect from ${account}` }));
    await userEvent.type(collect.getByRole('textbox', { name: 'Amount' }), '1');
    await userEvent.type(collect.getByLabelText(/^Payment password/), '666888');
    await userEvent.click(collect.getByRole('button', { name: 'Collect' }));
    await expectShown(await dialog.findByText(`1 was collected from ${account}.`, {}, loaded));
    await waitFor(() => expect(Number(balance?.textContent?.replaceAll(',', ''))).toBeCloseTo(before - 1, 2), loaded);
  },
};

// Promotion asks first; afterwards the detail and the row say Agent and the row's team opens.
export const Promote: PageStory = {
  parameters: teamPage,
  play: async ({ userEvent }) => {
    const { page, details, account } = await firstMember();
    const dialog = await openDetail(details, account, userEvent);
    await userEvent.click(dialog.getByRole('button', { name: 'Promote to agent' }));
    const confirm = await screen.findByRole('alertdialog', { name: new RegExp(`Promote ${account} to agent`) });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Promote' }));
    await expectShown(await dialog.findByText(`${account} is now an agent.`, {}, loaded));
    await waitFor(() => expect(dialog.queryByText('Promote to agent')).toBeNull(), loaded);
    // The confirmation fades out first; the detail's own buttons are reachable again once it has gone.
    await userEvent.click(await dialog.findByRole('button', { name: 'Close' }, loaded));
    await expectShown(await page.findByRole('button', { name: `View team of ${account}` }, loaded));
  },
};

// Rebates: a rate above the agent's own is refused before it is sent; one within it is saved.
export const RebateSettings: PageStory = {
  parameters: teamPage,
  play: async ({ userEvent }) => {
    const { details, account } = await firstMember();
    const dialog = await openDetail(details, account, userEvent);
    await userEvent.click(dialog.getByRole('tab', { name: 'Rebates' }));
    const form = within(await dialog.findByRole('form', { name: `Rebate rates of ${account}` }, loaded));
    const live = form.getByRole('textbox', { name: 'Live casino (%)' });
    await userEvent.clear(live);
    await userEvent.type(live, '1');
    await userEvent.click(form.getByRole('button', { name: 'Save rates' }));
    await expectShown(form.getByText("At most 0.8%: a downline's rate cannot be above your own"));
    await userEvent.clear(live);
    await userEvent.type(live, '0.7');
    await userEvent.click(form.getByRole('button', { name: 'Save rates' }));
    await expectShown(await form.findByText(`The rebate rates of ${account} were saved.`, {}, loaded));
  },
};
