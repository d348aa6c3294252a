import type { AgentIncome, GameBets } from '@lobby/api';
import { csvCell } from '@lobby/ui';
import { describe, expect, it } from 'vitest';
import {
  incomeColumnsOf,
  incomeKindOf,
  incomeKindOptionsOf,
  incomeRowsOf,
  incomeTotalsOf,
  teamBetColumnsOf,
  teamBetRowsOf,
  teamBetTotalsOf,
  teamPnlColumnsOf,
  teamPnlDetailOf,
  teamPnlRowsOf,
  teamPnlTotalsOf,
  teamTransactionColumnsOf,
  teamTransactionRowsOf,
} from './agentReports';

// Keys stand for the words: each mapping must pass the right key.
const t = (key: string) => `<${key}>`;

const bets: GameBets = {
  list: [
    {
      orderId: 'B1',
      account: 'nam8163',
      gameName: 'Sweet Bonanza',
      vendor: 'PP',
      gameType: 'RNG',
      betAmount: 1000,
      validBet: 1000,
      winAmount: 2500,
      winLoss: 1500,
      status: 'SETTLED',
      betTime: '2025-06-18 10:00:00',
      settleTime: null,
    },
    {
      orderId: 'B2',
      account: '=cmd|calc',
      gameName: null,
      vendor: null,
      gameType: null,
      betAmount: 5,
      validBet: null,
      winAmount: null,
      winLoss: null,
      status: 'VOIDED',
      betTime: null,
      settleTime: null,
    },
  ],
  pageNum: 1,
  totalPages: 3,
  totalCount: 42,
  totals: { betAmount: 12_345.5, validBet: 12_000, winAmount: 3000, winLoss: -345.5 },
};

describe("the team's bets", () => {
  it('names whose bet each row is, and writes an unknown status as the platform sent it', () => {
    const rows = teamBetRowsOf(bets.list, t);
    expect(rows[0]).toEqual({
      id: 'B1',
      account: 'nam8163',
      time: '2025-06-18 10:00:00',
      game: 'Sweet Bonanza',
      vendor: 'PP',
      betAmount: 1000,
      validBet: 1000,
      winLoss: 1500,
      status: '<agentCentre.reports.betting.settled>',
    });
    expect(rows[1]).toMatchObject({ account: '=cmd|calc', game: '', validBet: null, status: 'VOIDED' });
  });

  it('leads with the account, shows amounts grouped and exports them plain', () => {
    const columns = teamBetColumnsOf(t, 'en');
    expect(columns.map((column) => column.id)).toEqual([
      'account',
      'time',
      'orderId',
      'game',
      'vendor',
      'betAmount',
      'validBet',
      'winLoss',
      'status',
    ]);
    const [row] = teamBetRowsOf(bets.list, t);
    const betAmount = columns.find((column) => column.id === 'betAmount');
    if (!row || !betAmount) throw new Error('missing');
    expect(betAmount.cell(row, 0)).toBe('1,000.00');
    expect(betAmount.text(row)).toBe('1000.00');
  });

  it('totals every bet the filters keep, labelled in the account column, and none without rows', () => {
    expect(teamBetTotalsOf(bets, t, 'en')).toEqual({
      account: '<agentCentre.reports.total>',
      betAmount: '12,345.50',
      validBet: '12,000.00',
      winLoss: '-345.50',
    });
    expect(teamBetTotalsOf({ ...bets, list: [] }, t)).toBeUndefined();
  });

  it("keeps a member's account that looks like a formula as text in the export", () => {
    const [, row] = teamBetRowsOf(bets.list, t);
    const account = teamBetColumnsOf(t)[0];
    if (!row || !account) throw new Error('missing');
    expect(csvCell(account.text(row))).toBe("'=cmd|calc");
  });
});

