import type { AsyncStatus } from '../../primitives/AsyncRegion/asyncStatus';

/** A rank as the VIP page lists it, in display text. */
export interface RankItem {
  level: number;
  name: string;
  /** The monthly turnover the rank asks, as display text; empty when it asks none. */
  turnover: string;
  /** The deposits the rank asks, as display text; empty when it asks none. */
  deposit: string;
  benefits: readonly string[];
  /** The signed-in player's rank. */
  current: boolean;
}

export interface RankList {
  status: AsyncStatus;
  ranks: readonly RankItem[];
  onRetry?: () => void;
  retrying?: boolean;
}

/** One turnover measure: what the player has against what the next rank asks. */
export interface TurnoverMeter {
  /** Display text of the two amounts. */
  actual: string;
  expected: string;
  /** 0 to 100, whole. */
  percent: number;
}

/** The signed-in player's standing. */
export interface RankStanding {
  status: AsyncStatus;
  rankName: string;
  level: number;
  /** Empty at the highest rank. */
  nextRankName: string;
  monthly: TurnoverMeter | null;
  total: TurnoverMeter | null;
  onRetry?: () => void;
  retrying?: boolean;
}
