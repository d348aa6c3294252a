import { type GameBets, memberGameBetsEndpoint } from '@lobby/api';
import { useTranslation } from '@lobby/i18n';
import { CATALOGUE_NOW } from '@lobby/mocks';
import { betColumnsOf, betRowsOf, betTotalsOf, recordsQueryRange } from '@lobby/view-models';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, spyOn, waitFor, within } from 'storybook/test';
import { presetRange } from '../../../primitives/DateRangePicker/dateRanges';
import { storyPlatform } from '../../../stories/platform';
import { type RecordsColumn, RecordsView, type RecordsViewProps } from './RecordsView';

interface SampleBet {
  id: string;
  time: string;
  game: string;
  vendor: string;
  bet: number;
  winLoss: number;
}

const today = new Date(2025, 5, 15);

const sampleBets: SampleBet[] = Array.from({ length: 8 }, (_, index) => ({
  id: `B${9_100_000 + index * 37}`,
  time: `2025-06-${String(15 - Math.floor(index / 3)).padStart(2, '0')} ${String(20 - index).padStart(2, '0')}:14:05`,
  game: ['Sweet Bonanza', 'Lightning Roulette', 'Gates of Olympus', 'Baccarat A'][index % 4] ?? '',
  vendor: ['PP', 'EVO', 'PP', 'AG'][index % 4] ?? '',
  bet: [10, 50, 2.5, 100][index % 4] ?? 0,
  winLoss: [15, -50, -2.5, 95][index % 4] ?? 0,
}));

const columns: RecordsColumn<SampleBet>[] = [
  { id: 'time', header: 'Bet time', cell: (row) => row.time, text: (row) => row.time },
  { id: 'game', header: 'Game', cell: (row) => row.game, text: (row) => row.game, priority: 'primary' },
  { id: 'vendor', header: 'Vendor', cell: (row) => row.vendor, text: (row) => row.vendor },
  { id: 'bet', header: 'Bet', numeric: true, cell: (row) => row.bet.toFixed(2), text: (row) => row.bet.toFixed(2) },
  {
    id: 'winLoss',
    header: 'Win/loss',
    numeric: true,
    cell: (row) => row.winLoss.toFixed(2),
    text: (row) => row.winLoss.toFixed(2),
  },
];

const vendorOptions = [
  { value: 'all', label: 'All vendors' },
  { value: 'PP', label: 'PP Slots' },
  { value: 'EVO', label: 'Evolution' },
];

const meta = {
  title: 'Blocks/Records/RecordsView',
  component: RecordsView<SampleBet>,
  args: {
    title: 'Betting Record',
    range: presetRange('last7Days', today),
    today,
    onRangeChange: fn(),
    filters: [{ id: 'vendor', label: 'Vendor', value: 'all', options: vendorOptions, onChange: fn() }],
    columns,
    rows: sampleBets,
    getRowId: (row: SampleBet) => row.id,
    status: 'ready',
    onRetry: fn(),
    page: 1,
    pageCount: 5,
    onPageChange: fn(),
    totals: { time: 'Total', bet: '487.50', winLoss: '57.50' },
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready', 'refreshing'] },
    rows: { control: false },
    columns: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          "A record (betting, account, profit and loss; the agent centre's team records too): quick ranges and a calendar for the days, filters, the server's pages, a totals line, CSV export of the rows on screen and, where the platform has one, a row's detail. Title, columns and filters come in as props, so the view knows nothing of whose record it is. A table on wide screens, stacked cards on narrow ones.",
      },
    },
  },
} satisfies Meta<RecordsViewProps<SampleBet>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The one element showing `text`: the table and the cards both hold it, CSS shows one. */
function shownText(canvas: ReturnType<typeof within>, text: string | RegExp): HTMLElement {
  const shown = canvas.getAllByText(text).filter((element: HTMLElement) => element.checkVisibility());
  if (shown.length !== 1) throw new Error(`${shown.length} visible elements show ${text}`);
  return shown[0] as HTMLElement;
}

