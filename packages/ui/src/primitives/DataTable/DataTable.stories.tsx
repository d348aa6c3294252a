import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck, CircleX, Clock } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { DataTable, type DataTableColumn, type DataTableProps } from './DataTable';

interface BetRecord {
  id: string;
  placedAt: string;
  game: string;
  vendor: string;
  stake: number;
  winLoss: number;
  status: 'settled' | 'pending' | 'void';
}

const games = [
  ['Baccarat Squeeze', 'Evolution'],
  ['Gates of Olympus', 'PP Slots'],
  ['Arsenal v Chelsea', 'SABA Sports'],
  ['Fishing War', 'JILI'],
  ['Aviator', 'Spribe'],
  ['Dragon Tiger', 'SA Gaming'],
  ['Super Ace', 'JILI Slots'],
] as const;

/** Deterministic records, newest first: the same page always has the same rows. */
function betsFor(page: number, perPage = 8): BetRecord[] {
  const two = (value: number) => String(value).padStart(2, '0');
  return Array.from({ length: perPage }, (_, index) => {
    const n = (page - 1) * perPage + index;
    const [game, vendor] = games[n % games.length]!;
    const stake = 50 + ((n * 37) % 450);
    // One bet every 97 minutes, counting back from 30 June 2025 23:50.
    const minutes = 30 * 24 * 60 - 10 - n * 97;
    const placedAt = `2025-06-${two(Math.floor(minutes / 1440) + 1)} ${two(Math.floor(minutes / 60) % 24)}:${two(minutes % 60)}`;
    const status: BetRecord['status'] = n % 9 === 4 ? 'pending' : n % 11 === 7 ? 'void' : 'settled';
    const winLoss = status === 'settled' ? (n % 3 === 0 ? stake * 1.95 - stake : -stake) : 0;
    return { id: `B2506${String(10000 + n)}`, placedAt, game, vendor, stake, winLoss, status };
  });
}

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const signed = (value: number) => (value > 0 ? `+${money.format(value)}` : money.format(value));

const statusBadge = {
  settled: { tone: 'success', icon: <CircleCheck size={14} />, en: 'Settled', cn: '已结算' },
  pending: { tone: 'warning', icon: <Clock size={14} />, en: 'Pending', cn: '未结算' },
  void: { tone: 'neutral', icon: <CircleX size={14} />, en: 'Void', cn: '已取消' },
} as const;

function columnsFor(language: 'en' | 'cn'): DataTableColumn<BetRecord>[] {
  const cn = language === 'cn';
  return [
    {
      id: 'game',
      header: cn ? '游戏' : 'Game',
      priority: 'primary',
      cell: (row) => row.game,
    },
    { id: 'vendor', header: cn ? '平台' : 'Provider', cell: (row) => row.vendor },
    {
      id: 'placedAt',
      header: cn ? '投注时间' : 'Placed',
      cell: (row) => row.placedAt,
      width: 160,
      numeric: true,
      align: 'start',
    },
    { id: 'stake', header: cn ? '投注额' : 'Bet', numeric: true, cell: (row) => money.format(row.stake) },
    {
      id: 'winLoss',
      header: cn ? '输赢' : 'Win/loss',
      numeric: true,
      cell: (row) => (
        <span
          style={{
            color: row.winLoss > 0 ? vars.color.success.text : row.winLoss < 0 ? vars.color.danger.text : undefined,
          }}
        >
          {signed(row.winLoss)}
        </span>
      ),
    },
    {
      id: 'status',
      header: cn ? '状态' : 'Status',
      align: 'end',
      cell: (row) => {
        const badge = statusBadge[row.status];
        return (
          <Badge tone={badge.tone} icon={badge.icon}>
            {cn ? badge.cn : badge.en}
          </Badge>
        );
      },
    },
  ];
}

const firstPage = betsFor(1, 6);
const totals = (rows: BetRecord[]) => ({
  game: 'Total',
  stake: money.format(rows.reduce((sum, row) => sum + row.stake, 0)),
  winLoss: signed(rows.reduce((sum, row) => sum + row.winLoss, 0)),
});

/** A records page: owns the page number and fetches (here: computes) its rows. */
function PagedRecords(props: DataTableProps<BetRecord>) {
  const [page, setPage] = useState(props.page ?? 1);
  return (
    <DataTable<BetRecord>
      {...props}
      page={page}
      rows={betsFor(page)}
      onPageChange={(next) => {
        setPage(next);
        props.onPageChange?.(next);
      }}
    />
  );
}

