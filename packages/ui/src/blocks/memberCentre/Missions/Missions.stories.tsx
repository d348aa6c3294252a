import {
  type MissionLeaderboard,
  type MissionSummary,
  missionsClaimEndpoint,
  missionsLeaderboardEndpoint,
  missionsRulesEndpoint,
  missionsSummaryEndpoint,
} from '@lobby/api';
import { createFullI18n } from '@lobby/i18n';
import { errorTextOf, leaderboardOf, missionItemsOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type { MissionClaimResult, MissionItem } from '../missions';
import { sampleLeaderboard, sampleMissions, sampleMissionsCN, sampleRules } from '../sampleMissions';
import { Missions, type MissionsProps } from './Missions';

const ok = async (): Promise<MissionClaimResult> => ({ ok: true });

const meta = {
  title: 'Blocks/Member centre/Missions',
  component: Missions,
  args: {
    title: 'Missions',
    missions: { status: 'ready', missions: sampleMissions, onRetry: fn() },
    leaderboard: { status: 'ready', ...sampleLeaderboard, onRetry: fn() },
    rules: { status: 'ready', rules: sampleRules },
    onClaim: fn<(mission: MissionItem) => Promise<MissionClaimResult>>(ok),
  },
  argTypes: { missions: { control: false }, leaderboard: { control: false }, rules: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "The member centre's missions: each mission's progress towards its target and its reward, a Claim for a completed one (the result said under the list), the leaderboard with the player's own place, and the rules.",
      },
    },
  },
} satisfies Meta<typeof Missions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Missions' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByText('You are number 14 with 350 points')).toBeVisible();
    await expect(canvas.getByText('Mission period')).toBeVisible();
  },
};

export const ClaimOne: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Claim Deposit 3 days in a row' }));
    await expect(args.onClaim).toHaveBeenCalledWith(expect.objectContaining({ id: '3002' }));
    await expect(await canvas.findByText('Deposit 3 days in a row: the reward moved to your balance.')).toBeVisible();
  },
};

export const ClaimFails: Story = {
  args: {
    onClaim: fn<(mission: MissionItem) => Promise<MissionClaimResult>>(async () => ({
      ok: false,
      error: 'The mission has reset.',
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Claim Deposit 3 days in a row' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The mission has reset.');
  },
};

export const Loading: Story = {
  args: {
    missions: { status: 'loading', missions: [] },
    leaderboard: { status: 'loading', rows: [], mine: null },
    rules: { status: 'loading', rules: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your missions')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: {
    missions: { status: 'ready', missions: [] },
    leaderboard: { status: 'ready', rows: [], mine: null },
    rules: { status: 'ready', rules: [] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No missions right now' })).toBeVisible();
    await expect(canvas.getByText('You are not on the leaderboard yet')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { missions: { status: 'error', missions: [], onRetry: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Your missions could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Retry' })[0] as HTMLElement);
    await expect(args.missions.onRetry).toHaveBeenCalled();
  },
};

const longTitle =
  'Play fifty rounds of any slot game from three different providers during the weekend tournament period';

export const LongText: Story = {
  args: {
    missions: {
      status: 'ready',
      missions: [
        {
          id: 'long',
          title: longTitle,
          progress: 12_345,
          target: 1_000_000,
          reward: '1,234,567.89',
          status: { label: 'In progress', tone: 'warning' },
          claimable: false,
        },
        ...sampleMissions,
      ],
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: longTitle })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Chinese: Story = {
  args: { title: '任务', missions: { status: 'ready', missions: sampleMissionsCN } },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 个奖励可领取')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '领取连续 3 天存款' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Claim Deposit 3 days in a row' })).toBeVisible();
  },
};

// demo_player's missions in the sandbox, claimed through the platform call and mapped by the site's view models.
const platform = storyPlatform({ user: 'demo_player' });
const i18n = createFullI18n();
const t = (key: string) => i18n.t(key);

function SandboxMissions(args: MissionsProps) {
  const [summary, setSummary] = useState<MissionSummary>();
  const [board, setBoard] = useState<MissionLeaderboard>();
  const [rules, setRules] = useState<readonly { title: string; content: string }[]>();
  const reload = useCallback(async () => {
    setSummary(await platform.client.call(missionsSummaryEndpoint));
    setBoard(await platform.client.call(missionsLeaderboardEndpoint, {}));
    setRules(await platform.client.call(missionsRulesEndpoint));
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return (
    <Missions
      {...args}
      missions={{ missions: missionItemsOf(summary, t), status: summary ? 'ready' : 'loading' }}
      leaderboard={{ ...leaderboardOf(board), status: board ? 'ready' : 'loading' }}
      rules={{ rules: rules ?? [], status: rules ? 'ready' : 'loading' }}
      onClaim={async (mission) => {
        try {
          await platform.client.call(missionsClaimEndpoint, { missionId: mission.id });
          await reload();
          return { ok: true };
        } catch (error) {
          return { ok: false, error: errorTextOf(error, t) };
        }
      }}
    />
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxMissions {...args} />,
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Missions' });
    const claims = await within(list).findAllByRole('button', { name: /^Claim / });
    const first = claims[0] as HTMLElement;
    const name = first.getAttribute('aria-label') ?? '';
    await userEvent.click(first);
    await expect(await canvas.findByText(/: the reward moved to your balance\.$/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name })).toBeNull();
  },
};
