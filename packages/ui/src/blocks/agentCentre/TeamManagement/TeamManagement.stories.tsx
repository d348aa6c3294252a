import { agentDownlinesEndpoint, agentTransferToDownlineEndpoint, type Downline } from '@lobby/api';
import { createFullI18n } from '@lobby/i18n';
import { downlineRowsOf, errorTextOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type { ContractActionResult } from '../contracts';
import { sampleDownlines } from '../sampleTeam';
import type { DownlineRow, DownlineTransfer } from '../teamManagement';
import { TeamManagement, type TeamManagementProps } from './TeamManagement';

const meta = {
  title: 'Blocks/Agent centre/Team management',
  component: TeamManagement,
  args: {
    title: 'Team Management',
    path: [],
    onLevel: fn(),
    onOpenTeam: fn(),
    search: '',
    onSearch: fn(),
    list: { status: 'ready', rows: sampleDownlines, page: 1, pageCount: 1, onPageChange: fn(), onRetry: fn() },
    onTransfer: fn<(row: DownlineRow, transfer: DownlineTransfer) => Promise<ContractActionResult>>(async () => ({
      ok: true,
    })),
  },
  argTypes: { list: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "The agent centre's team management. The agent's downlines a level at a time, each with its role, balance, team size, registration and last login; an agent's own team opens a level down and the path above the list leads back up. A search by account; a transfer to a direct downline asks for the amount and the agent's login password.",
      },
    },
  },
} satisfies Meta<typeof TeamManagement>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Team Management' })).toBeVisible();
    const list = canvas.getByRole('list', { name: 'My team' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // Only an agent has a team to open.
    await expect(canvas.queryByRole('button', { name: 'View team of hoa2291' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'View team of nam8163' }));
    await expect(args.onOpenTeam).toHaveBeenCalledWith(expect.objectContaining({ account: 'nam8163' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Search by account' }), 'hoa');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('hoa');
  },
};

export const Transfer: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Transfer to hoa2291' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to hoa2291' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await expect(within(dialog).getByText('Enter an amount above 0')).toBeVisible();
    await expect(args.onTransfer).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '250');
    await userEvent.type(within(dialog).getByLabelText('Login password', { exact: false }), 'Passw0rd!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await expect(args.onTransfer).toHaveBeenCalledWith(expect.objectContaining({ account: 'hoa2291' }), {
      amount: 250,
      password: 'Passw0rd!',
    });
    await expect(await canvas.findByText('250 was transferred to hoa2291.')).toBeVisible();
  },
};

export const Details: Story = {
  args: { renderDetail: (row: DownlineRow) => <p>The page's detail of {row.account}</p> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Details of hoa2291' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details of hoa2291' });
    await waitFor(() => expect(within(dialog).getByText("The page's detail of hoa2291")).toBeVisible());
  },
};

export const LevelDown: Story = {
  args: {
    path: ['nam8163'],
    list: { status: 'ready', rows: [sampleDownlines[1] as DownlineRow], page: 1, pageCount: 1, onPageChange: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    const levels = within(canvas.getByRole('navigation', { name: 'Team levels' }));
    await expect(levels.getByText('nam8163')).toHaveAttribute('aria-current', 'page');
    // Transfers go to direct downlines only.
    await expect(canvas.queryByRole('button', { name: /^Transfer to / })).toBeNull();
    await userEvent.click(levels.getByRole('button', { name: 'My team' }));
    await expect(args.onLevel).toHaveBeenCalledWith(0);
  },
};

export const Loading: Story = {
  args: { list: { status: 'loading', rows: [], page: 1, pageCount: 1, onPageChange: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the team')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { search: 'zzz', list: { status: 'ready', rows: [], page: 1, pageCount: 1, onPageChange: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No account matches “zzz”.' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { list: { status: 'error', rows: [], page: 1, pageCount: 1, onPageChange: fn(), onRetry: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'The team could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.list.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    list: {
      status: 'ready',
      rows: [
        {
          ...(sampleDownlines[0] as DownlineRow),
          account: 'an_agent_with_an_uncommonly_long_account_name_2025',
          balance: '123,456,789.00',
        },
      ],
      page: 1,
      pageCount: 12,
      onPageChange: fn(),
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('an_agent_with_an_uncommonly_long_account_name_2025')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: /pagination|pages/i })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { title: '团队管理' },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '查看团队：nam8163' })).toBeVisible();
    await expect(canvas.getAllByText('团队人数')).toHaveLength(2);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Transfer to nam8163' })).toBeVisible();
  },
};

// demo_agent's team in the sandbox, through the platform call and the site's view model.
const platform = storyPlatform({ user: 'demo_agent' });
const { client } = platform;
const i18n = createFullI18n();
const t = (key: string) => i18n.t(key);

function SandboxTeam(args: TeamManagementProps) {
  const [path, setPath] = useState<readonly string[]>([]);
  const [rows, setRows] = useState<readonly Downline[]>();
  const parent = path[path.length - 1];
  useEffect(() => {
    setRows(undefined);
    void client
      .call(agentDownlinesEndpoint, { pageNo: 1, pageSize: 50, ...(parent ? { parentAccount: parent } : {}) })
      .then((page) => setRows(page.list));
  }, [parent]);
  return (
    <TeamManagement
      {...args}
      path={path}
      onLevel={(depth) => setPath(path.slice(0, depth))}
      onOpenTeam={(row) => setPath([...path, row.account])}
      list={{
        status: rows ? 'ready' : 'loading',
        rows: downlineRowsOf(rows, t),
        page: 1,
        pageCount: 1,
        onPageChange: fn(),
      }}
      onTransfer={(row, transfer) =>
        client.call(agentTransferToDownlineEndpoint, { account: row.account, ...transfer }).then(
          () => ({ ok: true as const }),
          (error: unknown) => ({ ok: false as const, error: errorTextOf(error, t) }),
        )
      }
    />
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxTeam {...args} />,
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'My team' }, { timeout: 5000 });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(36));
    await userEvent.click(canvas.getByRole('button', { name: 'View team of nam8163' }));
    const below = await canvas.findByRole('list', { name: 'nam8163' }, { timeout: 5000 });
    await expect(within(below).getAllByRole('listitem')).toHaveLength(3);
  },
};
