import { memberConsolidatedEndpoint, moduleSwitches, systemWhitelabelEndpoint } from '@lobby/api';
import { useTranslation } from '@lobby/i18n';
import { agentCentreOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../../primitives/Button/Button';
import { storyPlatform } from '../../../stories/platform';
import { type CentreFacts, centrePageEntry } from '../CenterPanel/centreSections';
import { AgentCenterPanel, type AgentCenterPanelProps } from './AgentCenterPanel';
import { type AgentCentrePage, agentCentre, agentCentreSections } from './agentCentreSections';

/** Stands in for the page the site renders on the right. */
function SamplePage({ page }: { page: AgentCentrePage }) {
  const { t } = useTranslation();
  const entry = centrePageEntry(agentCentre, page);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <h3 style={{ margin: 0 }}>{entry ? t(entry.labelKey) : page}</h3>
      <p style={{ margin: 0 }}>
        Page <code>{page}</code> renders here: the site passes it as the panel's children.
      </p>
    </div>
  );
}

/** Holds the open and page state, the way the site's container does. */
function AgentCenterHost({ open: requested, page: initial, onPageChange, onClose, ...props }: AgentCenterPanelProps) {
  const [open, setOpen] = useState(requested);
  const [page, setPage] = useState(initial);
  useEffect(() => setOpen(requested), [requested]);
  useEffect(() => setPage(initial), [initial]);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open agent center</Button>
      <AgentCenterPanel
        {...props}
        open={open}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          onPageChange(next);
        }}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      >
        {props.children ?? <SamplePage page={page} />}
      </AgentCenterPanel>
    </>
  );
}

/** The agent settings switched on; the contract kinds vary by story. */
const agentSwitches = { AGEANNOUNCE3: true, AGEDOWNMAN3: true };
const factsWith = (...contracts: NonNullable<CentreFacts['contracts']>): CentreFacts => ({
  switches: agentSwitches,
  contracts,
});
const everyContract = factsWith('dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary');

const meta = {
  title: 'Blocks/Panels/AgentCenterPanel',
  component: AgentCenterPanel,
  render: (args) => <AgentCenterHost {...args} />,
  args: {
    open: true,
    status: 'ready',
    page: 'agentTeamOverview',
    facts: everyContract,
    onPageChange: fn(),
    onClose: fn(),
    onRetry: fn(),
    openDelay: 0,
  },
  argTypes: {
    page: { control: 'select', options: agentCentreSections.map((section) => section.id) },
    children: { control: false },
    labels: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The agent's own area: the same shell as the member center (generic modal, menu beside the page, a scrolling row on phones) with the sections of `agentCentreSections` this agent may see. Six pages are always there and two follow a settings switch (announcements `AGEANNOUNCE3`, team management `AGEDOWNMAN3`); the bonus, daily wage, hourly salary and real-time salary pages show when `facts.contracts` has that kind enabled (`visibleSections` is the same rule as a pure function). `pendingRequests` puts a count badge on an enabled kind's entry: requests from the upline waiting for an answer, a separate fact from being enabled. The host owns `page` (default `agentTeamOverview`), `status` (nothing of its own until `ready`) and `open`.",
      },
    },
  },
} satisfies Meta<typeof AgentCenterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogNamed = async (name: string | RegExp) => {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
};
const entryNames = (dialog: HTMLElement, menu = 'Agent center sections') =>
  within(within(dialog).getByRole('navigation', { name: menu }))
    .getAllByRole('button')
    .map((entry) => entry.textContent);

const alwaysThere = [
  'Announcements',
  'Team Overview',
  'Register Account',
  'Team Management',
  'Team Betting',
  'User Profit and Loss',
  'My Income',
  'Account Details',
];

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await dialogNamed('Agent Center');
    await expect(dialog).toHaveAttribute('data-modal-name', 'agentCenter');
    await expect(entryNames(dialog)).toEqual([
      ...alwaysThere,
      'Bonus',
      'Daily Wage',
      'Hourly Salary',
      'Real-time Salary',
    ]);
    const overview = within(dialog).getByRole('button', { name: 'Team Overview' });
    await expect(overview).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(overview).toHaveFocus());
    await expect(within(dialog).getByRole('region', { name: 'Team Overview' })).toBeVisible();
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const WithoutContracts: Story = {
  args: { facts: factsWith() },
  play: async () => {
    const dialog = await dialogNamed('Agent Center');
    await expect(entryNames(dialog)).toEqual(alwaysThere);
  },
};

