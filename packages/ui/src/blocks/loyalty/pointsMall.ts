import type { AsyncStatus } from '../../primitives/AsyncRegion/asyncStatus';

/** A reward of the points mall, in display text. */
export interface MallReward {
  id: string;
  name: string;
  /** Picture URL; empty when the reward has none. */
  image: string;
  /** The kind (cash, bonus, gift, ticket) in words; empty when unknown. */
  kind: string;
  /** Points one costs. */
  points: number;
  /** The turnover this month it asks, as display text; empty when it asks none. */
  amountRequirement: string;
  /** How many are left; `null` when the platform does not say. */
  stock: number | null;
}

export interface RewardCatalogue {
  status: AsyncStatus;
  rewards: readonly MallReward[];
  onRetry?: () => void;
  retrying?: boolean;
}

export interface PointsBalance {
  status: AsyncStatus;
  /** The balance in points (0 until loaded). */
  points: number;
  onRetry?: () => void;
  retrying?: boolean;
}

/** How a redeem or a conversion ended: the message is already in the player's words. */
export type PointsActionResult = { ok: true; message: string } | { ok: false; error: string };