const meta = {
  title: 'Primitives/DataTable',
  component: DataTable<BetRecord>,
  args: {
    caption: 'Betting records',
    columns: columnsFor('en'),
    rows: firstPage,
    getRowId: (row: BetRecord) => row.id,
    status: 'ready',
    layout: 'auto',
    onRetry: fn(),
    onPageChange: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready', 'refreshing'] },
    layout: { control: 'inline-radio', options: ['auto', 'table', 'cards'] },
    columns: { control: false },
    rows: { control: false },
    footer: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'Records and reports (betting, account, points and redeem records). Columns are `{ id, header, cell, align, width, numeric, priority }`; numeric columns use tabular figures aligned to the end, and the `primary` column names each row. Narrower than 640 px (its own width, so a panel counts too) the rows become stacked cards ("Tables (records, reports) become stacked cards below 768 px"); both layouts are rendered and CSS shows one, so only that one is in the accessibility tree. `status` is the one `AsyncStatus` of the design system: `loading` keeps the shape with skeleton rows of the same height and marks the region busy; `refreshing` keeps the rows with a thin moving line above them while newer ones load; `error` says what happened and offers `onRetry`; no rows shows the compact "No data" state. A pager (range 3, margin 1) shows when `pageCount > 1`. `footer` adds a totals row.',
      },
    },
  },
} satisfies Meta<typeof DataTable<BetRecord>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { footer: totals(firstPage) },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Betting records' });
    await expect(table).toBeVisible();
    // Cards are the other layout: out of sight and out of the accessibility tree.
    await expect(canvas.queryByRole('list', { name: 'Betting records' })).toBeNull();

    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Game', 'Provider', 'Placed', 'Bet', 'Win/loss', 'Status']);
    // The primary column names each row for screen readers.
    await expect(within(table).getByRole('rowheader', { name: 'Baccarat Squeeze' })).toBeVisible();
    // 1 header row + 6 records + 1 totals row.
    await expect(within(table).getAllByRole('row')).toHaveLength(8);

    const bet = within(table).getAllByRole('cell', { name: '50.00' })[0]!;
    await expect(getComputedStyle(bet).textAlign).toBe('end');
    await expect(getComputedStyle(bet).fontVariantNumeric).toBe('tabular-nums');
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

/** Toggle between loaded and loading: the table keeps its height, so nothing below moves. */
export const Loading: Story = {
  args: { status: 'loading', rows: [], loadingRowCount: 6 },
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector('[aria-busy]')!;
    await expect(root).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
    const table = canvas.getByRole('table', { name: 'Betting records' });
    // Skeleton rows are hidden from assistive tech; only the header row is exposed.
    await expect(within(table).getAllByRole('row')).toHaveLength(1);
    await expect(table.querySelectorAll('tbody tr')).toHaveLength(6);
  },
};

function ReloadingRecords(props: DataTableProps<BetRecord>) {
  const [status, setStatus] = useState<DataTableProps<BetRecord>['status']>('ready');
  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <Button variant="secondary" onClick={() => setStatus(status === 'loading' ? 'ready' : 'loading')}>
        {status === 'loading' ? 'Finish loading' : 'Reload'}
      </Button>
      <DataTable<BetRecord> {...props} status={status} />
      <p data-testid="below">Content below the table</p>
    </div>
  );
}

