import type { AsyncStatus } from '../../primitives/AsyncRegion/asyncStatus';
import type { Tone } from '../../theme/tone';

/** What the deposit page shows and what its form sends. */

export interface DepositBankView {
  code: string;
  type: string | null;
  name: string;
}

/** A payment channel of a method: its limits, one-tap amounts and the banks it serves. */
export interface DepositChannelView {
  id: string;
  name: string;
  min: number | null;
  max: number | null;
  fixedAmounts: readonly number[];
  banks: readonly DepositBankView[];
}

/**
 * A way to pay. `redirect` methods pay on the provider's page, opened in a
 * new window; `qr` methods show a code to scan.
 */
export interface DepositMethodView {
  code: string;
  name: string;
  flow: 'redirect' | 'qr';
  channels: readonly DepositChannelView[];
}

export interface DepositBonus {
  id: string;
  title: string;
  /** The least deposit the bonus is given for. */
  minDeposit: number | null;
}

export interface DepositRequest {
  method: DepositMethodView;
  channel: DepositChannelView;
  /** Major units, exactly as typed. */
  amount: number;
  bank: DepositBankView | null;
  bonusId: string | null;
}

/** How starting a deposit ended: where to pay, or why not. */
export type DepositStart =
  | { ok: true; kind: 'redirect'; url: string }
  | { ok: true; kind: 'qr'; qrImage: string | null; url: string | null }
  | { ok: false; error: string; uncertain?: boolean };

export interface DepositRecordRow {
  id: string;
  amount: string;
  method: string;
  time: string;
  status: { label: string; tone: Tone };
  /** Waiting for payment: it can still be cancelled. */
  pending: boolean;
}

export interface DepositRecordList {
  status: AsyncStatus;
  rows: readonly DepositRecordRow[];
  onRetry?: () => void;
  retrying?: boolean;
}
