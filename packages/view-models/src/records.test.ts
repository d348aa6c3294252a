import type { GameBets, GameVendors } from '@lobby/api';
import { describe, expect, it } from 'vitest';
import {
  amountText,
  betColumnsOf,
  betDetailOf,
  betRowsOf,
  betTotalsOf,
  betVendorOptionsOf,
  defaultRecordsRange,
  pageCountOf,
  pnlRowsOf,
  pnlTotalsOf,
  recordsQueryRange,
  transactionColumnsOf,
  transactionRowsOf,
  transactionTypeOptionsOf,
} from './records';

// Keys stand for the words: each mapping must pass the right key.
const t = (key: string) => `<${key}>`;

const settled = {
  orderId: 'B1',
  gameName: 'Sweet Bonanza',
  vendor: 'PP',
  gameType: 'RNG',
  betAmount: 10,
  validBet: 10,
  winAmount: 25,
  winLoss: 15,
  status: 'SETTLED',
  betTime: '2025-06-18 10:00:00',
  settleTime: '2025-06-18 10:01:00',
};

describe('the days of a record', () => {
  it('asks for whole local days, first to last', () => {
    expect(recordsQueryRange({ from: new Date(2025, 5, 12), to: new Date(2025, 5, 18) })).toEqual({
      startDate: '2025-06-12 00:00:00',
      endDate: '2025-06-18 23:59:59',
    });
  });

  it('opens on the last seven days, today included', () => {
    const range = defaultRecordsRange(new Date(2025, 2, 3, 15, 30));
    expect(range).toEqual({ from: new Date(2025, 1, 25), to: new Date(2025, 2, 3) });
  });

  it('counts at least one page', () => {
    expect(pageCountOf(undefined)).toBe(1);
    expect(pageCountOf({ totalPages: 0 })).toBe(1);
    expect(pageCountOf({ totalPages: 4 })).toBe(4);
  });
});

describe('the betting record', () => {
  it('shows bets with translated statuses, and an unknown status as the platform wrote it', () => {
    const rows = betRowsOf(
      [settled, { orderId: 'L2', betAmount: 5, status: 'VOIDED', gameName: null, vendor: null, winAmount: null }],
      t,
    );
    expect(rows[0]).toEqual({
      id: 'B1',
      time: '2025-06-18 10:00:00',
      game: 'Sweet Bonanza',
      vendor: 'PP',
      betAmount: 10,
      validBet: 10,
      payout: 25,
      winLoss: 15,
      settleTime: '2025-06-18 10:01:00',
      status: '<records.betting.settled>',
    });
    expect(rows[1]).toMatchObject({ id: 'L2', game: '', payout: null, winLoss: null, status: 'VOIDED' });
  });

  it('shows the net result for third-party bets only, grouped on screen and plain in the export', () => {
    const games = betColumnsOf('games', t);
    expect(games.map((column) => column.id)).toContain('winLoss');
    expect(betColumnsOf('lottery', t).map((column) => column.id)).not.toContain('winLoss');
    const [row] = betRowsOf([{ ...settled, betAmount: 1234.5 }], t);
    const bet = games.find((column) => column.id === 'betAmount');
    expect(bet?.header).toBe('<records.betting.betAmount>');
    expect(bet?.cell(row!, 0)).toBe('1,234.50');
    expect(bet?.text(row!)).toBe('1234.50');
    expect(games.find((column) => column.priority === 'primary')?.id).toBe('game');
  });

  it('totals every bet the platform summed, and nothing for an empty page', () => {
    const bets: GameBets = {
      list: [settled],
      pageNum: 1,
      totalPages: 3,
      totalCount: 41,
      totals: { betAmount: 1200, validBet: 1100, winAmount: 950.5, winLoss: -249.5 },
    };
    expect(betTotalsOf(bets, t)).toEqual({
      time: '<records.view.total>',
      betAmount: '1,200.00',
      validBet: '1,100.00',
      payout: '950.50',
      winLoss: '-249.50',
    });
    expect(betTotalsOf({ ...bets, list: [] }, t)).toBeUndefined();
  });

  it('offers every third-party vendor once, after "All vendors", and leaves the lottery out', () => {
    const vendors: GameVendors = {
      data: {
        lanes: [
          { title: 'RNG', cards: [{ vassalage: 'PP', displayName: 'Pragmatic Play', smallIcon: null, isHot: false }] },
          { title: 'LOTT', cards: [{ vassalage: 'TCG', displayName: 'TCG Lottery', smallIcon: null, isHot: false }] },
          {
            title: 'LIVE',
            cards: [
              { vassalage: 'EVO', displayName: 'Evolution', smallIcon: null, isHot: false },
              { vassalage: 'PP', displayName: 'Pragmatic Play', smallIcon: null, isHot: false },
            ],
          },
        ],
      },
    };
    expect(betVendorOptionsOf(vendors, t)).toEqual([
      { value: 'all', label: '<records.betting.allVendors>' },
      { value: 'PP', label: 'Pragmatic Play' },
      { value: 'EVO', label: 'Evolution' },
    ]);
    expect(betVendorOptionsOf(undefined, t)).toHaveLength(1);
  });

  it('details a bet with every field it has, titled by its order number', () => {
    const [row] = betRowsOf([{ ...settled, settleTime: null }], t);
    const detail = betDetailOf(row!, t);
    expect(detail.title).toBe('<records.betting.orderId> B1');
    expect(detail.fields.map((field) => field.label)).not.toContain('<records.betting.settleTime>');
    expect(detail.fields).toContainEqual({ label: '<records.betting.payout>', value: '25.00' });
  });

  it("adds a lottery bet's draw, play, choice, odds and numbers once its full record is there", () => {
    const [row] = betRowsOf([settled], t);
    const full = {
      orderId: 'B1',
      numero: '20250618-0421',
      playType: 'Sum big/small',
      betContent: 'Big',
      odds: 1.98,
      multiple: 2,
      betAmount: 10,
      drawResult: '3,8,1,9,6',
    };
    const labels = (fields: readonly { label: string }[]) => fields.map((field) => field.label);
    expect(labels(betDetailOf(row!, t).fields)).not.toContain('<records.betting.numero>');
    const detail = betDetailOf(row!, t, 'en', full);
    expect(detail.fields).toEqual(
      expect.arrayContaining([
        { label: '<records.betting.numero>', value: '20250618-0421' },
        { label: '<records.betting.playType>', value: 'Sum big/small' },
        { label: '<records.betting.betContent>', value: 'Big' },
        { label: '<records.betting.odds>', value: '1.98' },
        { label: '<records.betting.multiple>', value: '×2' },
        { label: '<records.betting.drawResult>', value: '3,8,1,9,6' },
      ]),
    );
    // The draw follows the row's own identity fields, before the times and amounts.
    const order = labels(detail.fields);
    expect(order.indexOf('<records.betting.numero>')).toBeLessThan(order.indexOf('<records.betting.betTime>'));
  });

  it('says an open bet has not been drawn yet', () => {
    const [row] = betRowsOf([{ ...settled, status: 'UNSETTLED', settleTime: null }], t);
    const detail = betDetailOf(row!, t, 'en', { orderId: 'B1', betAmount: 10, status: 'UNSETTLED' });
    expect(detail.fields).toContainEqual({
      label: '<records.betting.drawResult>',
      value: '<records.betting.drawPending>',
    });
  });
});

