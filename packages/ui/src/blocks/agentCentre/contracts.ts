import type { AsyncStatus } from '../../primitives/AsyncRegion/asyncStatus';
import type { Tone } from '../../theme/tone';
import type { AgentContractKind } from '../panels/CenterPanel/centreSections';

/** A contract as the contract pages show it, in display text. */
export interface ContractRow {
  id: string;
  /** The other side: the upline who offered it, or the downline it was offered to. */
  account: string;
  /** The rate with its unit ("0.5%"). */
  rate: string;
  /** The payment period in words. */
  period: string;
  status: { label: string; tone: Tone };
  periodValidBet: string;
  periodPnl: string;
  activeMembers: string;
  betAmount: string;
  /** When it was offered, as the platform writes it. */
  created: string;
  /** Still running or waiting: the agent who offered it may end it (where the kind allows). */
  endable: boolean;
}

export interface ContractLists {
  status: AsyncStatus;
  /** From the upline, waiting for the agent's answer. */
  requests: readonly ContractRow[];
  /** From the upline, answered (active or ended). */
  held: readonly ContractRow[];
  /** Offered by the agent to its downline agents. */
  offered: readonly ContractRow[];
  onRetry?: () => void;
  retrying?: boolean;
}

/** A downline agent a contract can be offered to. */
export interface ContractDownline {
  account: string;
  /** The account and nickname, as the picker lists it. */
  label: string;
}

/** The periods a kind's payment can run over, as the platform names them. */
export type ContractPeriod = 'DAILY' | 'WEEKLY' | 'HALF_MONTH' | 'MONTHLY';

export const contractPeriods: readonly ContractPeriod[] = ['DAILY', 'WEEKLY', 'HALF_MONTH', 'MONTHLY'];

/** A new contract as the form sends it. */
export interface ContractDraft {
  account: string;
  /** Per cent. */
  rate: number;
  period?: ContractPeriod;
}

/** A downline contract that a lower rate ends, named for the agent to confirm. */
export interface UndercutContract {
  id: string;
  account: string;
  rate: string;
}

/** How an answer, a termination or an offer ended: errors are already in the agent's words. */
export type ContractActionResult = { ok: true } | { ok: false; error: string };

/**
 * How an offer ended; `confirm` asks to end the downline's own contracts
 * first (the offer's rate is below theirs), sent again once confirmed.
 */
export type ContractProposalResult = ContractActionResult | { ok: false; confirm: readonly UndercutContract[] };

export type { AgentContractKind };
