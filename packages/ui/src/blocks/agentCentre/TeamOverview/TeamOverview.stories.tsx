import {
  agentTeamOverviewDailyEndpoint,
  agentTeamOverviewEndpoint,
  type TeamOverview as Overview,
  type TeamOverviewDay,
} from '@lobby/api';
import { teamDaysOf, teamFiguresOf, teamPeriodRange } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import { sampleTeamDays, sampleTeamFigures } from '../sampleTeamOverview';
import type { TeamPeriod } from '../teamOverview';
import { TeamOverview, type TeamOverviewProps } from './TeamOverview';

/** The stories' period follows the picker, after the args' spy. */
function LocalTeamOverview(args: TeamOverviewProps) {
  const [period, setPeriod] = useState<TeamPeriod>(args.period);
  return (
    <TeamOverview
      {...args}
      period={period}
      onPeriodChange={(next) => {
        args.onPeriodChange(next);
        setPeriod(next);
      }}
    />
  );
}

const meta = {
  title: 'Blocks/Agent centre/Team overview',
  component: TeamOverview,
  args: {
    title: 'Team Overview',
    period: 'last7',
    onPeriodChange: fn(),
    totals: { status: 'ready', figures: sampleTeamFigures, onRetry: fn() },
    daily: { status: 'ready', days: sampleTeamDays, onRetry: fn() },
  },
  argTypes: { totals: { control: false }, daily: { control: false } },
  render: (args) => <LocalTeamOverview {...args} />,
  parameters: {
    docs: {
      description: {
        component:
          "The agent centre's first page. The team's size, active and new members, balance, deposits, withdrawals, valid bets and P&L over a period (today, yesterday, the last 7 or 30 days), then a chart of one figure per day: valid bets, deposits, withdrawals or P&L, a loss drawn below the line. The chart is plain SVG, hidden from screen readers, which get the same numbers as a table.",
      },
    },
  },
} satisfies Meta<typeof TeamOverview>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Team Overview' })).toBeVisible();
    await expect(canvas.getByText('Team size')).toBeVisible();
    await expect(canvas.getByText('-2,914.50')).toBeVisible();
    // Screen readers get the chart's numbers as a table.
    const table = canvas.getByRole('table', { name: 'Valid bets' });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
    await expect(within(table).getByRole('rowheader', { name: '2025-06-11' })).toBeInTheDocument();
  },
};

export const ChooseFigureAndPeriod: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Team P&L' }));
    await expect(canvas.getByRole('button', { name: 'Team P&L' })).toHaveAttribute('aria-pressed', 'true');
    const table = canvas.getByRole('table', { name: 'Team P&L' });
    await expect(within(table).getByText('-2,600.00')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Last 30 days' }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith('last30');
  },
};

export const Loading: Story = {
  args: { totals: { status: 'loading', figures: null }, daily: { status: 'loading', days: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the team overview')).toBeInTheDocument();
    await expect(canvas.getByText('Loading the daily figures')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    daily: {
      status: 'ready',
      days: sampleTeamDays.map((day) => ({
        ...day,
        values: { validBet: 0, deposit: 0, withdraw: 0, profit: 0 },
        texts: { validBet: '0.00', deposit: '0.00', withdraw: '0.00', profit: '0.00' },
      })),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No activity in this period.' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: {
    totals: { status: 'error', figures: null, onRetry: fn() },
    daily: { status: 'error', days: [], onRetry: fn() },
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'The team overview could not be loaded' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'The daily figures could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Retry' })[0] as HTMLElement);
    await expect(args.totals.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    totals: {
      status: 'ready',
      figures: { ...sampleTeamFigures, balance: '123,456,789,012.34', validBet: '98,765,432,109.87' },
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('123,456,789,012.34')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { title: '团队总览' },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('团队人数')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '团队盈亏' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Team size')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Deposits' })).toBeVisible();
  },
};

// demo_agent's team in the sandbox, through the platform calls and the site's view model.
const platform = storyPlatform({ user: 'demo_agent' });
const { client } = platform;

function SandboxTeamOverview(args: TeamOverviewProps) {
  const [overview, setOverview] = useState<Overview>();
  const [days, setDays] = useState<readonly TeamOverviewDay[]>();
  useEffect(() => {
    const range = teamPeriodRange('last7', new Date(2025, 5, 15));
    void client.call(agentTeamOverviewEndpoint, range).then(setOverview);
    void client.call(agentTeamOverviewDailyEndpoint, range).then(setDays);
  }, []);
  return (
    <TeamOverview
      {...args}
      totals={{ status: overview ? 'ready' : 'loading', figures: teamFiguresOf(overview) }}
      daily={{ status: days ? 'ready' : 'loading', days: teamDaysOf(days) }}
    />
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxTeamOverview {...args} />,
  play: async ({ canvas }) => {
    // 36 direct downlines and three members under each of the four sub-agents.
    await waitFor(() => expect(canvas.getByText('48')).toBeVisible(), { timeout: 5000 });
    const table = await canvas.findByRole('table', { name: 'Valid bets' }, { timeout: 5000 });
    await expect(within(table).getAllByRole('row')).toHaveLength(7);
  },
};
