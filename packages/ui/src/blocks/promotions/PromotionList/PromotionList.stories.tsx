import {
  type PromoAnnouncement,
  type PromoCategory,
  promotionsAnnouncementsEndpoint,
  promotionsCategoriesEndpoint,
} from '@lobby/api';
import { createFullI18n } from '@lobby/i18n';
import { promotionCardsOf, promotionTabsOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import { sampleCategories, sampleCategoriesCN, samplePromotions, samplePromotionsCN } from '../samplePromotions';
import { PromotionList, type PromotionListProps } from './PromotionList';

const meta = {
  title: 'Blocks/Promotions/Promotion list',
  component: PromotionList,
  args: {
    title: 'Promotions',
    catalogue: { status: 'ready', categories: sampleCategories, promotions: samplePromotions, onRetry: fn() },
  },
  argTypes: { catalogue: { control: false }, title: { control: 'text' } },
  parameters: {
    docs: {
      description: {
        component:
          'The promotions page: an "All" tab and one per category, each a grid of cards with the promotion\'s picture (loaded as it nears the screen), title, period and activity status, linking to its page.',
      },
    },
  },
} satisfies Meta<typeof PromotionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'All', selected: true })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('Coming soon')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Details of Sports cashback 5%' })).toHaveAttribute(
      'href',
      '/promoDetail?id=6005',
    );
  },
};

export const ChooseACategory: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Sports' }));
    const panel = canvas.getByRole('tabpanel');
    await expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    await expect(within(panel).getByRole('heading', { name: 'Sports cashback 5%' })).toBeVisible();
    await expect(within(panel).queryByRole('heading', { name: '100% welcome bonus' })).toBeNull();
  },
};

export const EmptyCategory: Story = {
  args: {
    catalogue: {
      status: 'ready',
      categories: [...sampleCategories, { code: 'FISH', name: 'Fishing' }],
      promotions: samplePromotions,
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Fishing' }));
    await expect(canvas.getByRole('heading', { name: 'No promotions in this category' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { catalogue: { status: 'loading', categories: [], promotions: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading promotions')).toBeInTheDocument();
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

export const Empty: Story = {
  args: { catalogue: { status: 'ready', categories: [], promotions: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No promotions in this category' })).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { catalogue: { status: 'error', categories: [], promotions: [], onRetry: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Promotions could not be loaded' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.catalogue.onRetry).toHaveBeenCalled();
  },
};

const longTitle =
  'Grand opening celebration: a matched bonus on every deposit during the first fortnight, for slots, live casino and sports alike';

export const LongText: Story = {
  args: {
    catalogue: {
      status: 'ready',
      categories: sampleCategories,
      promotions: [
        {
          id: 'long',
          title: longTitle,
          category: 'NEW',
          image: null,
          period: '2026-10-01 – 2027-01-31',
          status: { label: 'Coming soon', tone: 'neutral' },
          href: '/promoDetail?id=long',
        },
        ...samplePromotions,
      ],
    },
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: longTitle })).toBeVisible();
    // Nothing makes the page scroll sideways.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Chinese: Story = {
  args: {
    title: '优惠活动',
    catalogue: { status: 'ready', categories: sampleCategoriesCN, promotions: samplePromotionsCN },
  },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: '全部' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: '体育' })).toBeVisible();
    await expect(canvas.getByText('参加')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '查看详情：体育返现 5%' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tablist', { name: 'Promotion categories' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '100% welcome bonus' })).toBeVisible();
  },
};

// demo_player's promotions in the sandbox, through the platform calls and the site's view model.
const platform = storyPlatform({ user: 'demo_player' });
const i18n = createFullI18n();
const t = (key: string) => i18n.t(key);

function SandboxPromotionList(args: PromotionListProps) {
  const [pages, setPages] = useState<readonly PromoAnnouncement[]>();
  const [categories, setCategories] = useState<readonly PromoCategory[]>();
  useEffect(() => {
    void platform.client
      .call(promotionsAnnouncementsEndpoint, { types: 'PR', platform: 'W', version: 1 })
      .then((answer) => setPages(answer.announcements));
    void platform.client.call(promotionsCategoriesEndpoint).then(setCategories);
  }, []);
  return (
    <PromotionList
      {...args}
      catalogue={{
        status: pages && categories ? 'ready' : 'loading',
        categories: promotionTabsOf(categories),
        promotions: promotionCardsOf(pages, t),
      }}
    />
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  render: (args) => <SandboxPromotionList {...args} />,
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('tab', { name: 'New members' })).toBeVisible();
    // Every activity status the product names shows on some card.
    for (const label of ['Join', 'Claim', 'Applying', 'Closed', 'Rejected', 'Issued', 'Claimed', 'In progress']) {
      await expect(canvas.getAllByText(label).length).toBeGreaterThan(0);
    }
    await userEvent.click(canvas.getByRole('tab', { name: 'Fishing' }));
    await expect(
      within(canvas.getByRole('tabpanel')).getByRole('heading', { name: 'Fishing frenzy 20%' }),
    ).toBeVisible();
  },
};
