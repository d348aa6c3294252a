import * as v from 'valibot';
import { defineEndpoint, inferredShape } from './define';
import {
  anyValue,
  flag,
  idText,
  integer,
  list,
  noFields,
  numeric,
  optionalFields,
  optionalNumber,
  optionalText,
  orEmpty,
} from './fields';

/**
 * The wallet itself: balance, the merchant's wallet mode, transfers between
 * the main and the game wallets, and the turnover still owed. Deposits,
 * withdrawals and bank cards have modules of their own, so the cashier's
 * calls stay out of the pages that only show the balance.
 */

// ---- schemas ---------------------------------------------------------------

/** One wallet of the member; account type 2 is the main wallet. */
export const walletSchema = v.object({
  accountTypeId: integer,
  accountName: optionalText,
  availBalance: numeric,
});

/** The balance: the total (`sumBalance`) and each wallet's share. */
export const balanceSchema = v.object({
  sumBalance: numeric,
  balance: list(walletSchema),
  currency: optionalText,
  currencySymbol: optionalText,
});
export type Balance = v.InferOutput<typeof balanceSchema>;

/** Whether the merchant runs a single wallet (`isSingle`). */
export const merchantWalletSchema = v.object({ isSingle: flag });
export type MerchantWallet = v.InferOutput<typeof merchantWalletSchema>;

export const walletTransferRequestSchema = v.object({
  /** The game wallet's vendor. */
  vassalage: v.pipe(v.string(), v.minLength(1)),
  amount: numeric,
  /** IN moves money from the main wallet into the game wallet, OUT back. */
  direction: v.picklist(['IN', 'OUT']),
});

export const turnoverInfoSchema = orEmpty(
  v.object({
    requiredTurnover: optionalNumber,
    currentTurnover: optionalNumber,
    remainingTurnover: optionalNumber,
  }),
);

// ---- definitions -----------------------------------------------------------

export const walletBalanceEndpoint = defineEndpoint({
  id: 'wallet.balance',
  method: 'GET',
  path: '/wps/v2/wallets/balance',
  moduleId: 'COMM3',
  request: optionalFields({ typeId: v.optional(integer), sync: v.optional(flag) }),
  response: balanceSchema,
  summary: 'Balance (sumBalance and per-wallet balances)',
});
export const walletTransferEndpoint = defineEndpoint({
  id: 'wallet.transfer',
  method: 'POST',
  path: '/wps/relay/GCS_walletTransfer',
  moduleId: 'FUNDTRANS3',
  request: walletTransferRequestSchema,
  response: anyValue,
  summary: 'Move money between the main wallet and a game wallet',
  assumption: 'Spec names the relay only: fields vassalage, amount and direction are ours',
});
export const walletMerchantWalletEndpoint = defineEndpoint({
  id: 'wallet.merchantWallet',
  method: 'GET',
  path: '/wps/relay/GCS_merchantWallet',
  moduleId: 'COMM3',
  request: noFields,
  response: merchantWalletSchema,
  summary: 'Whether the merchant uses a single wallet',
});
export const walletRecallEndpoint = defineEndpoint({
  id: 'wallet.recall',
  method: 'POST',
  path: '/wps/relay/GCS_walletReturn',
  request: v.object({ customerId: idText }),
  response: anyValue,
  summary: 'Recall every game wallet to the main wallet',
  source: 'catalogue',
});
export const walletTurnoverInfoEndpoint = defineEndpoint({
  id: 'wallet.turnoverInfo',
  method: 'GET',
  path: '/wps/relay/MCSFE_getTurnoverInfo',
  request: noFields,
  response: turnoverInfoSchema,
  summary: 'Turnover still owed before a withdrawal',
  source: 'catalogue',
  assumption: inferredShape,
});

export const walletEndpoints = {
  balance: walletBalanceEndpoint,
  transfer: walletTransferEndpoint,
  merchantWallet: walletMerchantWalletEndpoint,
  recall: walletRecallEndpoint,
  turnoverInfo: walletTurnoverInfoEndpoint,
} as const;
