import type { RebateRate, RebateRecord } from '@lobby/api';
import {
  type ClaimableRebate,
  type Currency,
  defaultCurrency,
  formatMoneyAmount,
  type RebateHistoryRow,
  type RebateRateRow,
} from '@lobby/ui';
import { errorTextOf } from './errors';
import type { Translate } from './translate';

/** Cashback paid before, shown ten to a page. */
export const rebateHistoryPageSize = 10;

/** Cashback waiting for one product type, as the platform answers it. */
export interface PendingRebate {
  productType: string;
  validBet?: number | null | undefined;
  rate?: number | null | undefined;
  amount: number;
}

/** One page of the cashback history as the platform answers it. */
export interface RebateRecordPage {
  list: readonly RebateRecord[];
  totalPages?: number | null | undefined;
  totalCount?: number | null | undefined;
}

const rateFormats = new Map<string, Intl.NumberFormat>();

function cachedFormat(cache: Map<string, Intl.NumberFormat>, locale: string, options: Intl.NumberFormatOptions) {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    cache.set(locale, format);
  }
  return format;
}

/** An amount grouped with the currency's decimals, in the interface language's conventions; blank when unknown. */
export function cashbackAmountText(
  amount: number | null | undefined,
  locale = 'en',
  currency: Currency = defaultCurrency,
): string {
  if (amount === null || amount === undefined) return '';
  return formatMoneyAmount(amount, currency, locale);
}

/** A rate the platform gives in per cent (1.2 is 1.2%); blank when unknown. */
export function rebateRateText(rate: number | null | undefined, locale = 'en'): string {
  if (rate === null || rate === undefined) return '';
  return cachedFormat(rateFormats, locale, { style: 'percent', maximumFractionDigits: 3 }).format(rate / 100);
}

/** A product type in the player's words; a type the site has no words for shows its code. */
export function productTypeLabel(productType: string, t: Translate): string {
  const key = `cashback.product.${productType.toUpperCase()}`;
  const label = t(key);
  return label === key || label === '' ? productType : label;
}

/** What is waiting to be claimed (nothing with no amount), and its total as display text. */
export function claimableRebatesOf(
  pending: readonly PendingRebate[] | undefined,
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): { rebates: ClaimableRebate[]; total: string } {
  const owed = (pending ?? []).filter((rebate) => rebate.amount > 0);
  const total = owed.reduce((sum, rebate) => sum + rebate.amount, 0);
  return {
    rebates: owed.map((rebate) => ({
      productType: rebate.productType,
      label: productTypeLabel(rebate.productType, t),
      validBet: cashbackAmountText(rebate.validBet, locale, currency),
      rate: rebateRateText(rebate.rate, locale),
      amount: cashbackAmountText(rebate.amount, locale, currency),
    })),
    total: cashbackAmountText(total, locale, currency),
  };
}

/** A page of the cashback history; a page past the last gives way to the last. */
export function rebateHistoryOf(
  answer: RebateRecordPage | undefined,
  requestedPage: number,
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): { rows: RebateHistoryRow[]; page: number; pageCount: number } {
  const counted = answer?.totalCount ?? undefined;
  const pageCount = Math.max(
    1,
    Math.floor(answer?.totalPages ?? (counted === undefined ? 1 : Math.ceil(counted / rebateHistoryPageSize))),
  );
  return {
    rows: (answer?.list ?? []).map((record) => ({
      id: record.id,
      label: productTypeLabel(record.productType, t),
      validBet: cashbackAmountText(record.validBet, locale, currency),
      rate: rebateRateText(record.rate, locale),
      amount: cashbackAmountText(record.amount, locale, currency),
      time: record.time?.trim() ?? '',
    })),
    page: Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount),
    pageCount,
  };
}

/** The member's rates by product type. */
export function rebateRatesOf(rates: readonly RebateRate[] | undefined, t: Translate, locale = 'en'): RebateRateRow[] {
  return (rates ?? []).map((entry) => ({
    productType: entry.productType,
    label: productTypeLabel(entry.productType, t),
    rate: rebateRateText(entry.rate, locale),
  }));
}

/** A failed claim in the player's words, as the view's result. */
export function cashbackFailureOf(error: unknown, t: Translate): { ok: false; error: string } {
  return { ok: false, error: errorTextOf(error, t) };
}
