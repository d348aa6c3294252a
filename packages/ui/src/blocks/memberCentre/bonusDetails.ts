import type { AsyncStatus } from '../../primitives/AsyncRegion/asyncStatus';
import type { Tone } from '../../theme/tone';

/** A bonus as the bonus details page shows it, in display text. */
export interface BonusItem {
  id: string;
  title: string;
  /** The kind of promotion it comes from (deposit bonus, raffle, …), in words. */
  kind: string;
  /** The amount as display text; empty when the platform has not set one. */
  amount: string;
  /** The activity status in words, and the tone its badge is drawn in. */
  status: { label: string; tone: Tone };
  /** When the offer ends, as the platform writes it. */
  expires?: string;
  /** Issued and waiting: the player can claim it. */
  claimable: boolean;
}

export interface BonusList {
  status: AsyncStatus;
  bonuses: readonly BonusItem[];
  onRetry?: () => void;
  /** Keeps Retry busy while the list is fetched again. */
  retrying?: boolean;
}

/** How a claim ended: the error is already in the player's words. */
export type BonusClaimResult = { ok: true } | { ok: false; error: string };
