import type {
  BetRecord,
  GameBetRecord,
  GameBets,
  GameVendors,
  LotteryBetDetail,
  PersonalPnl,
  Transaction,
  TransactionType,
} from '@lobby/api';
import {
  type Currency,
  currencyDecimals,
  type DateRangeValue,
  defaultCurrency,
  formatMoneyAmount,
  type RecordDetail,
  type RecordsColumn,
  type SelectOption,
} from '@lobby/ui';
import type { Translate } from './translate';

/** The pages of a record: 20 rows each, as the platform's own record pages ask. */
export const recordsPageSize = 20;

/** The value of a filter's "every …" option (a Select value cannot be empty). */
export const allOption = 'all';

/** Platform category codes whose vendors' bets are the lottery record's, not the third-party one's. */
const lotteryCategories: ReadonlySet<string> = new Set(['LOTT', 'ELOTT']);

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** `2025-06-18`: a local day as the platform's report relays read it. */
export function dayText(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The days of a range as a report's query: from the first day's start to the last day's end. */
export function recordsQueryRange(range: DateRangeValue): { startDate: string; endDate: string } {
  return { startDate: `${dayText(range.from)} 00:00:00`, endDate: `${dayText(range.to)} 23:59:59` };
}

/** The range a record opens on: today and the six days before it. */
export function defaultRecordsRange(today: Date): DateRangeValue {
  const to = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  const from = new Date(to.getFullYear(), to.getMonth(), to.getDate() - 6);
  return { from, to };
}

/** Pages the platform says there are, at least one. */
export function pageCountOf(page: { totalPages?: number | null } | undefined): number {
  return Math.max(1, Math.floor(page?.totalPages ?? 1));
}

/**
 * An amount as a table shows it under a heading that names the money: grouped,
 * with the brand currency's decimals, in the interface language's conventions.
 */
export function amountText(
  amount: number | null | undefined,
  locale = 'en',
  currency: Currency = defaultCurrency,
): string {
  if (amount === null || amount === undefined) return '';
  return formatMoneyAmount(amount, currency, locale);
}

/** An amount as a spreadsheet reads it: a plain number with the currency's decimals. */
function amountCsv(amount: number | null | undefined, currency: Currency): string {
  return amount === null || amount === undefined ? '' : amount.toFixed(currencyDecimals(currency));
}

/** A column of amounts: grouped on screen, plain in the export. */
export function amountColumn<Row>(
  id: string,
  header: string,
  value: (row: Row) => number | null | undefined,
  locale: string,
  currency: Currency = defaultCurrency,
): RecordsColumn<Row> {
  return {
    id,
    header,
    numeric: true,
    cell: (row) => amountText(value(row), locale, currency),
    text: (row) => amountCsv(value(row), currency),
  };
}

export function textColumn<Row>(
  id: string,
  header: string,
  value: (row: Row) => string,
  extra: Partial<RecordsColumn<Row>> = {},
): RecordsColumn<Row> {
  return { id, header, cell: value, text: value, ...extra };
}

// ---- betting record ---------------------------------------------------------

/** One bet as the betting record shows it. */
export interface BetRow {
  id: string;
  time: string;
  game: string;
  vendor: string;
  betAmount: number;
  validBet: number | null;
  payout: number | null;
  /** Third-party bets only: the platform sends the net result. */
  winLoss: number | null;
  settleTime: string;
  status: string;
}

const betStatusKeys: Record<string, string> = {
  SETTLED: 'records.betting.settled',
  UNSETTLED: 'records.betting.unsettled',
  CANCELLED: 'records.betting.cancelled',
};

function betStatusText(status: string | null | undefined, t: Translate): string {
  if (!status) return '';
  const key = betStatusKeys[status.toUpperCase()];
  return key ? t(key) : status;
}

/** Lottery or third-party bets as rows; an unknown status shows as the platform wrote it. */
export function betRowsOf(bets: readonly (BetRecord | GameBetRecord)[], t: Translate): BetRow[] {
  return bets.map((bet) => ({
    id: bet.orderId,
    time: bet.betTime ?? '',
    game: bet.gameName ?? '',
    vendor: bet.vendor ?? '',
    betAmount: bet.betAmount,
    validBet: bet.validBet ?? null,
    payout: bet.winAmount ?? null,
    winLoss: 'winLoss' in bet ? (bet.winLoss ?? null) : null,
    settleTime: 'settleTime' in bet ? (bet.settleTime ?? '') : '',
    status: betStatusText(bet.status, t),
  }));
}

/** Which bets the record lists: third-party games (by vendor) or the lottery's. */
export type BetKind = 'games' | 'lottery';

/** The betting record's columns; third-party bets also show the net win or loss. */
export function betColumnsOf(
  kind: BetKind,
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): RecordsColumn<BetRow>[] {
  return [
    textColumn('time', t('records.betting.betTime'), (row) => row.time, { width: '10.5rem' }),
    textColumn('orderId', t('records.betting.orderId'), (row) => row.id),
    textColumn('game', t('records.betting.game'), (row) => row.game, { priority: 'primary' }),
    textColumn('vendor', t('records.betting.vendor'), (row) => row.vendor),
    amountColumn('betAmount', t('records.betting.betAmount'), (row) => row.betAmount, locale, currency),
    amountColumn('validBet', t('records.betting.validBet'), (row) => row.validBet, locale, currency),
    amountColumn('payout', t('records.betting.payout'), (row) => row.payout, locale, currency),
    ...(kind === 'games'
      ? [amountColumn<BetRow>('winLoss', t('records.betting.winLoss'), (row) => row.winLoss, locale, currency)]
      : []),
    textColumn('status', t('records.betting.status'), (row) => row.status),
  ];
}

/** The totals line of the third-party record: every bet the filters keep, as the platform sums them. */
export function betTotalsOf(
  bets: GameBets | undefined,
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): Record<string, string> | undefined {
  if (!bets || bets.list.length === 0) return undefined;
  const { totals } = bets;
  return {
    time: t('records.view.total'),
    betAmount: amountText(totals.betAmount ?? 0, locale, currency),
    validBet: amountText(totals.validBet ?? 0, locale, currency),
    payout: amountText(totals.winAmount ?? 0, locale, currency),
    winLoss: amountText(totals.winLoss ?? 0, locale, currency),
  };
}

/** The game kinds the betting record offers. */
export function betKindOptionsOf(t: Translate): SelectOption[] {
  return [
    { value: 'games', label: t('records.betting.kindGames') },
    { value: 'lottery', label: t('records.betting.kindLottery') },
  ];
}

/** Every vendor of a third-party game once, in the platform's order, after "All vendors". */
export function betVendorOptionsOf(vendors: GameVendors | undefined, t: Translate): SelectOption[] {
  const seen = new Map<string, string>();
  for (const lane of vendors?.data.lanes ?? []) {
    if (lotteryCategories.has(lane.title.toUpperCase())) continue;
    for (const card of lane.cards) if (!seen.has(card.vassalage)) seen.set(card.vassalage, card.displayName);
  }
  return [
    { value: allOption, label: t('records.betting.allVendors') },
    ...[...seen].map(([value, label]) => ({ value, label })),
  ];
}

/**
 * A bet's detail, for the row's dialog: the row's own fields and, for a
 * lottery bet once its full record has arrived, the draw, the play, what was
 * chosen, the odds and the numbers drawn.
 */
export function betDetailOf(
  row: BetRow,
  t: Translate,
  locale = 'en',
  full?: LotteryBetDetail,
  currency: Currency = defaultCurrency,
): Omit<RecordDetail, 'status' | 'onRetry'> {
  const drawResult = full?.drawResult ?? (full?.status === 'UNSETTLED' ? t('records.betting.drawPending') : '');
  const fields = [
    { label: t('records.betting.orderId'), value: row.id },
    { label: t('records.betting.game'), value: row.game },
    { label: t('records.betting.vendor'), value: row.vendor },
    { label: t('records.betting.numero'), value: full?.numero ?? '' },
    { label: t('records.betting.playType'), value: full?.playType ?? '' },
    { label: t('records.betting.betContent'), value: full?.betContent ?? '' },
    { label: t('records.betting.odds'), value: full?.odds == null ? '' : String(full.odds) },
    { label: t('records.betting.multiple'), value: full?.multiple == null ? '' : `×${full.multiple}` },
    { label: t('records.betting.betTime'), value: row.time },
    { label: t('records.betting.settleTime'), value: row.settleTime },
    { label: t('records.betting.betAmount'), value: amountText(row.betAmount, locale, currency) },
    { label: t('records.betting.validBet'), value: amountText(row.validBet, locale, currency) },
    { label: t('records.betting.payout'), value: amountText(row.payout, locale, currency) },
    { label: t('records.betting.drawResult'), value: drawResult },
    { label: t('records.betting.status'), value: row.status },
  ];
  return {
    title: `${t('records.betting.orderId')} ${row.id}`,
    fields: fields.filter((field) => field.value !== ''),
  };
}

// ---- account record ---------------------------------------------------------

/** One transaction as the account record shows it. */
export interface TransactionRow {
  id: string;
  time: string;
  type: string;
  reference: string;
  amount: number;
  balance: number | null;
  remark: string;
}

export function transactionRowsOf(transactions: readonly Transaction[]): TransactionRow[] {
  return transactions.map((transaction, index) => ({
    id: transaction.id ?? transaction.referenceNo ?? `row-${index}`,
    time: transaction.createTime ?? '',
    type: transaction.txTypeName ?? '',
    reference: transaction.referenceNo ?? '',
    amount: transaction.amount,
    balance: transaction.balance ?? null,
    remark: transaction.remark ?? '',
  }));
}

export function transactionColumnsOf(
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): RecordsColumn<TransactionRow>[] {
  return [
    textColumn('time', t('records.account.time'), (row) => row.time, { width: '10.5rem' }),
    textColumn('type', t('records.account.type'), (row) => row.type, { priority: 'primary' }),
    textColumn('reference', t('records.account.reference'), (row) => row.reference),
    amountColumn('amount', t('records.account.amount'), (row) => row.amount, locale, currency),
    amountColumn('balance', t('records.account.balance'), (row) => row.balance, locale, currency),
    textColumn('remark', t('records.account.remark'), (row) => row.remark),
  ];
}

/** The transaction types to filter by, after "All types". */
export function transactionTypeOptionsOf(types: readonly TransactionType[] | undefined, t: Translate): SelectOption[] {
  return [
    { value: allOption, label: t('records.account.allTypes') },
    ...(types ?? []).map((type) => ({ value: type.txTypeId, label: type.txTypeName })),
  ];
}

// ---- personal profit and loss ------------------------------------------------

/** One line of the personal profit and loss. */
export interface PnlRow {
  id: string;
  item: string;
  amount: number;
}

const pnlItems = ['deposit', 'withdraw', 'validBet', 'win', 'bonus', 'rebate'] as const;

/** The period's figures, one line each; the profit is the totals line (`pnlTotalsOf`). */
export function pnlRowsOf(pnl: PersonalPnl | undefined, t: Translate): PnlRow[] {
  if (!pnl) return [];
  return pnlItems.map((id) => ({ id, item: t(`records.pnl.${id}`), amount: pnl[id] ?? 0 }));
}

export function pnlColumnsOf(
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): RecordsColumn<PnlRow>[] {
  return [
    textColumn('item', t('records.pnl.item'), (row) => row.item, { priority: 'primary' }),
    amountColumn('amount', t('records.pnl.amount'), (row) => row.amount, locale, currency),
  ];
}

/** The profit of the period as the totals line: win or loss, bonuses and cashback. */
export function pnlTotalsOf(
  pnl: PersonalPnl | undefined,
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): Record<string, string> | undefined {
  if (!pnl) return undefined;
  return { item: t('records.pnl.profit'), amount: amountText(pnl.profit ?? 0, locale, currency) };
}
