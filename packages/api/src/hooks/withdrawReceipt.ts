import { walletBalanceEndpoint } from '../endpoints/wallet';
import { walletWithdrawRecordsEndpoint } from '../endpoints/withdraw';
import {
  walletConfirmReceiptEndpoint,
  walletUploadReceiptProofEndpoint,
  walletWithdrawalReceiptsEndpoint,
} from '../endpoints/withdrawReceipt';
import { mutationHook } from './mutation';
import { queryHook } from './query';

export const useWithdrawalReceipts = queryHook(walletWithdrawalReceiptsEndpoint);
export const useUploadReceiptProof = mutationHook(walletUploadReceiptProofEndpoint);
// A withdrawal not received may be returned to the balance: both are read again.
export const useConfirmReceipt = mutationHook(walletConfirmReceiptEndpoint, [
  walletWithdrawalReceiptsEndpoint,
  walletWithdrawRecordsEndpoint,
  walletBalanceEndpoint,
]);