/** The text of the CSV the export hands to the browser. */
async function exportedCsv(click: () => Promise<void>): Promise<string> {
  const createObjectURL = spyOn(URL, 'createObjectURL');
  try {
    await click();
    const blob = createObjectURL.mock.calls.at(-1)?.[0];
    if (!(blob instanceof Blob)) throw new Error('Nothing was exported');
    return await blob.text();
  } finally {
    createObjectURL.mockRestore();
  }
}

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Betting Record' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Last 7 days', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Date range: 2025-06-09 – 2025-06-15/ })).toBeVisible();

    // A quick range asks for its days again.
    await userEvent.click(canvas.getByRole('button', { name: 'Yesterday' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith(presetRange('yesterday', today));
    // The range already applied asks for nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Last 7 days' }));
    await expect(args.onRangeChange).toHaveBeenCalledTimes(1);

    // A filter.
    await userEvent.click(canvas.getByRole('combobox', { name: 'Vendor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Evolution' }));
    await expect(args.filters?.[0]?.onChange).toHaveBeenLastCalledWith('EVO');

    // The server's pages.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);

    // The export holds the header, the rows on screen and the totals, as text.
    const csv = await exportedCsv(() => userEvent.click(canvas.getByRole('button', { name: 'Export CSV' })));
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    await expect(lines[0]).toBe('Bet time,Game,Vendor,Bet,Win/loss');
    await expect(lines.slice(1, -1)).toEqual(
      sampleBets.map((bet) => [bet.time, bet.game, bet.vendor, bet.bet.toFixed(2), bet.winLoss.toFixed(2)].join(',')),
    );
    await expect(lines.at(-1)).toBe('Total,,,487.50,57.50');
  },
};

export const Loading: Story = {
  args: { status: 'loading', rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByText('Total')).toBeNull();
  },
};