describe("the team's profit and loss", () => {
  const rows = teamPnlRowsOf([
    { account: 'an123', deposit: 500, withdraw: null, validBet: 800, win: -120, bonus: 10, rebate: 2, profit: -108 },
  ]);

  it('reads a missing figure as 0 and shows each figure in its column', () => {
    expect(rows).toEqual([
      {
        id: 'an123',
        account: 'an123',
        deposit: 500,
        withdraw: 0,
        validBet: 800,
        win: -120,
        bonus: 10,
        rebate: 2,
        profit: -108,
      },
    ]);
    const columns = teamPnlColumnsOf(t, 'en');
    expect(columns.map((column) => column.header)).toEqual([
      '<agentCentre.reports.account>',
      '<agentCentre.reports.pnl.deposit>',
      '<agentCentre.reports.pnl.withdraw>',
      '<agentCentre.reports.pnl.validBet>',
      '<agentCentre.reports.pnl.win>',
      '<agentCentre.reports.pnl.bonus>',
      '<agentCentre.reports.pnl.rebate>',
      '<agentCentre.reports.pnl.profit>',
    ]);
    const [row] = rows;
    if (!row) throw new Error('missing');
    expect(columns.map((column) => column.text(row))).toEqual([
      'an123',
      '500.00',
      '0.00',
      '800.00',
      '-120.00',
      '10.00',
      '2.00',
      '-108.00',
    ]);
  });

  it("shows the platform's totals, not the page's, and none for an empty page", () => {
    const totals = { deposit: 9000, validBet: 12_000.5, profit: -300 };
    expect(teamPnlTotalsOf(totals, 1, t, 'en')).toEqual({
      account: '<agentCentre.reports.total>',
      deposit: '9,000.00',
      withdraw: '0.00',
      validBet: '12,000.50',
      win: '0.00',
      bonus: '0.00',
      rebate: '0.00',
      profit: '-300.00',
    });
    expect(teamPnlTotalsOf(totals, 0, t)).toBeUndefined();
  });

  it("details a member's line, then each game kind once it has arrived, naming a kind it does not know as sent", () => {
    const [row] = rows;
    if (!row) throw new Error('missing');
    const before = teamPnlDetailOf(row, undefined, t, 'en');
    expect(before.title).toBe('an123');
    expect(before.fields).toHaveLength(7);
    const after = teamPnlDetailOf(
      row,
      [
        { gameType: 'RNG', betCount: 3, betAmount: 300, validBet: 300, winLoss: -50 },
        { gameType: 'KENO', betCount: 1, betAmount: 20, validBet: 20, winLoss: 5 },
      ],
      (key) => (key.includes('gameTypes.KENO') ? key : `<${key}>`),
      'en',
    );
    expect(after.fields.slice(7)).toEqual([
      {
        label: '<agentCentre.reports.gameTypes.RNG>',
        value:
          '<agentCentre.reports.detail.bets> 3 · <agentCentre.reports.pnl.validBet> 300.00 · <agentCentre.reports.pnl.win> -50.00',
      },
      {
        label: 'KENO',
        value:
          '<agentCentre.reports.detail.bets> 1 · <agentCentre.reports.pnl.validBet> 20.00 · <agentCentre.reports.pnl.win> 5.00',
      },
    ]);
  });
});

describe("the team's account lines", () => {
  it('names whose line each is, and falls back to the reference for an id', () => {
    const rows = teamTransactionRowsOf([
      {
        id: null,
        referenceNo: 'T1',
        txTypeId: '1',
        txTypeName: 'Deposit',
        amount: 500,
        balance: 1500,
        createTime: '2025-06-18 10:00:00',
        remark: 'Online bank deposit',
        account: 'an123',
      },
    ]);
    expect(rows).toEqual([
      {
        id: 'T1',
        account: 'an123',
        time: '2025-06-18 10:00:00',
        type: 'Deposit',
        reference: 'T1',
        amount: 500,
        balance: 1500,
        remark: 'Online bank deposit',
      },
    ]);
    expect(teamTransactionColumnsOf(t).map((column) => column.id)).toEqual([
      'account',
      'time',
      'type',
      'reference',
      'amount',
      'balance',
      'remark',
    ]);
  });
});

describe("the agent's income", () => {
  const income: AgentIncome = {
    list: [
      { date: '2025-06-18', kind: 'SALARY', base: 10_000, rate: 0.6, amount: 60 },
      { date: '2025-06-18', kind: 'BONUS_POOL', base: null, rate: null, amount: 5 },
    ],
    pageNum: 1,
    totalPages: 1,
    totalCount: 2,
    totals: { dividend: 0, salary: 60, rebate: 0, total: 65 },
  };

  it('names the kinds it knows, keeps one it does not, and shows the rate in percent', () => {
    const rows = incomeRowsOf(income, t);
    expect(rows.map((row) => [row.id, row.kind])).toEqual([
      ['2025-06-18-SALARY', '<agentCentre.reports.income.salary>'],
      ['2025-06-18-BONUS_POOL', 'BONUS_POOL'],
    ]);
    const [row] = rows;
    const rate = incomeColumnsOf(t).find((column) => column.id === 'rate');
    if (!row || !rate) throw new Error('missing');
    expect(rate.text(row)).toBe('0.6%');
  });

  it("totals with the platform's total, and none without lines", () => {
    expect(incomeTotalsOf(income, t, 'en')).toEqual({ date: '<agentCentre.reports.total>', amount: '65.00' });
    expect(incomeTotalsOf({ ...income, list: [] }, t)).toBeUndefined();
  });

  it('offers every kind after "All kinds", and reads a filter value back as a kind', () => {
    expect(incomeKindOptionsOf(t).map((option) => option.value)).toEqual(['all', 'DIVIDEND', 'SALARY', 'REBATE']);
    expect(incomeKindOf('SALARY')).toBe('SALARY');
    expect(incomeKindOf('all')).toBeUndefined();
  });
});
