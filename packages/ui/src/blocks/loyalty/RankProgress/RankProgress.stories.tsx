import { memberRankProgressEndpoint, type RankProgress as RankProgressData } from '@lobby/api';
import { rankStandingOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import { sampleStanding } from '../sampleVip';
import { RankProgress, type RankProgressProps } from './RankProgress';

const meta = {
  title: 'Blocks/Loyalty/Rank progress',
  component: RankProgress,
  args: { standing: sampleStanding, onSignIn: fn() },
  argTypes: { standing: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "The player's VIP standing on /vip and the member centre's player rank page: the rank, the next one, and the turnover so far against what the next rank asks, this month and in all. A visitor is asked to sign in instead; a rank above 4 offers the VIP service channel.",
      },
    },
  },
} satisfies Meta<typeof RankProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your progress' })).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Turnover this month' })).toHaveAttribute(
      'aria-valuenow',
      '25',
    );
    await expect(canvas.getByText('Next rank: Silver')).toBeVisible();
  },
};

export const WithVipService: Story = {
  args: { standing: { ...sampleStanding, rankName: 'Diamond', level: 5, nextRankName: 'Crown' }, onVipService: fn() },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'VIP service' }));
    await expect(args.onVipService).toHaveBeenCalledOnce();
  },
};

export const Visitor: Story = {
  args: { standing: null },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign in to see your rank' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { standing: { ...sampleStanding, status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your progress')).toBeInTheDocument();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  args: { standing: { ...sampleStanding, status: 'error', onRetry: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Your progress could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.standing?.onRetry).toHaveBeenCalled();
  },
};

export const TopRankNoTurnover: Story = {
  args: { standing: { ...sampleStanding, nextRankName: '', monthly: null, total: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have reached the highest rank')).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

const longName = 'Imperial Grand Diamond Prestige Member of the Founders’ Circle';

export const LongText: Story = {
  args: {
    standing: {
      ...sampleStanding,
      rankName: longName,
      nextRankName: `${longName} Plus`,
      monthly: { actual: '123,456,789.00', expected: '987,654,321.00', percent: 12 },
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText(`Next rank: ${longName} Plus`)).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Chinese: Story = {
  args: { standing: { ...sampleStanding, rankName: '青铜', nextRankName: '白银' } },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '您的进度' })).toBeVisible();
    await expect(canvas.getByText('下一等级：白银')).toBeVisible();
    await expect(canvas.getByText('12,500.00 / 50,000.00')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Total turnover' })).toBeVisible();
  },
};

// demo_player's progress in the sandbox, read through the platform call and mapped by the site's view model.
const platform = storyPlatform({ user: 'demo_player' });

function SandboxRankProgress(args: RankProgressProps) {
  const [progress, setProgress] = useState<RankProgressData>();
  useEffect(() => {
    void platform.client.call(memberRankProgressEndpoint).then(setProgress);
  }, []);
  return <RankProgress {...args} standing={{ ...rankStandingOf(progress), status: progress ? 'ready' : 'loading' }} />;
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxRankProgress {...args} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/Level \d/)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Turnover this month' })).toBeVisible();
  },
};
