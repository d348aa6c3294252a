import type { AsyncStatus } from '../../primitives/AsyncRegion/asyncStatus';

/** The periods the team overview sums over. */
export type TeamPeriod = 'today' | 'yesterday' | 'last7' | 'last30';

export const teamPeriods: readonly TeamPeriod[] = ['today', 'yesterday', 'last7', 'last30'];

/** The team's totals, in display text. */
export interface TeamFigures {
  teamSize: string;
  activeMembers: string;
  newMembers: string;
  deposit: string;
  withdraw: string;
  validBet: string;
  profit: string;
  balance: string;
}

/** The figures the daily chart can draw. */
export type TeamChartMetric = 'validBet' | 'deposit' | 'withdraw' | 'profit';

export const teamChartMetrics: readonly TeamChartMetric[] = ['validBet', 'deposit', 'withdraw', 'profit'];

/** One day of the chart: the numbers to draw and the same numbers as text. */
export interface TeamDay {
  /** `yyyy-MM-dd`. */
  date: string;
  /** The day as the axis writes it ("06-14"). */
  label: string;
  values: Record<TeamChartMetric, number>;
  texts: Record<TeamChartMetric, string>;
}

export interface TeamTotals {
  status: AsyncStatus;
  figures: TeamFigures | null;
  onRetry?: () => void;
  retrying?: boolean;
}

export interface TeamDaily {
  status: AsyncStatus;
  days: readonly TeamDay[];
  onRetry?: () => void;
  retrying?: boolean;
}
