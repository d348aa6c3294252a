import type { AsyncStatus } from '../../primitives/AsyncRegion/asyncStatus';
import type { MoneyFormat } from './money';

/** What the wallet page shows and what its actions answer. */

/** One wallet: the main wallet, or a game vendor's wallet. */
export interface WalletRow {
  /** The main wallet's id is `main`; a game wallet's is its vendor code. */
  id: string;
  name: string;
  /** The platform's figure, in major units. */
  balance: number;
  kind: 'main' | 'game';
  /** Money can move in and out: the wallet's vendor is known. */
  transferable: boolean;
}

export interface WalletOverview {
  status: AsyncStatus;
  /** The merchant runs one wallet: no game wallets, nothing to move between. */
  isSingle: boolean;
  /** Every wallet together, as the header shows it. */
  total: number;
  /** The main wallet first, then the game wallets. */
  wallets: readonly WalletRow[];
  format: MoneyFormat;
  onRetry?: () => void;
  /** Keeps Retry busy while the balances are fetched again. */
  retrying?: boolean;
}

/** A move between the main wallet and one game wallet: IN into the game wallet, OUT back to the main one. */
export interface WalletTransferRequest {
  walletId: string;
  direction: 'IN' | 'OUT';
  /** Major units, exactly as typed (never rounded). */
  amount: number;
}

/**
 * How a money action ended. `uncertain` means the answer never came (a time
 * out): the platform may have done it, so nothing is sent again and the
 * balances were read afresh instead.
 */
export type CashierResult = { ok: true } | { ok: false; error: string; uncertain?: boolean };
