import type {
  AgentIncome,
  AgentIncomeKind,
  GameBetRecord,
  GameBets,
  GameVendors,
  TeamPnlDetailRow,
  TeamPnlRow,
  Transaction,
  TransactionType,
} from '@lobby/api';
import { type Currency, defaultCurrency, type RecordDetail, type RecordsColumn, type SelectOption } from '@lobby/ui';
import {
  allOption,
  amountColumn,
  amountText,
  betVendorOptionsOf,
  type TransactionRow,
  textColumn,
  transactionRowsOf,
  transactionTypeOptionsOf,
} from './records';
import type { Translate } from './translate';

/**
 * The agent centre's four reports as tables: the team's bets, each member's
 * profit and loss (with its detail by game kind), the team's account lines
 * and the agent's own income. Each row keeps its numbers; the columns format
 * them for the screen and, plainly, for the CSV export.
 */

const accountColumn = <Row extends { account: string }>(t: Translate) =>
  textColumn<Row>('account', t('agentCentre.reports.account'), (row) => row.account, { priority: 'primary' });

// ---- team betting -------------------------------------------------------------

/** A bet of someone in the team. */
export interface TeamBetRow {
  id: string;
  account: string;
  time: string;
  game: string;
  vendor: string;
  betAmount: number;
  validBet: number | null;
  /** The member's result: payout minus stake (0 until settled). */
  winLoss: number | null;
  status: string;
}

const betStatusKeys: Readonly<Record<string, string>> = {
  SETTLED: 'agentCentre.reports.betting.settled',
  UNSETTLED: 'agentCentre.reports.betting.unsettled',
  CANCELLED: 'agentCentre.reports.betting.cancelled',
};

/** The team's bets as rows; an unknown status shows as the platform wrote it. */
export function teamBetRowsOf(bets: readonly GameBetRecord[], t: Translate): TeamBetRow[] {
  return bets.map((bet) => {
    const statusKey = bet.status ? betStatusKeys[bet.status.toUpperCase()] : undefined;
    return {
      id: bet.orderId,
      account: bet.account ?? '',
      time: bet.betTime ?? '',
      game: bet.gameName ?? '',
      vendor: bet.vendor ?? '',
      betAmount: bet.betAmount,
      validBet: bet.validBet ?? null,
      winLoss: bet.winLoss ?? null,
      status: statusKey ? t(statusKey) : (bet.status ?? ''),
    };
  });
}

export function teamBetColumnsOf(
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): RecordsColumn<TeamBetRow>[] {
  const header = (key: string) => t(`agentCentre.reports.betting.${key}`);
  return [
    accountColumn<TeamBetRow>(t),
    textColumn<TeamBetRow>('time', header('betTime'), (row) => row.time, { width: '10.5rem' }),
    textColumn<TeamBetRow>('orderId', header('orderId'), (row) => row.id),
    textColumn<TeamBetRow>('game', header('game'), (row) => row.game),
    textColumn<TeamBetRow>('vendor', header('vendor'), (row) => row.vendor),
    amountColumn<TeamBetRow>('betAmount', header('betAmount'), (row) => row.betAmount, locale, currency),
    amountColumn<TeamBetRow>('validBet', header('validBet'), (row) => row.validBet, locale, currency),
    amountColumn<TeamBetRow>('winLoss', header('winLoss'), (row) => row.winLoss, locale, currency),
    textColumn<TeamBetRow>('status', header('status'), (row) => row.status),
  ];
}

/** The totals line: every bet the filters keep, as the platform sums them. */
export function teamBetTotalsOf(
  bets: GameBets | undefined,
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): Record<string, string> | undefined {
  if (!bets || bets.list.length === 0) return undefined;
  return {
    account: t('agentCentre.reports.total'),
    betAmount: amountText(bets.totals.betAmount ?? 0, locale, currency),
    validBet: amountText(bets.totals.validBet ?? 0, locale, currency),
    winLoss: amountText(bets.totals.winLoss ?? 0, locale, currency),
  };
}

