import type { Tone } from '@lobby/ui';

/** The ten activity statuses a promotion, bonus or raffle can be in, as the platform writes them. */
export const activityStatusCodes = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'CLOSED',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'IN_PROGRESS',
  'SIGNED',
  'COMING_SOON',
] as const;
export type ActivityStatusCode = (typeof activityStatusCodes)[number];

/** What the member can do in a status: join it, claim it, or nothing (the status is only shown). */
export type ActivityAction = 'join' | 'claim' | null;

export interface ActivityStatus {
  /** The status's code, or null for one the product does not name. */
  code: ActivityStatusCode | null;
  /** In the member's language; a status the product does not name shows as the platform sent it. */
  label: string;
  tone: Tone;
  action: ActivityAction;
}

const rules: Readonly<Record<ActivityStatusCode, { tone: Tone; action: ActivityAction }>> = {
  JOIN: { tone: 'info', action: 'join' },
  CLAIM: { tone: 'info', action: 'claim' },
  ISSUED: { tone: 'info', action: 'claim' },
  APPLYING: { tone: 'warning', action: null },
  IN_PROGRESS: { tone: 'warning', action: null },
  SIGNED: { tone: 'success', action: null },
  CLAIMED: { tone: 'success', action: null },
  REJECTED: { tone: 'danger', action: null },
  CLOSED: { tone: 'neutral', action: null },
  COMING_SOON: { tone: 'neutral', action: null },
};

/**
 * Other spellings the platform's lists use for the same statuses (older list
 * calls answer AVAILABLE and ONGOING); docs/platform.md lists them under "Activity statuses".
 */
const aliases: Readonly<Record<string, ActivityStatusCode>> = {
  AVAILABLE: 'CLAIM',
  ONGOING: 'IN_PROGRESS',
  PENDING: 'APPLYING',
  NOT_STARTED: 'COMING_SOON',
  ENDED: 'CLOSED',
  EXPIRED: 'CLOSED',
};

function isActivityStatusCode(code: string): code is ActivityStatusCode {
  return (activityStatusCodes as readonly string[]).includes(code);
}

/** The status's code: `in progress`, `In-Progress` and `IN_PROGRESS` are one status; null for one not named. */
export function activityStatusCodeOf(status: string | null | undefined): ActivityStatusCode | null {
  const code = (status ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  if (isActivityStatusCode(code)) return code;
  return aliases[code] ?? null;
}

/** Message key of a status's label (in both the member centre's and the promotions' messages). */
export function activityStatusKey(code: ActivityStatusCode): string {
  return `activityStatus.${code}`;
}

/** A status in the member's words, its tone, and the one action it allows. */
export function activityStatusOf(status: string | null | undefined, t: (key: string) => string): ActivityStatus {
  const code = activityStatusCodeOf(status);
  if (code === null) return { code: null, label: (status ?? '').trim(), tone: 'neutral', action: null };
  const key = activityStatusKey(code);
  const words = t(key);
  return { code, label: words === key || words === '' ? code : words, ...rules[code] };
}