export const Empty: Story = {
  args: { rows: [], pageCount: 1, emptyTitle: 'No bets in these days' },
  play: async ({ canvas }) => {
    await expect(shownText(canvas, 'No bets in these days')).toBeVisible();
    await expect(shownText(canvas, /Try other dates or filters/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', rows: [] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');
  },
};

const longBet: SampleBet = {
  id: 'B-LONG-0001',
  time: '2025-06-15 23:59:59',
  game: 'Mega Fortune Dreams: the Grand Jackpot Edition with Free Spins, Multipliers and a Bonus Wheel',
  vendor: 'NETENT-EUROPE-PREMIUM',
  bet: 123_456.78,
  winLoss: -123_456.78,
};

export const LongText: Story = {
  args: { title: 'Betting record of the whole team, every vendor and every game kind', rows: [longBet, ...sampleBets] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(shownText(canvas, longBet.game)).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const Chinese: Story = {
  args: {
    title: '投注记录',
    filters: [
      { id: 'vendor', label: '厂商', value: 'all', options: [{ value: 'all', label: '全部厂商' }], onChange: fn() },
    ],
  },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '投注记录' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '导出 CSV' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '昨天' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    // Stacked cards: the table is hidden, each bet is a card named by its game.
    await expect(canvas.queryByRole('table')).toBeNull();
    const cards = canvas.getByRole('list', { name: /^Betting Record, / });
    await expect(within(cards).getAllByRole('listitem')).toHaveLength(sampleBets.length);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const WithDetailOpen: Story = {
  args: {
    onOpenDetail: fn(),
    onCloseDetail: fn(),
    detail: {
      title: 'Order no. B9100000',
      status: 'ready',
      fields: [
        { label: 'Game', value: 'Sweet Bonanza' },
        { label: 'Bet time', value: '2025-06-15 20:14:05' },
        { label: 'Bet', value: '10.00' },
        { label: 'Payout', value: '25.00' },
      ],
    },
  },
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Order no. B9100000' });
    // The dialog fades in.
    await waitFor(() => expect(within(dialog).getByText('Sweet Bonanza')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onCloseDetail).toHaveBeenCalledOnce();
  },
};

export const OpeningADetail: Story = {
  args: { onOpenDetail: fn(), hasDetail: (row: SampleBet) => row.vendor !== 'AG' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Details of ${sampleBets[0]?.id}` }));
    await expect(args.onOpenDetail).toHaveBeenCalledWith(sampleBets[0]);
    // Rows without a detail offer none.
    await expect(canvas.queryByRole('button', { name: `Details of ${sampleBets[3]?.id}` })).toBeNull();
  },
};

// demo_player's third-party bets from the sandbox, through the site's own mapping.
const platform = storyPlatform({ user: 'demo_player' });
const platformToday = new Date(CATALOGUE_NOW);
const platformRange = presetRange('last7Days', platformToday);

function PlatformBets({ bets }: { bets: GameBets }) {
  const { t } = useTranslation();
  return (
    <RecordsView
      title="Betting Record"
      range={platformRange}
      today={platformToday}
      onRangeChange={fn()}
      columns={betColumnsOf('games', t)}
      rows={betRowsOf(bets.list, t)}
      getRowId={(row) => row.id}
      status="ready"
      page={1}
      pageCount={bets.totalPages ?? 1}
      onPageChange={fn()}
      totals={betTotalsOf(bets, t)}
    />
  );
}

export const FromThePlatform: Story = {
  parameters: { msw: { handlers: platform.handlers } },
  loaders: [
    async () => ({
      bets: await platform.client.call(memberGameBetsEndpoint, {
        relay: 'ODSFE2_MemGameBet',
        ...recordsQueryRange(platformRange),
        pageSize: 10,
      }),
    }),
  ],
  render: (_args, { loaded }) => <PlatformBets bets={loaded.bets as GameBets} />,
  play: async ({ canvas, loaded, userEvent }) => {
    const bets = loaded.bets as GameBets;
    await expect(bets.list.length).toBeGreaterThan(0);
    const table = canvas.getByRole('table');
    await expect(within(table).getByText(bets.list[0]?.orderId ?? '')).toBeVisible();
    await expect(within(table).getByText('Total')).toBeVisible();
    const csv = await exportedCsv(() => userEvent.click(canvas.getByRole('button', { name: 'Export CSV' })));
    // One line per bet shown, between the header and the totals.
    await waitFor(() => expect(csv.trimEnd().split('\r\n')).toHaveLength(bets.list.length + 2));
    for (const bet of bets.list) await expect(csv).toContain(bet.orderId);
  },
};

// An agent centre report: its own words for the view, the month so far among the ranges, and a
// member's account to search the team by.
export const TeamReportWithSearch: Story = {
  args: {
    title: 'Team Betting',
    presets: ['today', 'yesterday', 'last7Days', 'thisMonth'],
    search: { label: 'Member account', submitLabel: 'Search', value: '', onSearch: fn() },
    labels: { export: 'Download CSV', detail: 'Open', detailOf: (id: string) => `Open ${id}` },
    onOpenDetail: fn(),
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'This month' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Last 30 days' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'This month' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith(presetRange('thisMonth', today));

    // The search applies when submitted, trimmed; clearing it asks for the whole team again.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Member account' }), ' nam8163 ');
    await expect(args.search?.onSearch).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.search?.onSearch).toHaveBeenLastCalledWith('nam8163');
    await userEvent.click(canvas.getByRole('button', { name: /clear/i }));
    await expect(args.search?.onSearch).toHaveBeenLastCalledWith('');

    // The host's words.
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: `Open ${sampleBets[0]?.id}` }));
    await expect(args.onOpenDetail).toHaveBeenCalledWith(sampleBets[0]);
  },
};

export const TeamReportSearchApplied: Story = {
  args: {
    title: 'Team Betting',
    search: { label: 'Member account', submitLabel: 'Search', value: 'nam8163', onSearch: fn() },
    rows: [],
    totals: undefined,
    emptyTitle: 'No bets',
  },
  play: async ({ canvas }) => {
    // The search applied shows in its field, and the export has nothing to hold.
    await expect(canvas.getByRole('textbox', { name: 'Member account' })).toHaveValue('nam8163');
    await expect(canvas.getAllByText('No bets')[0]).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-disabled', 'true');
  },
};
