import type { AsyncStatus } from '../../primitives/AsyncRegion/asyncStatus';
import type {
  AgentContractKind,
  ContractActionResult,
  ContractDraft,
  ContractProposalResult,
  ContractRow,
} from './contracts';

/** One downline's facts, in display text. */
export interface DownlineFacts {
  account: string;
  nickname: string;
  /** "Agent" or "Member". */
  role: string;
  isAgent: boolean;
  /** How far below the agent: 1 for its own downlines. */
  level: string;
  registered: string;
  lastLogin: string;
  balance: string;
  teamSize: string;
  deposit: string;
  withdraw: string;
  betAmount: string;
  validBet: string;
  betCount: string;
  /** The downline's profit and loss. */
  profit: string;
  /** Negative P&L: shown in the loss colour. */
  losing: boolean;
}

/** A product type's rebate rate as the settings form edits it (percent). */
export interface RebateSetting {
  productType: string;
  /** The product type in words. */
  label: string;
  rate: number;
  /** The most the agent can give: its own rate. */
  quota: number;
  /** The merchant's bounds. */
  minRate: number;
  maxRate: number;
}

/** A contract kind as the downline's detail shows it: its contracts with this downline, and whether offers need a period. */
export interface DownlineContractKind {
  kind: AgentContractKind;
  /** The kind in words ("Daily wage"). */
  label: string;
  hasPeriods: boolean;
  rows: readonly ContractRow[];
}

export type { AgentContractKind, ContractActionResult, ContractDraft, ContractProposalResult };

export interface DownlineRebates {
  status: AsyncStatus;
  settings: readonly RebateSetting[];
  onRetry?: () => void;
  retrying?: boolean;
}

export interface DownlineContracts {
  status: AsyncStatus;
  kinds: readonly DownlineContractKind[];
  onRetry?: () => void;
  retrying?: boolean;
}
