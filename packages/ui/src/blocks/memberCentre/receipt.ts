import type { AsyncStatus } from '../../primitives/AsyncRegion/asyncStatus';
import type { CashierResult } from './wallet';

/** What the withdrawal receipts show and what confirming one sends. */

export type ReceiptStatus = 'PENDING' | 'RECEIVED' | 'NOT_RECEIVED' | 'AUTO_CONFIRMED';

export interface ReceiptRow {
  id: string;
  /** Display text. */
  amount: string;
  bankName: string;
  time: string;
  /** Until when the member can answer; null when the platform does not say. */
  confirmBefore: string | null;
  status: ReceiptStatus;
}

export interface ReceiptList {
  status: AsyncStatus;
  rows: readonly ReceiptRow[];
  /** Minutes after which an unconfirmed receipt counts as received. */
  autoConfirmMinutes: number | null;
  /** Once counted as received, nothing is refunded. */
  forced: boolean;
  /** Received or not; a proof picture is required when not received. */
  onConfirm: (id: string, received: boolean, proof: File | null) => Promise<CashierResult>;
  onRetry?: () => void;
  retrying?: boolean;
}

/** The largest proof picture the platform takes. */
export const proofMaxBytes = 5 * 1024 * 1024;

const proofTypes: ReadonlySet<string> = new Set(['image/png', 'image/jpeg']);

/** Why a picture cannot be a proof, checked before anything is uploaded: PNG or JPEG, under 5 MB. */
export function proofFileProblem(file: Pick<File, 'type' | 'size'>): 'type' | 'size' | null {
  if (!proofTypes.has(file.type)) return 'type';
  if (file.size >= proofMaxBytes) return 'size';
  return null;
}
