import { getGameVendors } from '@lobby/api';
import { ESPORTS_VENDORS } from '@lobby/mocks';
import { categoriesOf, vendorCardsOf } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import { type VendorCardEntry, VendorCards } from './VendorCards';

const vendors: VendorCardEntry[] = [
  { id: 'SABA', name: 'SABA Sports', hot: true },
  { id: 'CMD', name: 'CMD368' },
  { id: 'BTI', name: 'BTi Sports' },
  { id: 'PIN', name: 'Pinnacle' },
];

const meta = {
  title: 'Blocks/Sports/VendorCards',
  component: VendorCards,
  args: {
    title: 'Sports',
    status: 'ready',
    vendors,
    onPlay: fn(),
    onRetry: fn(),
    emptyText: 'No sportsbook is open right now.',
  },
  argTypes: { status: { control: 'inline-radio', options: ['loading', 'error', 'ready', 'refreshing'] } },
  parameters: {
    docs: {
      description: {
        component:
          "The /sports, /esports and /elott pages: a card per vendor whose Play opens the vendor's own lobby (sportsbooks, e-sports books) or its lottery page (the e-lottery page's books, each tagged with its product). The launch under way shows on its card and holds the others.",
      },
    },
  },
} satisfies Meta<typeof VendorCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sports' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Play CMD368' }));
    await expect(args.onPlay).toHaveBeenCalledWith({ id: 'CMD', name: 'CMD368' });
  },
};

export const Launching: Story = {
  args: { launching: 'SABA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play SABA Sports' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Play Pinnacle' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const LotteryBooks: Story = {
  args: {
    title: 'E-Lottery',
    vendors: [
      { id: 'TCG', name: 'TCG Lottery', tag: 'Lottery', hot: true },
      { id: 'TCGSEA', name: 'SEA Lottery', tag: 'Southeast Asia Lottery' },
      { id: 'GW', name: 'GW Keno', tag: 'E-Lottery' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Southeast Asia Lottery')).toBeVisible();
    await expect(canvas.getByText('E-Lottery', { selector: 'span' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', vendors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the sportsbooks…');
  },
};

export const Empty: Story = {
  args: { vendors: [], title: 'E-Sports', emptyText: 'No e-sports book is open right now.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No e-sports book is open right now.')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', vendors: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load the sportsbooks');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const LongNamesOnAPhone: Story = {
  args: {
    vendors: [
      {
        id: 'LONG',
        name: 'International Premier Sportsbook and In-Play Betting Exchange Asia',
        hot: true,
        tag: 'Sportsbook',
      },
      ...vendors,
    ],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /^Play International Premier/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Chinese: Story = {
  args: { title: '体育' },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '开始游戏 SABA Sports' })).toBeVisible();
    await expect(canvas.getByText('热门')).toBeVisible();
  },
};

// The sandbox's e-sports books: the SPORTS lane split by the brand's list, as the site splits it.
const platform = storyPlatform();

export const FromThePlatform: Story = {
  args: { title: 'E-Sports', vendors: [] },
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [
    async () => {
      const categories = categoriesOf(await getGameVendors(platform.client), ESPORTS_VENDORS);
      return { vendors: vendorCardsOf(categories.find((category) => category.id === 'ESPORTS')?.vendors ?? []) };
    },
  ],
  render: (args, { loaded }) => <VendorCards {...args} vendors={loaded.vendors as VendorCardEntry[]} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Play IM eSports' })).toBeVisible();
  },
};
