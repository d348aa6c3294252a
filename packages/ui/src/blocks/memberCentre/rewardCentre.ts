import type { AsyncStatus } from '../../primitives/AsyncRegion/asyncStatus';
import type { Tone } from '../../theme/tone';

type StatusLabel = { label: string; tone: Tone };

/** A promotion waiting for the member: to claim here, or to join on its page. */
export interface RewardItem {
  id: string;
  title: string;
  /** The amount as display text; empty when not known yet. */
  amount: string;
  status: StatusLabel;
  /** When the offer ends, as the platform writes it. */
  expires?: string;
  /** Claimed here; joined on the promotion's page (`href`); or only shown. */
  action: 'claim' | 'join' | null;
  /** The promotion's page. */
  href: string;
}

/** A raffle or red envelope. */
export interface RaffleItem {
  id: string;
  title: string;
  status: StatusLabel;
  /** The prize once opened, as display text. */
  prize?: string;
  /** When one not started yet starts, as the platform writes it. */
  starts?: string;
  /** When a running one ends. */
  ends?: string;
  canOpen: boolean;
}

/** One claimed (or pending) reward in the history. */
export interface ClaimRow {
  id: string;
  title: string;
  amount: string;
  status: StatusLabel;
  time: string;
}

export interface RewardSection<TItem> {
  status: AsyncStatus;
  items: readonly TItem[];
  onRetry?: () => void;
  retrying?: boolean;
}

export interface ClaimHistorySection extends RewardSection<ClaimRow> {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

/** How a claim ended: the error is already in the player's words. */
export type RewardClaimResult = { ok: true } | { ok: false; error: string };

/** How opening a raffle ended: the prize as display text (empty when the platform did not say), or why not. */
export type RaffleOpenResult = { ok: true; prize: string } | { ok: false; error: string };
