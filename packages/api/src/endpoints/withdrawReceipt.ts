import * as v from 'valibot';
import { defineEndpoint } from './define';
import { anyValue, idText, list, noFields, numeric, optionalFlag, optionalNumber, optionalText } from './fields';

/**
 * Receipts of withdrawals the member confirms: after the money is sent, the
 * member says it was received or not received (with a picture as proof);
 * one left unconfirmed for the merchant's minutes counts as received. The
 * platform's catalogue names these calls for peer-to-peer (C2C) payments
 * only, so their fields here are assumptions. There is no player call to
 * cancel a withdrawal.
 */

// ---- schemas ---------------------------------------------------------------

/** PENDING waits for the member; AUTO_CONFIRMED was left unconfirmed past the minutes and counts as received. */
export const receiptStatuses = ['PENDING', 'RECEIVED', 'NOT_RECEIVED', 'AUTO_CONFIRMED'] as const;

export const withdrawalReceiptSchema = v.object({
  withdrawId: idText,
  amount: numeric,
  status: v.picklist(receiptStatuses),
  bankName: optionalText,
  createTime: optionalText,
  /** Until when the member can answer, as the platform writes times. */
  confirmBefore: optionalText,
  proofImageUrl: optionalText,
});
export type WithdrawalReceipt = v.InferOutput<typeof withdrawalReceiptSchema>;

export const withdrawalReceiptsSchema = v.object({
  /** Minutes after which an unconfirmed receipt counts as received. */
  autoConfirmMinutes: optionalNumber,
  /** A forced receipt: once counted as received, nothing is refunded. */
  forcedReceipt: optionalFlag,
  receipts: list(withdrawalReceiptSchema),
});
export type WithdrawalReceipts = v.InferOutput<typeof withdrawalReceiptsSchema>;

export const receiptProofRequestSchema = v.object({
  withdrawId: idText,
  /** The picture as a data URL (PNG or JPEG, under 5 MB). */
  encodedImage: v.pipe(v.string(), v.regex(/^data:image\/(png|jpeg);base64,/)),
});

export const confirmReceiptRequestSchema = v.object({
  withdrawId: idText,
  received: v.boolean(),
  /** The address the proof upload answered with; required when not received. */
  proofImageUrl: v.optional(v.string()),
});

// ---- definitions -----------------------------------------------------------

export const walletWithdrawalReceiptsEndpoint = defineEndpoint({
  id: 'wallet.withdrawalReceipts',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPaymentConfirmationList',
  moduleId: 'WTHDRW3',
  request: noFields,
  response: withdrawalReceiptsSchema,
  summary: 'Withdrawals waiting for the member to confirm receipt',
  source: 'assumption',
  assumption:
    'The catalogue lists this call for C2C confirmations; that it lists receipt-type withdrawals, and every field, are ours',
});
export const walletUploadReceiptProofEndpoint = defineEndpoint({
  id: 'wallet.uploadReceiptProof',
  method: 'POST',
  path: '/wps/relay/MCSFE_uploadDepositEncodedImage',
  request: receiptProofRequestSchema,
  response: v.object({ imageUrl: v.string() }),
  summary: 'Upload a picture proving a withdrawal (not) received',
  source: 'assumption',
  assumption:
    'The catalogue lists this call as the proof upload of a deposit; that it takes withdrawal proofs, and its fields, are ours',
});
export const walletConfirmReceiptEndpoint = defineEndpoint({
  id: 'wallet.confirmReceipt',
  method: 'POST',
  path: '/wps/relay/MCSFE_processC2CTransaction',
  moduleId: 'WTHDRW3',
  request: confirmReceiptRequestSchema,
  response: anyValue,
  summary: 'Mark a withdrawal received or not received',
  source: 'assumption',
  assumption:
    'The catalogue infers this call confirms a C2C receipt; that it confirms withdrawal receipts, and its fields, are ours',
});

export const withdrawReceiptEndpoints = {
  withdrawalReceipts: walletWithdrawalReceiptsEndpoint,
  uploadReceiptProof: walletUploadReceiptProofEndpoint,
  confirmReceipt: walletConfirmReceiptEndpoint,
} as const;
