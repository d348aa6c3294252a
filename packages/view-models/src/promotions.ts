import type { Claimable, ClaimRecord, PromoAnnouncement, PromoCategory, Promotion, RaffleStatus } from '@lobby/api';
import {
  type ClaimRow,
  type Currency,
  defaultCurrency,
  type PromotionCardItem,
  type PromotionCategoryTab,
  type PromotionDetailItem,
  type RaffleItem,
  type RewardItem,
} from '@lobby/ui';
import { activityStatusOf } from './activityStatus';
import { amountText } from './records';
import { safeImageUrl } from './safeUrls';
import type { Translate } from './translate';

/** The page of one promotion. */
export function promotionHref(id: string): string {
  return `/promoDetail?id=${encodeURIComponent(id)}`;
}

/** The day part of a platform time ("2026-10-01 00:00:00" → "2026-10-01"). */
function dayOf(time: string | null | undefined): string {
  return (time ?? '').trim().slice(0, 10);
}

/** The running window as the cards show it: both days, or the one the platform sent. */
export function promotionPeriodOf(start: string | null | undefined, end: string | null | undefined): string {
  const from = dayOf(start);
  const to = dayOf(end);
  if (from && to) return `${from} – ${to}`;
  return from || to;
}

function statusLabelOf(status: string | null | undefined, t: Translate) {
  const { label, tone } = activityStatusOf(status, t);
  return { label, tone };
}

/** The tabs of the promotions page, in the platform's order; codes it sends twice show once. */
export function promotionTabsOf(categories: readonly PromoCategory[] | undefined): PromotionCategoryTab[] {
  const seen = new Set<string>();
  return (categories ?? []).flatMap((category) => {
    const code = category.code.trim();
    if (!code || seen.has(code)) return [];
    seen.add(code);
    return [{ code, name: category.name.trim() || code }];
  });
}

/** The promotion pages as cards. */
export function promotionCardsOf(pages: readonly PromoAnnouncement[] | undefined, t: Translate): PromotionCardItem[] {
  return (pages ?? []).map((page) => ({
    id: page.id,
    title: page.title,
    category: page.category?.trim() ?? '',
    image: safeImageUrl(page.announcementImages[0]) ?? null,
    period: promotionPeriodOf(page.startTime, page.endTime),
    status: statusLabelOf(page.status, t),
    href: promotionHref(page.id),
  }));
}

/**
 * One promotion's page: its content and any additional terms as one HTML
 * text (the view sanitizes it), and the action its status allows. A
 * visitor's page carries no status: it offers joining, and the site asks
 * them to log in first.
 */
export function promotionDetailOf(page: PromoAnnouncement | undefined, t: Translate): PromotionDetailItem | null {
  if (!page) return null;
  const status = activityStatusOf(page.status, t);
  return {
    id: page.id,
    title: page.title,
    image: safeImageUrl(page.announcementImages[0]) ?? null,
    period: promotionPeriodOf(page.startTime, page.endTime),
    status: { label: status.label, tone: status.tone },
    html: [page.contents, page.additionalContents].filter((part) => part?.trim()).join('\n'),
    action: status.action,
  };
}

/**
 * What waits for the member in the rewards centre: the available promotions
 * but the raffles (opened in their own section), each with its claimable
 * amount when the platform lists one.
 */
export function rewardItemsOf(
  available: readonly Promotion[] | undefined,
  claimables: readonly Claimable[] | null | undefined,
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): RewardItem[] {
  const claimable = new Map((claimables ?? []).map((item) => [item.id, item]));
  return (available ?? [])
    .filter((promotion) => promotion.promotionType?.toUpperCase() !== 'RAFFLE')
    .map((promotion) => {
      const bonus = claimable.get(promotion.promotionId);
      const status = activityStatusOf(promotion.status, t);
      const expires = (promotion.endTime ?? bonus?.expireTime)?.trim();
      return {
        id: promotion.promotionId,
        title: promotion.title,
        amount: amountText(bonus?.amount, locale, currency),
        status: { label: status.label, tone: status.tone },
        ...(expires ? { expires } : {}),
        action: status.action,
        href: promotionHref(promotion.promotionId),
      };
    });
}

/** The raffles and red envelopes; one can be opened when its status allows a claim. */
export function raffleItemsOf(
  raffles: readonly RaffleStatus[] | undefined,
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): RaffleItem[] {
  return (raffles ?? []).map((raffle) => {
    const status = activityStatusOf(raffle.status, t);
    const start = raffle.startTime?.trim();
    const end = raffle.endTime?.trim();
    const when =
      status.code === 'COMING_SOON' && start ? { starts: start } : end && status.code !== 'CLOSED' ? { ends: end } : {};
    const prize = amountText(raffle.prize, locale, currency);
    return {
      id: raffle.promotionId,
      title: raffle.title,
      status: { label: status.label, tone: status.tone },
      ...(prize ? { prize } : {}),
      ...when,
      canOpen: status.action === 'claim',
    };
  });
}

/** The claim history's rows. */
export function claimRowsOf(
  records: readonly ClaimRecord[] | undefined,
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): ClaimRow[] {
  return (records ?? []).map((record) => ({
    id: record.id,
    title: record.title,
    amount: amountText(record.amount, locale, currency),
    status: statusLabelOf(record.status, t),
    time: record.claimTime?.trim() ?? '',
  }));
}