export const NoLayoutShift: Story = {
  render: (args) => <ReloadingRecords {...args} />,
  play: async ({ canvas, userEvent }) => {
    // Measure with the final fonts, so only the table can move things.
    await document.fonts.ready;
    const below = canvas.getByTestId('below');
    const before = below.getBoundingClientRect().top;
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading…'));
    await expect(below.getBoundingClientRect().top).toBe(before);
    await userEvent.click(canvas.getByRole('button', { name: 'Finish loading' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('6 rows');
    await expect(below.getBoundingClientRect().top).toBe(before);
  },
};

/** Newer rows are on their way: the rows stay, the table is busy and a thin line moves above it. */
export const Refreshing: Story = {
  args: { status: 'refreshing' },
  play: async ({ canvas, canvasElement }) => {
    const table = canvas.getByRole('table', { name: 'Betting records' });
    await expect(within(table).getByRole('rowheader', { name: 'Baccarat Squeeze' })).toBeVisible();
    await expect(canvasElement.querySelector('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
    const line = canvasElement.querySelector('[data-refreshing]')!;
    await expect(line.getBoundingClientRect().height).toBe(2);
    // Nothing is announced as loading: the rows are still the answer.
    await expect(canvas.getByRole('status')).toHaveTextContent('6 rows');
  },
};

export const Empty: Story = {
  args: {
    rows: [],
    emptyTitle: 'No bets in this period',
    emptyDescription: 'Try a longer date range.',
    emptyAction: <Button variant="secondary">Last 30 days</Button>,
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Betting records' });
    await expect(within(table).getByText('No bets in this period')).toBeVisible();
    await expect(within(table).getByRole('button', { name: 'Last 30 days' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 rows');
  },
};

export const EmptyDefaults: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table')).getByText('No data')).toBeVisible();
  },
};

export const ErrorWithRetry: Story = {
  args: { status: 'error', rows: [] },
  play: async ({ canvas, userEvent, args }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Could not load the data');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ManyPages: Story = {
  args: { pageCount: 12, page: 1 },
  render: (args) => <PagedRecords {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Baccarat Squeeze');
    const pager = canvas.getByRole('navigation', { name: 'Pagination' });

    // Keyboard: from the table onwards, Tab reaches "Previous page", then "Page 1", then "Page 2".
    within(pager).getByRole('button', { name: 'Previous page' }).focus();
    await userEvent.tab();
    await userEvent.tab();
    const two = within(pager).getByRole('button', { name: 'Page 2' });
    await expect(two).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
    await expect(two).toHaveAttribute('aria-current', 'page');
    // Page 2 starts with the 9th record.
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent(games[8 % games.length]![0]);

    // Pointer: the last page.
    await userEvent.click(within(pager).getByRole('button', { name: 'Page 12' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(12);
  },
};

export const LongCellText: Story = {
  args: {
    rows: [
      {
        ...firstPage[0]!,
        game: 'UEFA Champions League Final 2025: Paris Saint-Germain v Internazionale Milano, both teams to score and over 2.5 goals',
        vendor: 'SABA Sports (Asian handicap and over/under markets)',
      },
      ...firstPage.slice(1, 3),
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    // Long text wraps inside its cell instead of pushing the table wider than the page.
    await expect(table.getBoundingClientRect().width).toBeLessThanOrEqual(
      table.parentElement!.getBoundingClientRect().width,
    );
    await expect(within(table).getByRole('rowheader', { name: /Champions League/ })).toBeVisible();
  },
};

export const Chinese: Story = {
  args: {
    caption: '投注记录',
    columns: columnsFor('cn'),
    pageCount: 5,
    page: 2,
    footer: { game: '合计', stake: '1,200.00' },
  },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '投注记录' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '分页' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ChineseEmpty: Story = {
  args: { caption: '投注记录', columns: columnsFor('cn'), rows: [] },
  globals: { locale: 'CN' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('table')).getByText('暂无数据')).toBeVisible();
  },
};

export const MobileCards: Story = {
  args: { rows: firstPage.slice(0, 3), pageCount: 4, footer: totals(firstPage.slice(0, 3)) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    // The table is out of sight and out of the accessibility tree.
    await expect(canvas.queryByRole('table')).toBeNull();
    const list = canvas.getByRole('list', { name: 'Betting records' });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(3);
    // Each card: the primary column as its title, then label/value pairs.
    const first = within(cards[0]!);
    await expect(first.getByText('Baccarat Squeeze')).toBeVisible();
    const labels = first.getAllByRole('term').map((term) => term.textContent);
    await expect(labels).toEqual(['Provider', 'Placed', 'Bet', 'Win/loss', 'Status']);
    await expect(first.getAllByRole('definition')[2]).toHaveTextContent('50.00');
    // Totals follow the cards; the pager is compact.
    const totals = canvas.getAllByText('Total').filter((element) => element.checkVisibility());
    await expect(totals).toHaveLength(1);
    await expect(canvas.getByText('1 / 4')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(2);
  },
};

export const MobileLoading: Story = {
  args: { status: 'loading', rows: [], loadingRowCount: 3 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Betting records' })).toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const MobileError: Story = {
  args: { status: 'error', rows: [] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** A table in a narrow panel turns into cards on a wide screen too. */
export const NarrowPanel: Story = {
  args: { rows: firstPage.slice(0, 2) },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(within(canvas.getByRole('list', { name: 'Betting records' })).getAllByRole('listitem')).toHaveLength(
      2,
    );
  },
};