/** Every vendor of a third-party game once, after "All vendors". */
export function teamBetVendorOptionsOf(vendors: GameVendors | undefined, t: Translate): SelectOption[] {
  const [, ...named] = betVendorOptionsOf(vendors, t);
  return [{ value: allOption, label: t('agentCentre.reports.betting.allVendors') }, ...named];
}

// ---- user loss (the team's profit and loss) ------------------------------------

const pnlFigures = ['deposit', 'withdraw', 'validBet', 'win', 'bonus', 'rebate', 'profit'] as const;
type PnlFigure = (typeof pnlFigures)[number];

/** One member's profit and loss over the range. */
export type TeamPnlMemberRow = { id: string; account: string } & Record<PnlFigure, number>;

export function teamPnlRowsOf(rows: readonly TeamPnlRow[]): TeamPnlMemberRow[] {
  return rows.map((row) => ({
    id: row.account,
    account: row.account,
    deposit: row.deposit ?? 0,
    withdraw: row.withdraw ?? 0,
    validBet: row.validBet ?? 0,
    win: row.win ?? 0,
    bonus: row.bonus ?? 0,
    rebate: row.rebate ?? 0,
    profit: row.profit ?? 0,
  }));
}

export function teamPnlColumnsOf(
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): RecordsColumn<TeamPnlMemberRow>[] {
  return [
    accountColumn<TeamPnlMemberRow>(t),
    ...pnlFigures.map((figure) =>
      amountColumn<TeamPnlMemberRow>(
        figure,
        t(`agentCentre.reports.pnl.${figure}`),
        (row) => row[figure],
        locale,
        currency,
      ),
    ),
  ];
}

/** The totals line: every member the filters keep, as the platform sums them. */
export function teamPnlTotalsOf(
  totals: Partial<Record<PnlFigure, number | null>> | undefined,
  rowCount: number,
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): Record<string, string> | undefined {
  if (!totals || rowCount === 0) return undefined;
  return {
    account: t('agentCentre.reports.total'),
    ...Object.fromEntries(pnlFigures.map((figure) => [figure, amountText(totals[figure] ?? 0, locale, currency)])),
  };
}

/** A game kind's name; a kind the site does not know shows as the platform wrote it. */
function gameTypeText(gameType: string, t: Translate): string {
  const key = `agentCentre.reports.gameTypes.${gameType.toUpperCase()}`;
  const text = t(key);
  return text === key ? gameType : text;
}

/**
 * A member's detail: the line's figures, then each game kind's bets, valid
 * bets and result once the detail has arrived.
 */
export function teamPnlDetailOf(
  row: TeamPnlMemberRow,
  kinds: readonly TeamPnlDetailRow[] | undefined,
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): Omit<RecordDetail, 'status' | 'onRetry'> {
  return {
    title: row.account,
    fields: [
      ...pnlFigures.map((figure) => ({
        label: t(`agentCentre.reports.pnl.${figure}`),
        value: amountText(row[figure], locale, currency),
      })),
      ...(kinds ?? []).map((kind) => ({
        label: gameTypeText(kind.gameType, t),
        value: [
          `${t('agentCentre.reports.detail.bets')} ${kind.betCount ?? 0}`,
          `${t('agentCentre.reports.pnl.validBet')} ${amountText(kind.validBet ?? 0, locale, currency)}`,
          `${t('agentCentre.reports.pnl.win')} ${amountText(kind.winLoss ?? 0, locale, currency)}`,
        ].join(' · '),
      })),
    ],
  };
}

// ---- account details -------------------------------------------------------------

/** A line of the team's account record: the member's own line, and whose it is. */
export interface TeamTransactionRow extends TransactionRow {
  account: string;
}

export function teamTransactionRowsOf(transactions: readonly Transaction[]): TeamTransactionRow[] {
  return transactionRowsOf(transactions).map((row, index) => ({
    ...row,
    account: transactions[index]?.account ?? '',
  }));
}