export const SomeContracts: Story = {
  args: { facts: factsWith('dividend', 'hourlySalary') },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Agent Center');
    await expect(entryNames(dialog)).toEqual([...alwaysThere, 'Bonus', 'Hourly Salary']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hourly Salary' }));
    await expect(args.onPageChange).toHaveBeenCalledWith('agentHourSalary');
    await expect(within(dialog).getByRole('region', { name: 'Hourly Salary' })).toBeVisible();
  },
};

function ContractsArrive(props: AgentCenterPanelProps) {
  const [facts, setFacts] = useState<CentreFacts>(factsWith());
  return (
    <>
      <Button variant="secondary" onClick={() => setFacts(factsWith('dailySalary', 'realtimeSalary'))}>
        Load contract kinds
      </Button>
      <AgentCenterHost {...props} facts={facts} />
    </>
  );
}

export const ContractsChangeTheMenu: Story = {
  render: (args) => <ContractsArrive {...args} />,
  play: async ({ canvas }) => {
    const dialog = await dialogNamed('Agent Center');
    await expect(entryNames(dialog)).toEqual(alwaysThere);
    // The page behind is inert while the modal is open: the contract kinds arrive from outside it.
    canvas.getByRole('button', { name: 'Load contract kinds', hidden: true }).click();
    await waitFor(() => expect(entryNames(dialog)).toEqual([...alwaysThere, 'Daily Wage', 'Real-time Salary']));
  },
};

