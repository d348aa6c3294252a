import { memberRankRulesEndpoint } from '@lobby/api';
import { type RankRuleLike, rankItemsOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import { sampleRanks, sampleRanksCN } from '../sampleVip';
import { VipRanks, type VipRanksProps } from './VipRanks';

const meta = {
  title: 'Blocks/Loyalty/VIP ranks',
  component: VipRanks,
  args: { ranks: { status: 'ready', ranks: sampleRanks } },
  argTypes: { ranks: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "The VIP ranks from the lowest up, on /vip and the member centre's player rank page: the monthly turnover and deposits each asks and the benefits it brings. The signed-in player's rank is marked; visitors see the same list.",
      },
    },
  },
} satisfies Meta<typeof VipRanks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Ranks and benefits' });
    await expect(within(list).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    await expect(canvas.getAllByText('Your rank')).toHaveLength(1);
    await expect(canvas.getByText('Birthday gift ₱88')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { ranks: { status: 'loading', ranks: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading the ranks')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { ranks: { status: 'ready', ranks: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No ranks are set up yet' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { ranks: { status: 'error', ranks: [], onRetry: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.ranks.onRetry).toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    ranks: {
      status: 'ready',
      ranks: [
        {
          level: 9,
          name: 'Imperial Grand Diamond Prestige Member of the Founders’ Circle',
          turnover: '1,234,567,890.00',
          deposit: '123,456,789.00',
          benefits: [
            'A dedicated account manager available around the clock, with priority handling of every withdrawal',
          ],
          current: true,
        },
        ...sampleRanks,
      ],
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Monthly turnover 1,234,567,890.00')).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

export const Chinese: Story = {
  args: { ranks: { status: 'ready', ranks: sampleRanksCN } },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '等级与福利' })).toBeVisible();
    await expect(canvas.getByText('您的等级')).toBeVisible();
    await expect(canvas.getByText('此等级暂无福利')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Diamond' })).toBeVisible();
  },
};

// The sandbox's ranks, read as a visitor (no token) and mapped by the site's view model.
const platform = storyPlatform();

function SandboxVipRanks(args: VipRanksProps) {
  const [rules, setRules] = useState<readonly RankRuleLike[]>();
  useEffect(() => {
    void platform.client.call(memberRankRulesEndpoint).then(setRules);
  }, []);
  return <VipRanks {...args} ranks={{ ranks: rankItemsOf(rules, null), status: rules ? 'ready' : 'loading' }} />;
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxVipRanks {...args} />,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Diamond' })).toBeVisible();
    await expect(canvas.getByText('VIP service channel')).toBeVisible();
    await expect(canvas.queryByText('Your rank')).toBeNull();
  },
};
