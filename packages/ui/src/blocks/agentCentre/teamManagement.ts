import type { AsyncStatus } from '../../primitives/AsyncRegion/asyncStatus';

/** A downline as the team management page lists it, in display text. */
export interface DownlineRow {
  account: string;
  nickname: string;
  /** "Agent" or "Member". */
  role: string;
  /** An agent has a team of its own to open. */
  isAgent: boolean;
  balance: string;
  teamSize: string;
  registered: string;
  lastLogin: string;
}

export interface DownlineList {
  status: AsyncStatus;
  rows: readonly DownlineRow[];
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A transfer to a direct downline: the amount and the agent's login password. */
export interface DownlineTransfer {
  amount: number;
  password: string;
}
