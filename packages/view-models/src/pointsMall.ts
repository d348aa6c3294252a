import type { PointReward, RedeemRecord, Transaction } from '@lobby/api';
import { type Currency, defaultCurrency, type MallReward, type RecordsColumn } from '@lobby/ui';
import { amountText } from './records';
import { safeImageUrl } from './safeUrls';
import type { Translate } from './translate';

/** A word for a code the product names; the code as sent when it names none. */
function wordFor(prefix: string, code: string | null | undefined, t: Translate): string {
  const trimmed = code?.trim() ?? '';
  if (trimmed === '') return '';
  const key = `${prefix}.${trimmed.toUpperCase()}`;
  const text = t(key);
  return text === key || text === '' ? trimmed : text;
}

/** The rewards of the points mall as the catalogue shows them. */
export function mallRewardsOf(
  rewards: readonly PointReward[] | undefined,
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): MallReward[] {
  return (rewards ?? []).map((reward) => ({
    id: reward.rewardId,
    name: reward.name,
    // An image address only: anything else shows no picture.
    image: safeImageUrl(reward.image) ?? '',
    kind: wordFor('pointMall.rewardType', reward.type, t),
    points: reward.pointsRequirement,
    amountRequirement:
      reward.amountRequirement && reward.amountRequirement > 0
        ? amountText(reward.amountRequirement, locale, currency)
        : '',
    stock: reward.stock ?? null,
  }));
}

function pointsText(points: number | null | undefined, locale: string, signed = false): string {
  if (points === null || points === undefined) return '';
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: 0,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(points);
}

function column<Row>(id: string, header: string, value: (row: Row) => string, numeric = false): RecordsColumn<Row> {
  return { id, header, cell: value, text: value, ...(numeric ? { numeric: true } : {}) };
}

/** One redeem as the redeem history shows it. */
export interface RedeemRow {
  id: string;
  applyTime: string;
  type: string;
  name: string;
  quantity: number;
  points: number;
  amount: number | null;
  /** The status in words: applying, rejected or approved. */
  status: string;
  remark: string;
}

export function redeemRowsOf(records: readonly RedeemRecord[], t: Translate): RedeemRow[] {
  return records.map((record) => ({
    id: record.referenceNo,
    applyTime: record.applyTime,
    type: wordFor('pointMall.rewardType', record.type, t),
    name: record.name,
    quantity: record.quantity,
    points: record.pointsRequirement,
    amount: record.amountRequirement ?? null,
    status: wordFor('pointMall.status', record.status, t),
    remark: record.remark ?? '',
  }));
}

/** Every field of a redeem: reference, time, type, reward, quantity, requirements, status and remark. */
export function redeemColumnsOf(
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): RecordsColumn<RedeemRow>[] {
  return [
    column('referenceNo', t('pointMall.column.referenceNo'), (row) => row.id),
    { ...column('applyTime', t('pointMall.column.applyTime'), (row: RedeemRow) => row.applyTime), width: '10.5rem' },
    column('type', t('pointMall.column.type'), (row) => row.type),
    { ...column('name', t('pointMall.column.name'), (row: RedeemRow) => row.name), priority: 'primary' },
    column('quantity', t('pointMall.column.quantity'), (row) => String(row.quantity), true),
    column('points', t('pointMall.column.pointsRequirement'), (row) => pointsText(row.points, locale), true),
    column('amount', t('pointMall.column.amountRequirement'), (row) => amountText(row.amount, locale, currency), true),
    column('status', t('pointMall.column.status'), (row) => row.status),
    column('remark', t('pointMall.column.remark'), (row) => row.remark),
  ];
}

/** One change of points as the points details show it. */
export interface PointDetailRow {
  id: string;
  time: string;
  type: string;
  changedPoints: number;
  balance: number | null;
  remark: string;
}

/** The points ledger's lines (the account record asked for its points). */
export function pointDetailRowsOf(lines: readonly Transaction[]): PointDetailRow[] {
  return lines.map((line, index) => ({
    id: line.id ?? line.referenceNo ?? `row-${index}`,
    time: line.createTime ?? '',
    type: line.txTypeName ?? '',
    changedPoints: line.changedPoints ?? line.amount,
    balance: line.balance ?? null,
    remark: line.remark ?? '',
  }));
}

export function pointDetailColumnsOf(t: Translate, locale = 'en'): RecordsColumn<PointDetailRow>[] {
  return [
    { ...column('time', t('pointMall.column.time'), (row: PointDetailRow) => row.time), width: '10.5rem' },
    { ...column('type', t('pointMall.column.type'), (row: PointDetailRow) => row.type), priority: 'primary' },
    column(
      'changedPoints',
      t('pointMall.column.changedPoints'),
      (row) => pointsText(row.changedPoints, locale, true),
      true,
    ),
    column('balance', t('pointMall.column.balance'), (row) => pointsText(row.balance, locale), true),
    column('remark', t('pointMall.column.remark'), (row) => row.remark),
  ];
}