export function teamTransactionColumnsOf(
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): RecordsColumn<TeamTransactionRow>[] {
  const header = (key: string) => t(`agentCentre.reports.transactions.${key}`);
  return [
    accountColumn<TeamTransactionRow>(t),
    textColumn<TeamTransactionRow>('time', header('time'), (row) => row.time, { width: '10.5rem' }),
    textColumn<TeamTransactionRow>('type', header('type'), (row) => row.type),
    textColumn<TeamTransactionRow>('reference', header('reference'), (row) => row.reference),
    amountColumn<TeamTransactionRow>('amount', header('amount'), (row) => row.amount, locale, currency),
    amountColumn<TeamTransactionRow>('balance', header('balance'), (row) => row.balance, locale, currency),
    textColumn<TeamTransactionRow>('remark', header('remark'), (row) => row.remark),
  ];
}

/** The transaction types to filter by, after "All types". */
export function teamTransactionTypeOptionsOf(
  types: readonly TransactionType[] | undefined,
  t: Translate,
): SelectOption[] {
  const [, ...named] = transactionTypeOptionsOf(types, t);
  return [{ value: allOption, label: t('agentCentre.reports.transactions.allTypes') }, ...named];
}

// ---- my income ---------------------------------------------------------------------

/** One day's income of one kind. */
export interface IncomeRow {
  id: string;
  date: string;
  kind: string;
  base: number | null;
  /** Percent. */
  rate: number | null;
  amount: number;
}

const incomeKindKeys: Readonly<Record<string, string>> & Record<AgentIncomeKind, string> = {
  DIVIDEND: 'agentCentre.reports.income.dividend',
  SALARY: 'agentCentre.reports.income.salary',
  REBATE: 'agentCentre.reports.income.rebate',
};

const incomeKinds: readonly AgentIncomeKind[] = ['DIVIDEND', 'SALARY', 'REBATE'];

function incomeKindText(kind: string, t: Translate): string {
  const key = incomeKindKeys[kind];
  return key ? t(key) : kind;
}

export function incomeRowsOf(income: AgentIncome | undefined, t: Translate): IncomeRow[] {
  return (income?.list ?? []).map((row) => ({
    id: `${row.date}-${row.kind}`,
    date: row.date,
    kind: incomeKindText(row.kind, t),
    base: row.base ?? null,
    rate: row.rate ?? null,
    amount: row.amount,
  }));
}

function rateText(rate: number | null): string {
  return rate === null ? '' : `${rate}%`;
}

export function incomeColumnsOf(
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): RecordsColumn<IncomeRow>[] {
  return [
    textColumn<IncomeRow>('date', t('agentCentre.reports.income.date'), (row) => row.date, { width: '8rem' }),
    textColumn<IncomeRow>('kind', t('agentCentre.reports.income.kind'), (row) => row.kind, { priority: 'primary' }),
    amountColumn<IncomeRow>('base', t('agentCentre.reports.income.base'), (row) => row.base, locale, currency),
    {
      ...textColumn<IncomeRow>('rate', t('agentCentre.reports.income.rate'), (row) => rateText(row.rate)),
      numeric: true,
    },
    amountColumn<IncomeRow>('amount', t('agentCentre.reports.income.amount'), (row) => row.amount, locale, currency),
  ];
}

/** The totals line: every line the filters keep, as the platform sums them. */
export function incomeTotalsOf(
  income: AgentIncome | undefined,
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): Record<string, string> | undefined {
  if (!income || income.list.length === 0) return undefined;
  return { date: t('agentCentre.reports.total'), amount: amountText(income.totals.total ?? 0, locale, currency) };
}

/** The income kind a filter's value names; none for "All kinds" or a value it does not know. */
export function incomeKindOf(value: string): AgentIncomeKind | undefined {
  return incomeKinds.find((kind) => kind === value);
}

/** The income kinds to filter by, after "All kinds". */
export function incomeKindOptionsOf(t: Translate): SelectOption[] {
  return [
    { value: allOption, label: t('agentCentre.reports.income.allKinds') },
    ...incomeKinds.map((kind) => ({ value: kind, label: incomeKindText(kind, t) })),
  ];
}
