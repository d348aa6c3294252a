import type { AsyncStatus } from '../../primitives/AsyncRegion/asyncStatus';
import type { Tone } from '../../theme/tone';

/** A mission as the page shows it, in display text. */
export interface MissionItem {
  id: string;
  title: string;
  progress: number;
  target: number;
  /** The reward as display text; empty when none is set. */
  reward: string;
  status: { label: string; tone: Tone };
  /** Completed and not yet claimed. */
  claimable: boolean;
}

export interface MissionList {
  status: AsyncStatus;
  missions: readonly MissionItem[];
  onRetry?: () => void;
  retrying?: boolean;
}

export interface LeaderboardRow {
  rank: number;
  player: string;
  score: string;
  reward: string;
}

export interface Leaderboard {
  status: AsyncStatus;
  rows: readonly LeaderboardRow[];
  /** The player's own place; `null` when not ranked. */
  mine: { rank: number; score: string } | null;
  onRetry?: () => void;
}

export interface MissionRules {
  status: AsyncStatus;
  rules: readonly { title: string; content: string }[];
  onRetry?: () => void;
}

/** How a claim ended: the error is already in the player's words. */
export type MissionClaimResult = { ok: true } | { ok: false; error: string };