describe('the account record', () => {
  it('shows transactions, amounts signed', () => {
    const rows = transactionRowsOf([
      {
        id: '7',
        referenceNo: 'TX1',
        txTypeId: '3',
        txTypeName: 'Transfer to game',
        amount: -500,
        balance: 12_345.67,
        createTime: '2025-06-18 09:00:00',
        remark: 'To PP',
      },
      { amount: 5, referenceNo: null, id: null },
    ]);
    expect(rows[0]).toEqual({
      id: '7',
      time: '2025-06-18 09:00:00',
      type: 'Transfer to game',
      reference: 'TX1',
      amount: -500,
      balance: 12_345.67,
      remark: 'To PP',
    });
    expect(rows[1]?.id).toBe('row-1');
    const amount = transactionColumnsOf(t).find((column) => column.id === 'amount');
    expect(amount?.cell(rows[0]!, 0)).toBe('-500.00');
    expect(amount?.text(rows[0]!)).toBe('-500.00');
    expect(
      transactionColumnsOf(t)
        .find((column) => column.id === 'balance')
        ?.cell(rows[1]!, 1),
    ).toBe('');
  });

  it('filters by the platform\'s types, after "All types"', () => {
    expect(transactionTypeOptionsOf([{ txTypeId: '1', txTypeName: 'Deposit' }], t)).toEqual([
      { value: 'all', label: '<records.account.allTypes>' },
      { value: '1', label: 'Deposit' },
    ]);
  });
});

describe('the personal profit and loss', () => {
  const pnl = {
    deposit: 12_250,
    withdraw: 3_100,
    validBet: 4_671,
    win: -320.5,
    bonus: 88,
    rebate: null,
    profit: -232.5,
  };

  it('lists the period line by line, a missing figure as 0, the profit as the totals line', () => {
    expect(pnlRowsOf(pnl, t)).toEqual([
      { id: 'deposit', item: '<records.pnl.deposit>', amount: 12_250 },
      { id: 'withdraw', item: '<records.pnl.withdraw>', amount: 3_100 },
      { id: 'validBet', item: '<records.pnl.validBet>', amount: 4_671 },
      { id: 'win', item: '<records.pnl.win>', amount: -320.5 },
      { id: 'bonus', item: '<records.pnl.bonus>', amount: 88 },
      { id: 'rebate', item: '<records.pnl.rebate>', amount: 0 },
    ]);
    expect(pnlTotalsOf(pnl, t)).toEqual({ item: '<records.pnl.profit>', amount: '-232.50' });
    expect(pnlRowsOf(undefined, t)).toEqual([]);
  });
});

describe('amounts', () => {
  it('groups in the interface language and leaves a missing one blank', () => {
    expect(amountText(1234567.891)).toBe('1,234,567.89');
    expect(amountText(1234.5, 'de')).toBe('1.234,50');
    expect(amountText(null)).toBe('');
  });

  it("has the brand currency's decimals, on screen and in the export", () => {
    const dong = { code: 'VND' };
    expect(amountText(1234567.4, 'vi', dong)).toBe('1.234.567');
    expect(amountText(-12.5, 'en', { code: 'KWD' })).toBe('-12.500');
    const [row] = transactionRowsOf([{ id: '9', amount: 50_000, balance: 1_250_000, referenceNo: 'TX9' }]);
    if (!row) throw new Error('no row');
    const amount = transactionColumnsOf(t, 'en', dong).find((column) => column.id === 'amount');
    expect(amount?.cell(row, 0)).toBe('50,000');
    expect(amount?.text(row)).toBe('50000');
  });
});