export const ChooseByKeyboard: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Agent Center');
    const overview = within(dialog).getByRole('button', { name: 'Team Overview' });
    await waitFor(() => expect(overview).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(dialog).getByRole('button', { name: 'Announcements' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith('agentAnnouncement');
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith('agentRealtimeSalary');
    await expect(within(dialog).getByRole('button', { name: 'Real-time Salary' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const ChooseByPointerAndClose: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Agent Center');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Register Account' }));
    await expect(args.onPageChange).toHaveBeenCalledWith('registerCenter');
    await expect(within(dialog).getByRole('heading', { name: 'Register Account' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async () => {
    const dialog = await dialogNamed('Agent Center');
    await expect(within(dialog).queryByRole('navigation')).toBeNull();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the agent center…');
  },
};

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Agent Center');
    await userEvent.click(within(within(dialog).getByRole('alert')).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    page: 'agentDownlineTransactionDetailsCopy',
    labels: { agentDownlineTransactionDetailsCopy: 'Account details of every member of your downline, by day' },
  },
  play: async () => {
    const dialog = await dialogNamed('Agent Center');
    const entry = within(dialog).getByRole('button', { name: /Account details of every member/ });
    await expect(entry).toHaveAttribute('aria-current', 'page');
    await expect(entry.scrollWidth).toBeLessThanOrEqual(entry.clientWidth + 1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'CN' },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('代理中心');
    await expect(entryNames(dialog, '代理中心栏目')).toEqual([
      '公告',
      '团队总览',
      '注册账户',
      '团队管理',
      '团队投注',
      '用户盈亏',
      '我的收入',
      '账户明细',
      '分红',
      '日工资',
      '时薪',
      '实时工资',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: '日工资' }));
    await expect(args.onPageChange).toHaveBeenCalledWith('agentDailyWages2');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Agent Center');
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    await expect(dialog.getBoundingClientRect().width).toBe(window.innerWidth);
    const list = within(dialog).getByRole('list');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    // The current entry (the second) is in view at once.
    const overview = within(dialog).getByRole('button', { name: 'Team Overview' });
    await expect(overview.getBoundingClientRect().right).toBeLessThanOrEqual(list.getBoundingClientRect().right);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Announcements' }));
    await expect(args.onPageChange).toHaveBeenCalledWith('agentAnnouncement');
  },
};

export const Desktop: Story = {
  globals: { viewport: { value: 'laptop', isRotated: false } },
  play: async () => {
    const dialog = await dialogNamed('Agent Center');
    await waitFor(() => expect(dialog.getAnimations()).toHaveLength(0));
    const menu = within(dialog).getByRole('navigation', { name: 'Agent center sections' });
    // Twelve entries fit the column of a 768 px high laptop screen without scrolling.
    await expect(menu.scrollHeight).toBeLessThanOrEqual(menu.clientHeight);
    const region = within(dialog).getByRole('region', { name: 'Team Overview' });
    await expect(region.getBoundingClientRect().left).toBeGreaterThanOrEqual(menu.getBoundingClientRect().right);
  },
};

export const PendingRequests: Story = {
  args: {
    facts: factsWith('dividend', 'dailySalary', 'hourlySalary'),
    pendingRequests: { dividend: 2, realtimeSalary: 1 },
  },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Agent Center');
    // The count sits on the enabled kind's entry…
    const bonus = within(dialog).getByRole('button', { name: 'Bonus 2 requests waiting for your answer' });
    await expect(within(bonus).getByText('2')).toBeVisible();
    // …no other entry has one (a kind with none waiting shows nothing)…
    await expect(within(dialog).getByRole('button', { name: 'Hourly Salary' })).toHaveTextContent(/^Hourly Salary$/);
    // …and a request waiting for a kind that is not enabled adds no entry.
    await expect(within(dialog).queryByRole('button', { name: /^Real-time Salary/ })).toBeNull();
    await userEvent.click(bonus);
    await expect(args.onPageChange).toHaveBeenCalledWith('agentDividendRecordCopy2');
  },
};

export const WithoutSwitchedPages: Story = {
  args: { facts: { switches: {}, contracts: ['dividend'] } },
  play: async () => {
    const dialog = await dialogNamed('Agent Center');
    // The merchant switched off agent announcements and downline management.
    await expect(entryNames(dialog)).toEqual([
      'Team Overview',
      'Register Account',
      'Team Betting',
      'User Profit and Loss',
      'My Income',
      'Account Details',
      'Bonus',
    ]);
  },
};

// demo_agent in the sandbox: all four contract kinds enabled (it holds an active hourly contract),
// and requests from its upline waiting for the dividend, daily and real-time salary.
const platform = storyPlatform({ user: 'demo_agent' });

async function loadFromThePlatform() {
  const [consolidated, settings] = await Promise.all([
    platform.client.call(memberConsolidatedEndpoint),
    platform.client.call(systemWhitelabelEndpoint),
  ]);
  // The site's mapping: switches of the settings tree, the contract kinds the platform enabled
  // and the requests waiting per kind.
  const { facts, pendingRequests } = agentCentreOf(moduleSwitches(settings), consolidated);
  return { facts, pending: pendingRequests };
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [async () => ({ platform: await loadFromThePlatform() })],
  render: (args, { loaded }) => {
    const { facts, pending } = loaded.platform as Awaited<ReturnType<typeof loadFromThePlatform>>;
    return <AgentCenterHost {...args} facts={facts} pendingRequests={pending} />;
  },
  play: async ({ loaded, userEvent, args }) => {
    const { facts, pending } = loaded.platform as Awaited<ReturnType<typeof loadFromThePlatform>>;
    await expect(facts.contracts).toEqual(['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary']);
    await expect(pending).toEqual({ dividend: 1, dailySalary: 1, hourlySalary: 0, realtimeSalary: 1 });
    const dialog = await dialogNamed('Agent Center');
    const menu = within(dialog).getByRole('navigation', { name: 'Agent center sections' });
    await expect(within(menu).getAllByRole('button')).toHaveLength(12);
    const waiting = '1 request waiting for your answer';
    for (const name of [`Bonus ${waiting}`, `Daily Wage ${waiting}`, 'Hourly Salary', `Real-time Salary ${waiting}`]) {
      await expect(within(menu).getByRole('button', { name })).toBeVisible();
    }
    // The hourly page is there although nothing waits for an answer: its contract is active.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hourly Salary' }));
    await expect(args.onPageChange).toHaveBeenCalledWith('agentHourSalary');
    await expect(within(dialog).getByRole('region', { name: 'Hourly Salary' })).toBeVisible();
  },
};
