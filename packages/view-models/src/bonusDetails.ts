import type { Claimable } from '@lobby/api';
import { type BonusItem, type Currency, defaultCurrency } from '@lobby/ui';
import { activityStatusOf } from './activityStatus';
import { cashbackAmountText } from './cashback';
import { errorTextOf } from './errors';
import type { Translate } from './translate';

/** `in progress`, `In-Progress` and `IN_PROGRESS` are one kind. */
function kindCode(kind: string): string {
  return kind
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

function words(key: string, fallback: string, t: Translate): string {
  const text = t(key);
  return text === key || text === '' ? fallback : text;
}

/** A bonus's activity status in words with its tone; a status the product does not name shows as sent, in neutral. */
export function bonusStatusOf(status: string, t: Translate): BonusItem['status'] {
  const { label, tone } = activityStatusOf(status, t);
  return { label, tone };
}

/**
 * The bonuses as the page lists them: the ones waiting to be claimed first,
 * each group in the platform's order.
 */
export function bonusItemsOf(
  claimables: readonly Claimable[] | undefined,
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): BonusItem[] {
  const items = (claimables ?? []).map((claimable): BonusItem => {
    const expires = claimable.expireTime?.trim();
    return {
      id: claimable.id,
      title: claimable.title,
      kind: words(`bonusDetails.kind.${kindCode(claimable.promotionType)}`, t('bonusDetails.kind.OTHER'), t),
      amount: cashbackAmountText(claimable.amount, locale, currency),
      status: bonusStatusOf(claimable.status, t),
      ...(expires ? { expires } : {}),
      // Issued and waiting: a bonus still to join is joined on its promotion's page, not here.
      claimable: activityStatusOf(claimable.status, t).action === 'claim',
    };
  });
  return [...items.filter((item) => item.claimable), ...items.filter((item) => !item.claimable)];
}

/** A failed claim in the player's words, as the view's result. */
export function bonusClaimFailureOf(error: unknown, t: Translate): { ok: false; error: string } {
  return { ok: false, error: errorTextOf(error, t) };
}
