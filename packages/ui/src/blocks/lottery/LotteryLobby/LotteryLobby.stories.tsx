import { getLotteryMenus, getPopularLotteries, lotteryVnOpenedNumerosEndpoint } from '@lobby/api';
import { lotteryDrawsOf, lotteryGroupsOf, popularOnPage } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { storyPlatform } from '../../../stories/platform';
import { LotteryLobby, type LotteryLobbyProps } from './LotteryLobby';

const groups: LotteryLobbyProps['groups'] = [
  {
    id: 'SEA_THAI',
    label: 'Thai Lottery',
    games: [
      { code: 'TH_GOV', name: 'Thai Government Lottery', hot: true },
      { code: 'TH_STOCK_AM', name: 'Thai Stock Morning' },
      { code: 'TH_STOCK_PM', name: 'Thai Stock Evening' },
    ],
  },
  {
    id: 'SEA_4D',
    label: '4D',
    games: [
      { code: 'MY_MAGNUM', name: 'Magnum 4D', hot: true },
      { code: 'SG_4D', name: 'Singapore 4D' },
    ],
  },
];

const draws: LotteryLobbyProps['draws'] = [
  {
    gameCode: 'TH_GOV',
    gameName: 'Thai Government Lottery',
    numero: '20250616',
    numbers: ['4', '8', '1', '0', '9', '3'],
    openTime: '2025-06-16 15:30:00',
  },
  {
    gameCode: 'MY_MAGNUM',
    gameName: 'Magnum 4D',
    numero: '5821/25',
    numbers: ['7', '2', '0', '6'],
    openTime: '2025-06-15 19:00:00',
  },
];

const meta = {
  title: 'Blocks/Lottery/LotteryLobby',
  component: LotteryLobby,
  args: {
    title: 'Southeast Asia Lottery',
    status: 'ready',
    groups,
    popular: [{ code: 'TH_GOV', name: 'Thai Government Lottery', hot: true }],
    drawsStatus: 'ready',
    draws,
    onPlay: fn(),
    onRetry: fn(),
    onRetryDraws: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready', 'refreshing'] },
    drawsStatus: { control: 'inline-radio', options: ['loading', 'error', 'ready', 'refreshing'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          "A lottery page (/lottery, /vnlottery, /seaLottery): the player's recent games, the popular ones and the lottery's menu groups, each game a button that opens its betting view; a button for the lottery's own lobby; the latest draws (for signed-in players, or the Vietnamese lottery's public ones). Launching shows on the chosen button and holds the others.",
      },
    },
  },
} satisfies Meta<typeof LotteryLobby>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Southeast Asia Lottery' })).toBeVisible();
    const thai = canvas.getByRole('region', { name: 'Thai Lottery' });
    await userEvent.click(within(thai).getByRole('button', { name: 'Play Thai Stock Morning' }));
    await expect(args.onPlay).toHaveBeenLastCalledWith({ code: 'TH_STOCK_AM', name: 'Thai Stock Morning' });
    await userEvent.click(canvas.getByRole('button', { name: 'Open the lottery lobby' }));
    await expect(args.onPlay).toHaveBeenLastCalledWith(null);
    const results = canvas.getByRole('table');
    await expect(within(results).getByRole('rowheader', { name: 'Magnum 4D' })).toBeVisible();
    await expect(within(results).getByText('5821/25')).toBeVisible();
  },
};

export const Launching: Story = {
  args: { launching: 'MY_MAGNUM' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Play Magnum 4D' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Play Singapore 4D' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Open the lottery lobby' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const WithRecentGames: Story = {
  args: { recent: [{ code: 'SG_4D', name: 'Singapore 4D' }] },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings.slice(0, 2)).toEqual(['Recently played', 'Popular']);
  },
};

export const VisitorWithoutDraws: Story = {
  args: { drawsStatus: undefined, draws: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { name: 'Latest results' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Play Magnum 4D' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', groups: [], popular: [], drawsStatus: 'loading', draws: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Loading the lottery games…',
      'Loading the latest results…',
    ]);
  },
};

export const Empty: Story = {
  args: { groups: [], popular: [], draws: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This lottery has no games open right now.')).toBeVisible();
    await expect(canvas.getByText('No results have been drawn yet.')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', groups: [], popular: [], drawsStatus: 'error', draws: [] },
  play: async ({ canvas, userEvent, args }) => {
    const [games, results] = canvas.getAllByRole('alert');
    await expect(games).toHaveTextContent('Could not load the lottery games');
    await expect(results).toHaveTextContent('Could not load the latest results');
    await userEvent.click(within(games as HTMLElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await userEvent.click(within(results as HTMLElement).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryDraws).toHaveBeenCalledTimes(1);
  },
};

export const LongNamesOnAPhone: Story = {
  args: {
    title: 'Southeast Asia Lottery — every government, stock and 4D draw of the region',
    groups: [
      {
        id: 'LONG',
        label: 'Government lotteries of Thailand, Laos and Vietnam with the longest names',
        product: 'TCG_SEA',
        games: [
          { code: 'LONG_1', name: 'Xổ số kiến thiết Thành phố Hồ Chí Minh — giải đặc biệt hằng tuần', hot: true },
        ],
      },
    ],
    draws: [{ ...draws[0]!, numbers: Array.from({ length: 27 }, (_, index) => String(10_000 + index * 3_137)) }],
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Play Xổ số kiến thiết/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Chinese: Story = {
  args: {
    title: '东南亚彩票',
    groups: [{ id: 'SEA_THAI', label: '泰国彩', games: [{ code: 'TH_GOV', name: '泰国政府彩', hot: true }] }],
    popular: [],
  },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '进入彩票大厅' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '开始 泰国政府彩' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '最新开奖' })).toBeVisible();
  },
};

// The sandbox's Southeast Asia menus and the Vietnamese lottery's public draws, mapped as the site maps them.
const platform = storyPlatform();

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [
    async () => {
      const menus = await getLotteryMenus(platform.client, { prizeMode: 'SEA' });
      const popular = await getPopularLotteries(platform.client);
      const numeros = await platform.client.call(lotteryVnOpenedNumerosEndpoint, { count: 10 });
      return {
        groups: lotteryGroupsOf(menus),
        popular: popularOnPage(popular, menus, 20),
        draws: lotteryDrawsOf(numeros),
      };
    },
  ],
  render: (args, { loaded }) => (
    <LotteryLobby
      {...args}
      groups={loaded.groups as LotteryLobbyProps['groups']}
      popular={loaded.popular as LotteryLobbyProps['popular']}
      draws={loaded.draws as NonNullable<LotteryLobbyProps['draws']>}
    />
  ),
  play: async ({ canvas, loaded }) => {
    const groupsLoaded = loaded.groups as LotteryLobbyProps['groups'];
    await expect(groupsLoaded.map((group) => group.label)).toEqual(['Thai Lottery', 'Lao Lottery', '4D']);
    await expect(canvas.getByRole('region', { name: 'Lao Lottery' })).toBeVisible();
    await expect(within(canvas.getByRole('table')).getAllByRole('row')).toHaveLength(11);
  },
};
