import { type PromoAnnouncement, promotionsAnnouncementsEndpoint, promotionsJoinEndpoint } from '@lobby/api';
import { createFullI18n } from '@lobby/i18n';
import { errorTextOf, promotionDetailOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useEffect, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import type { PromotionAction, PromotionActionResult, PromotionDetailItem } from '../promotions';
import { samplePromotionDetail } from '../samplePromotions';
import { PromotionDetail, type PromotionDetailProps } from './PromotionDetail';

const done = async (): Promise<PromotionActionResult> => ({ outcome: 'done' });

const meta = {
  title: 'Blocks/Promotions/Promotion detail',
  component: PromotionDetail,
  args: {
    title: 'Promotion',
    status: 'ready',
    promotion: samplePromotionDetail,
    backHref: '/promotions',
    onAction: fn<OnAction>(done),
    onRetry: fn(),
  },
  argTypes: { promotion: { control: false } },
  parameters: {
    docs: {
      description: {
        component:
          "A promotion's page: picture, period and activity status, its content (sanitized) and the one action its status allows: Join, or Claim. Applying, claimed, closed and the other statuses are shown, not offered. The result is said under the button; a failure says why.",
      },
    },
  },
} satisfies Meta<typeof PromotionDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

type OnAction = (action: PromotionAction, promotion: PromotionDetailItem) => Promise<PromotionActionResult>;

export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sports cashback 5%' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Terms' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Join Sports cashback 5%' }));
    await expect(args.onAction).toHaveBeenCalledWith('join', expect.objectContaining({ id: '6005' }));
    await expect(await canvas.findByText(/^You joined Sports cashback 5%\./)).toBeVisible();
  },
};

export const Claim: Story = {
  args: { promotion: { ...samplePromotionDetail, status: { label: 'Claim', tone: 'info' }, action: 'claim' } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Claim Sports cashback 5%' }));
    await expect(args.onAction).toHaveBeenCalledWith('claim', expect.objectContaining({ id: '6005' }));
    await expect(await canvas.findByText('Sports cashback 5%: the bonus moved to your balance.')).toBeVisible();
  },
};

export const AppliedShownNotOffered: Story = {
  args: { promotion: { ...samplePromotionDetail, status: { label: 'Applying', tone: 'warning' }, action: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Applying')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const ActionFails: Story = {
  args: {
    onAction: fn<OnAction>(
      async (): Promise<PromotionActionResult> => ({
        outcome: 'failed',
        error: 'Not eligible for this promotion yet',
      }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join Sports cashback 5%' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Not eligible for this promotion yet');
  },
};

export const VisitorLogsInFirst: Story = {
  name: 'Visitor (the host asks for a login)',
  args: {
    onAction: fn<OnAction>(async () => ({ outcome: 'none' })),
  },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Join Sports cashback 5%' }));
    await expect(args.onAction).toHaveBeenCalled();
    // Nothing is said on the page: the login is the answer.
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.queryByText(/^You joined/)).toBeNull();
  },
};

export const ScriptsAreRemoved: Story = {
  args: {
    promotion: {
      ...samplePromotionDetail,
      html: '<p>Safe text</p><img src="x" onerror="window.__promoHacked = true"><script>window.__promoHacked = true</script>',
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Safe text')).toBeVisible();
    await expect(canvasElementHasNoScript(canvas.getByText('Safe text').closest('article'))).toBe(true);
    await expect((window as { __promoHacked?: boolean }).__promoHacked).toBeUndefined();
  },
};

function canvasElementHasNoScript(element: Element | null): boolean {
  return element !== null && element.querySelector('script, [onerror]') === null;
}

export const Loading: Story = {
  args: { status: 'loading', promotion: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Promotion' })).toBeVisible();
    await expect(canvas.getByText('Loading the promotion')).toBeInTheDocument();
  },
};

export const NotFound: Story = {
  args: { promotion: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'This promotion does not exist or has ended' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/promotions');
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', promotion: null },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'The promotion could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

const longTitle =
  'Grand opening celebration: a matched bonus on every deposit during the first fortnight, for slots, live casino and sports alike';

export const LongText: Story = {
  args: {
    promotion: {
      ...samplePromotionDetail,
      title: longTitle,
      html: `<p>${'Every deposit counts towards the weekly leaderboard. '.repeat(30)}</p>`,
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: longTitle })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Chinese: Story = {
  args: {
    title: '活动详情',
    promotion: {
      ...samplePromotionDetail,
      title: '体育返现 5%',
      status: { label: '参加', tone: 'info' },
      html: '<p>每周一返还上周体育净亏损的 5%。</p>',
    },
  },
  globals: { locale: 'CN' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: '全部优惠' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '参加体育返现 5%' }));
    await expect(await canvas.findByText('您已参加体育返现 5%，达成活动条件后即发放奖金。')).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Join Sports cashback 5%' })).toBeVisible();
  },
};

// demo_player joins a promotion in the sandbox: the page reloads and shows the new status.
const platform = storyPlatform({ user: 'demo_player' });
const i18n = createFullI18n();
const t = (key: string) => i18n.t(key);

function SandboxPromotionDetail(args: PromotionDetailProps) {
  const [page, setPage] = useState<PromoAnnouncement>();
  const reload = useCallback(async () => {
    const answer = await platform.client.call(promotionsAnnouncementsEndpoint, {
      types: 'PR',
      platform: 'W',
      version: 1,
    });
    setPage(answer.announcements.find((candidate) => candidate.id === '6005'));
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return (
    <PromotionDetail
      {...args}
      status={page ? 'ready' : 'loading'}
      promotion={promotionDetailOf(page, t)}
      onAction={async (_action, item) => {
        try {
          await platform.client.call(promotionsJoinEndpoint, { promotionId: item.id });
          await reload();
          return { outcome: 'done' };
        } catch (error) {
          return { outcome: 'failed', error: errorTextOf(error, t) };
        }
      }}
    />
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxPromotionDetail {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Join Sports cashback 5%' }));
    await expect(await canvas.findByText(/^You joined Sports cashback 5%\./)).toBeVisible();
    // Joined: the status says so and there is nothing more to press.
    await waitFor(() => expect(canvas.getByText('Applying')).toBeVisible());
    await expect(canvas.queryByRole('button', { name: 'Join Sports cashback 5%' })).toBeNull();
  },
};
