import { memberConsolidatedEndpoint, type ResponseOf } from '@lobby/api';
import { useTranslation } from '@lobby/i18n';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../../primitives/Button/Button';
import { storyPlatform } from '../../../stories/platform';
import { AgentCenterPanel, type AgentCenterPanelProps } from './AgentCenterPanel';
import { type AgentCenterFlags, type AgentCenterPage, agentCenterPages } from './agentCenterPages';

/** Stands in for the page the site renders on the right. */
function SamplePage({ page }: { page: AgentCenterPage }) {
  const { t } = useTranslation();
  const item = agentCenterPages.find((entry) => entry.page === page);
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <h3 style={{ margin: 0 }}>{item ? t(`panels.agent.${item.name}`) : page}</h3>
      <p style={{ margin: 0 }}>
        Page <code>{page}</code> (<code>{item?.path}</code>) renders here: the site passes it as the panel's children.
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

const allFlags: AgentCenterFlags = { dividend: true, dailySalary: true, hourlySalary: true, realtimeSalary: true };

const meta = {
  title: 'Blocks/Panels/AgentCenterPanel',
  component: AgentCenterPanel,
  render: (args) => <AgentCenterHost {...args} />,
  args: {
    open: true,
    loaded: true,
    page: 'agentTeamOverview',
    flags: allFlags,
    onPageChange: fn(),
    onClose: fn(),
    onRetry: fn(),
    openDelay: 0,
  },
  argTypes: {
    page: { control: 'select', options: agentCenterPages.map((entry) => entry.page) },
    children: { control: false },
    labels: { control: false },
  },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'The agent\'s own area (spec §2 "Agent center", §6): the same shell as the member center (generic modal, menu beside the page, a scrolling row on phones) with the agent menu of `agentCenterPages`. Eight pages are always there; the bonus (dividend, type `enableCt`), daily wage (`salary`), hourly salary (`hourSalary`) and real-time salary (`agentRealtimeSalary`) pages only when the matching `flags` entry is on. `visibleAgentPages(flags)` is the same rule as a pure function. The host owns `page` (default `agentTeamOverview`), `loaded` (spec §4: nothing until loaded) and `open`.',
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
  args: { flags: {} },
  play: async () => {
    const dialog = await dialogNamed('Agent Center');
    await expect(entryNames(dialog)).toEqual(alwaysThere);
  },
};

export const SomeContracts: Story = {
  args: { flags: { dividend: true, hourlySalary: true } },
  play: async ({ args, userEvent }) => {
    const dialog = await dialogNamed('Agent Center');
    await expect(entryNames(dialog)).toEqual([...alwaysThere, 'Bonus', 'Hourly Salary']);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hourly Salary' }));
    await expect(args.onPageChange).toHaveBeenCalledWith('agentHourSalary');
    await expect(within(dialog).getByRole('region', { name: 'Hourly Salary' })).toBeVisible();
  },
};

function FlagsArrive(props: AgentCenterPanelProps) {
  const [flags, setFlags] = useState<AgentCenterFlags>({});
  return (
    <>
      <Button variant="secondary" onClick={() => setFlags({ dailySalary: true, realtimeSalary: true })}>
        Load contract flags
      </Button>
      <AgentCenterHost {...props} flags={flags} />
    </>
  );
}

export const FlagsChangeTheMenu: Story = {
  render: (args) => <FlagsArrive {...args} />,
  play: async ({ canvas }) => {
    const dialog = await dialogNamed('Agent Center');
    await expect(entryNames(dialog)).toEqual(alwaysThere);
    // The page behind is inert while the modal is open: the flags arrive from outside it.
    canvas.getByRole('button', { name: 'Load contract flags', hidden: true }).click();
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
  args: { loaded: false },
  play: async () => {
    const dialog = await dialogNamed('Agent Center');
    await expect(within(dialog).queryByRole('navigation')).toBeNull();
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Loading the agent center…');
  },
};

export const LoadError: Story = {
  args: { loaded: false, error: true },
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

// demo_agent in the sandbox: its consolidated settings name the contract kinds it has.
const platform = storyPlatform({ user: 'demo_agent' });

/** The site's mapping: a contract kind is on when its consolidated field is set (non-zero). */
function flagsOf(consolidated: ResponseOf<typeof memberConsolidatedEndpoint>): AgentCenterFlags {
  const on = (value: number | string | boolean | null | undefined) =>
    value !== null && value !== undefined && value !== false && value !== 0 && value !== '0' && value !== '';
  return {
    dividend: on(consolidated.divtypereq),
    dailySalary: on(consolidated.dailysalreqtype),
    hourlySalary: on(consolidated.contracthoursalreq),
    realtimeSalary: on(consolidated.realtimesalreqtype),
  };
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [async () => ({ consolidated: await platform.client.call(memberConsolidatedEndpoint) })],
  render: (args, { loaded }) => (
    <AgentCenterHost {...args} flags={flagsOf(loaded.consolidated as ResponseOf<typeof memberConsolidatedEndpoint>)} />
  ),
  play: async ({ loaded }) => {
    const consolidated = loaded.consolidated as ResponseOf<typeof memberConsolidatedEndpoint>;
    // demo_agent has dividend, daily and real-time salary contracts, and no hourly one.
    await expect(flagsOf(consolidated)).toEqual({
      dividend: true,
      dailySalary: true,
      hourlySalary: false,
      realtimeSalary: true,
    });
    const dialog = await dialogNamed('Agent Center');
    await expect(entryNames(dialog)).toEqual([...alwaysThere, 'Bonus', 'Daily Wage', 'Real-time Salary']);
  },
};
