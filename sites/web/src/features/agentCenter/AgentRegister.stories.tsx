import type { Sandbox } from '@lobby/mocks';
import type { Meta } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { expectCentrePage, expectShown } from '../../testing/pageExpectations';
import { atPage, loaded, type PageStory, pageMeta } from '../../testing/pageStory';

// The agent centre's register account page, for demo_agent, over the home page.
export default {
  title: 'Pages/Agent centre/Register account',
  tags: ['!autodocs'],
  ...pageMeta({ path: '/index?panel=agent&page=registerCenter', globals: { user: 'demo_agent' } }),
} satisfies Meta;

/** The page's region, once its data is on screen. */
async function registerPage() {
  await expectCentrePage({ centre: 'Agent Center', title: 'Register Account' });
  return within(await screen.findByRole('region', { name: 'Register Account' }, loaded));
}

// A downline registered by its username and password joins demo_agent's team: team management lists it.
export const RegisterDownline: PageStory = {
  play: async ({ userEvent }) => {
    const page = await registerPage();
    const username = await page.findByRole('textbox', { name: /Username/ }, loaded);
    // The merchant's rule: letters and digits, starting with a letter.
    await userEvent.type(username, '1team');
    await userEvent.tab();
    await expect(username).toHaveAccessibleDescription(/Use 6 - 16 letters and digits, starting with a letter/);
    await userEvent.clear(username);
    await userEvent.type(username, 'pageteam01');
    await userEvent.type(page.getByLabelText(/^Password/), 'Lobby#2025');
    await userEvent.type(page.getByLabelText(/^Confirm password/), 'Lobby#2025');
    await userEvent.click(page.getByRole('button', { name: 'Register account' }));
    await expectShown(await page.findByText('pageteam01 was registered as a member of your team.', {}, loaded));
    await expect(page.getByRole('textbox', { name: /Username/ })).toHaveValue('');

    const dialog = within(await screen.findByRole('dialog', { name: 'Agent Center' }));
    const menu = within(dialog.getByRole('navigation', { name: /center sections$/ }));
    await userEvent.click(menu.getByRole('button', { name: /Team Management/ }));
    const team = within(await screen.findByRole('region', { name: 'Team Management' }, loaded));
    await userEvent.type(await team.findByRole('textbox', { name: 'Search by account' }, loaded), 'pageteam01');
    await userEvent.click(team.getByRole('button', { name: 'Search' }));
    await waitFor(
      () => expect(within(team.getByRole('list', { name: 'My team' })).getAllByRole('listitem')).toHaveLength(1),
      loaded,
    );
    await expect(team.getByText('pageteam01')).toBeVisible();
  },
};

// A name already in the sandbox is refused on the username field, and what was typed stays.
export const UsernameTaken: PageStory = {
  play: async ({ userEvent }) => {
    const page = await registerPage();
    const username = await page.findByRole('textbox', { name: /Username/ }, loaded);
    await userEvent.type(username, 'nam8163');
    await userEvent.type(page.getByLabelText(/^Password/), 'Lobby#2025');
    await userEvent.type(page.getByLabelText(/^Confirm password/), 'Lobby#2025');
    await userEvent.click(page.getByRole('button', { name: 'Register account' }));
    await waitFor(() => expect(username).toHaveAccessibleDescription(/Username already exists/), loaded);
    await expect(username).toHaveValue('nam8163');
    await expect(page.getByLabelText(/^Password/)).toHaveValue('Lobby#2025');
  },
};

/** demo_agent already shares one link, through which one of its members joined. */
function oneLink(sandbox: Sandbox) {
  const agent = sandbox.findAccount('demo_agent');
  const joined = agent ? sandbox.downlineOf(agent)[0] : undefined;
  if (!agent || !joined) throw new Error('The seed has no demo_agent team');
  sandbox.affiliateLinks.push({
    id: 1,
    agentId: agent.id,
    code: `${agent.affiliateCode}L1`,
    type: 0,
    expiryDays: 0,
    channelId: 'SOCIAL',
    createdAt: sandbox.now(),
    registeredIds: [joined.id],
  });
  sandbox.nextAffiliateLinkId = 2;
}

// Affiliate links: the one on file with its registration, a new agent link on top, then deleted after a confirmation.
export const AffiliateLinks: PageStory = {
  parameters: atPage('/index?panel=agent&page=registerCenter', { setup: oneLink }),
  play: async ({ userEvent }) => {
    const page = await registerPage();
    await userEvent.click(page.getByRole('tab', { name: 'Affiliate links' }));
    const list = await page.findByRole('list', { name: 'My links' }, loaded);
    const first = within(within(list).getAllByRole('listitem')[0] as HTMLElement);
    await expect(first.getByText('Never expires')).toBeVisible();
    await expect(first.getByText('Social media')).toBeVisible();
    await waitFor(() => expect(first.getByText('Registered').nextElementSibling).toHaveTextContent('1'), loaded);

    await userEvent.click(page.getByRole('radio', { name: 'Agent' }));
    await userEvent.click(page.getByRole('button', { name: 'Create link' }));
    await expectShown(await page.findByText('Your new link is at the top of the list.', {}, loaded));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2), loaded);
    const created = within(within(list).getAllByRole('listitem')[0] as HTMLElement);
    await expect(created.getByText('Agent')).toBeVisible();
    const code = created.getByRole('link').getAttribute('href')?.split('affiliateCode=')[1] ?? '';
    await expect(code).toMatch(/L2$/);

    await userEvent.click(created.getByRole('button', { name: `Delete link ${code}` }));
    const confirm = await screen.findByRole('alertdialog', { name: /Delete this link\?/ });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await expectShown(await page.findByText(`The link ${code} was deleted.`, {}, loaded));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1), loaded);
  },
};
