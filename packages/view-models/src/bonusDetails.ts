import type { Claimable } from '@lobby/api';
import type { BonusItem } from '@lobby/ui';
import { cashbackAmountText } from './cashback';
import { errorTextOf } from './errors';
import type { Translate } from './translate';

type Tone = BonusItem['status']['tone'];

/** The activity statuses the product names, each with the tone its badge is drawn in. */
const statusTones: Readonly<Record<string, Tone>> = {
  JOIN: 'info',
  CLAIM: 'info',
  ISSUED: 'info',
  APPLYING: 'warning',
  IN_PROGRESS: 'warning',
  SIGNED: 'success',
  CLAIMED: 'success',
  REJECTED: 'danger',
  CLOSED: 'neutral',
  COMING_SOON: 'neutral',
};

/** Statuses whose bonus waits for the player to claim it. */
const claimableStatuses: ReadonlySet<string> = new Set(['ISSUED', 'CLAIM']);

/** `in progress`, `In-Progress` and `IN_PROGRESS` are one status. */
function statusCode(status: string): string {
  return status
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
  const code = statusCode(status);
  return { label: words(`bonusDetails.status.${code}`, status, t), tone: statusTones[code] ?? 'neutral' };
}

/**
 * The bonuses as the page lists them: the ones waiting to be claimed first,
 * each group in the platform's order.
 */
export function bonusItemsOf(claimables: readonly Claimable[] | undefined, t: Translate, locale = 'en'): BonusItem[] {
  const items = (claimables ?? []).map((claimable): BonusItem => {
    const expires = claimable.expireTime?.trim();
    return {
      id: claimable.id,
      title: claimable.title,
      kind: words(`bonusDetails.kind.${statusCode(claimable.promotionType)}`, t('bonusDetails.kind.OTHER'), t),
      amount: cashbackAmountText(claimable.amount, locale),
      status: bonusStatusOf(claimable.status, t),
      ...(expires ? { expires } : {}),
      claimable: claimableStatuses.has(statusCode(claimable.status)),
    };
  });
  return [...items.filter((item) => item.claimable), ...items.filter((item) => !item.claimable)];
}

/** A failed claim in the player's words, as the view's result. */
export function bonusClaimFailureOf(error: unknown, t: Translate): { ok: false; error: string } {
  return { ok: false, error: errorTextOf(error, t) };
}
