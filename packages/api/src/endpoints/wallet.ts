import * as v from 'valibot';
import { caller, defineEndpoint } from './define';
import {
  anyValue,
  dateRange,
  flag,
  idText,
  integer,
  list,
  noFields,
  numeric,
  optionalFields,
  optionalFlag,
  optionalId,
  optionalNumber,
  optionalText,
  orEmpty,
  paging,
} from './fields';

/** Balance, transfers, deposit, withdraw, bank cards and payment password. */

// ---- schemas ---------------------------------------------------------------

/** One wallet of the member; account type 2 is the main wallet (ENDPOINTS.md). */
export const walletSchema = v.object({
  accountTypeId: integer,
  accountName: optionalText,
  availBalance: numeric,
});

/** Balance (spec §7: returns sumBalance). */
export const balanceSchema = v.object({
  sumBalance: numeric,
  balance: list(walletSchema),
  currency: optionalText,
  currencySymbol: optionalText,
});
export type Balance = v.InferOutput<typeof balanceSchema>;

/** Whether the merchant runs a single wallet (spec §3 "Merchant wallet: isSingle"). */
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

export const depositSettingsSchema = v.object({
  allowDeposit: flag,
  totalDepositSuccessCount: optionalNumber,
  depositInfo: v.nullish(v.unknown()),
});
export type DepositSettings = v.InferOutput<typeof depositSettingsSchema>;

export const depositMethodSchema = v.object({
  methodCode: v.string(),
  methodName: optionalText,
  icon: optionalText,
  sort: optionalNumber,
});
export type DepositMethod = v.InferOutput<typeof depositMethodSchema>;

export const depositBankSchema = v.object({ bankCode: v.string(), bankType: optionalText, bankName: optionalText });

/** A payment channel (ENDPOINTS.md: vendorId, vendorName, mcsBankCode, min, max, fixAmounts, banks). */
export const depositChannelSchema = v.object({
  vendorId: idText,
  vendorName: optionalText,
  mcsBankCode: optionalText,
  min: optionalNumber,
  max: optionalNumber,
  fixAmounts: list(numeric),
  banks: list(depositBankSchema),
});
export type DepositChannel = v.InferOutput<typeof depositChannelSchema>;

/** Channels grouped by method code (MT, PG, MWQR, ...). */
export const depositChannelsSchema = v.record(v.string(), v.object({ channels: list(depositChannelSchema) }));
export type DepositChannels = v.InferOutput<typeof depositChannelsSchema>;

export const depositPromotionSchema = v.object({
  promotionId: idText,
  title: v.string(),
  minDeposit: optionalNumber,
});

const depositRequestFields = {
  targetUsername: v.optional(v.string()),
  amount: numeric,
  bankCode: v.optional(v.string()),
  bankType: v.optional(v.string()),
  vendorId: idText,
  mcsBankCode: v.optional(v.string()),
  deviceId: v.optional(v.string()),
  promotionId: v.optional(idText),
};

export const depositByLaunchUrlRequestSchema = v.object(depositRequestFields);
export const depositByQrRequestSchema = v.object({
  ...depositRequestFields,
  showQrImageOnly: v.optional(v.boolean()),
  nickname: v.optional(v.string()),
});

export const depositRedirectSchema = v.object({ redirectUrl: v.string() });
export const depositQrSchema = v.object({
  qrImageUrl: optionalText,
  redirectUrl: optionalText,
  depositId: optionalId,
});

export const depositRecordSchema = v.object({
  depositId: idText,
  amount: numeric,
  status: v.string(),
  methodName: optionalText,
  createTime: optionalText,
  remark: optionalText,
});
export type DepositRecord = v.InferOutput<typeof depositRecordSchema>;

export const depositReportSchema = v.object({
  records: list(depositRecordSchema),
  footer: list(v.object({ amount: optionalNumber })),
  totalPages: optionalNumber,
});

export const withdrawSettingsSchema = v.object({
  allowWithdraw: flag,
  minimumAmount: optionalNumber,
  maximumAmount: optionalNumber,
  withdrawDateFrom: optionalText,
  withdrawDateTo: optionalText,
  withdrawTimeMsg: optionalText,
  mobileVerificationType: optionalText,
  c2cEnabled: optionalFlag,
  withdrawPenaltyCharge: optionalNumber,
  fixedWithdrawAmounts: list(numeric),
  precautionNote: optionalText,
});
export type WithdrawSettings = v.InferOutput<typeof withdrawSettingsSchema>;

export const withdrawMethodSchema = v.object({
  methodGroupType: v.string(),
  methodName: optionalText,
});

export const bankCardSchema = v.object({
  bankCardId: idText,
  bankCode: optionalText,
  bankName: optionalText,
  /** BC bank card, EW e-wallet. */
  cardType: optionalText,
  accountName: optionalText,
  accountNumber: optionalText,
  isWithdrawActive: optionalFlag,
});
export type BankCard = v.InferOutput<typeof bankCardSchema>;

export const withdrawAccountInfoSchema = v.object({
  bankCards: list(bankCardSchema),
  minWithdrawal: optionalNumber,
  maxWithdrawal: optionalNumber,
  remainingWithdrawAmount: optionalNumber,
  remainingTransactionTimes: optionalNumber,
});
export type WithdrawAccountInfo = v.InferOutput<typeof withdrawAccountInfoSchema>;

export const withdrawRequestSchema = v.object({
  check: v.literal('v2'),
  amount: numeric,
  bankCardId: idText,
  password: v.pipe(v.string(), v.minLength(1)),
  verificationCode: v.optional(v.string()),
  firebaseIdToken: v.optional(v.string()),
  groupId: v.optional(idText),
  virtualAmount: v.optional(numeric),
});

export const withdrawRecordSchema = v.object({
  withdrawId: idText,
  amount: numeric,
  fee: optionalNumber,
  status: v.string(),
  bankName: optionalText,
  createTime: optionalText,
  remark: optionalText,
});

export const bindBankCardRequestSchema = v.object({
  bankId: idText,
  accountName: v.pipe(v.string(), v.minLength(1)),
  accountNumber: v.pipe(v.string(), v.minLength(1)),
  cardType: v.optional(v.picklist(['BC', 'EW'])),
  province: v.optional(v.string()),
  city: v.optional(v.string()),
  branch: v.optional(v.string()),
  password: v.optional(v.string()),
  verificationCode: v.optional(v.string()),
});

export const bankSchema = v.object({
  bankId: idText,
  bankCode: optionalText,
  bankName: v.string(),
  icon: optionalText,
});
export type Bank = v.InferOutput<typeof bankSchema>;

// ---- definitions -----------------------------------------------------------

const inferredShape = 'Path from ENDPOINTS.md; field names beyond the ones it lists are inferred';
const moneyPage = { ...dateRange, ...paging };

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
export const walletDepositSettingsEndpoint = defineEndpoint({
  id: 'wallet.depositSettings',
  method: 'GET',
  path: '/wps/relay/MCSFE_getDepositSettings',
  moduleId: 'DPSTBAS3',
  request: noFields,
  response: depositSettingsSchema,
  summary: 'Deposit settings',
  source: 'catalogue',
});
export const walletDepositMethodsEndpoint = defineEndpoint({
  id: 'wallet.depositMethods',
  method: 'GET',
  path: '/wps/relay/MCSFE_getDepositMethods',
  moduleId: 'DEPREC3',
  request: noFields,
  response: list(depositMethodSchema),
  summary: 'Deposit methods',
  source: 'catalogue',
  assumption: inferredShape,
});
export const walletDepositChannelsEndpoint = defineEndpoint({
  id: 'wallet.depositChannels',
  method: 'GET',
  path: '/wps/relay/MCSFE_getDepositPaymentChannels',
  moduleId: 'DPSTBAS3',
  request: optionalFields({
    webSupported: v.optional(flag),
    mobileSupported: v.optional(flag),
    groupMTByChannelName: v.optional(v.string()),
    isNative: v.optional(flag),
    device: v.optional(v.string()),
  }),
  response: depositChannelsSchema,
  summary: 'Payment channels by method code',
  source: 'catalogue',
});
export const walletDepositPromotionsEndpoint = defineEndpoint({
  id: 'wallet.depositPromotions',
  method: 'GET',
  path: '/wps/relay/MCSFE_getDepositPromotion',
  request: optionalFields({ amount: v.optional(numeric) }),
  response: list(depositPromotionSchema),
  summary: 'Bonuses to pick at deposit',
  source: 'catalogue',
  assumption: inferredShape,
});
export const walletDepositByLaunchUrlEndpoint = defineEndpoint({
  id: 'wallet.depositByLaunchUrl',
  method: 'POST',
  path: '/wps/relay/MCSFE_depositByLaunchUrl',
  moduleId: 'DPSTBAS3',
  request: depositByLaunchUrlRequestSchema,
  response: depositRedirectSchema,
  summary: 'Deposit through a payment page (redirectUrl)',
  source: 'catalogue',
});
export const walletDepositByQrEndpoint = defineEndpoint({
  id: 'wallet.depositByQr',
  method: 'POST',
  path: '/wps/relay/MCSFE_depositByQRImageUrl',
  moduleId: 'DPSTBAS3',
  request: depositByQrRequestSchema,
  response: depositQrSchema,
  summary: 'Deposit by QR image',
  source: 'catalogue',
  assumption: inferredShape,
});
export const walletCancelDepositEndpoint = defineEndpoint({
  id: 'wallet.cancelDeposit',
  method: 'POST',
  path: '/wps/relay/MCSFE_cancelDeposit',
  request: v.object({ depositId: idText }),
  response: anyValue,
  summary: 'Cancel a pending deposit',
  source: 'catalogue',
  assumption: inferredShape,
});
export const walletDepositRecordsEndpoint = defineEndpoint({
  id: 'wallet.depositRecords',
  method: 'GET',
  path: '/wps/relay/MCSFE_getDepositTransactionReport',
  request: optionalFields(moneyPage),
  response: depositReportSchema,
  summary: 'Deposit records',
  source: 'catalogue',
  assumption: inferredShape,
});
export const walletWithdrawSettingsEndpoint = defineEndpoint({
  id: 'wallet.withdrawSettings',
  method: 'GET',
  path: '/wps/relay/MCSFE_getWithdrawSettings',
  moduleId: 'WTHDRW3',
  request: optionalFields({ groupId: v.optional(idText) }),
  response: withdrawSettingsSchema,
  summary: 'Withdraw settings and limits',
  source: 'catalogue',
});
export const walletWithdrawMethodsEndpoint = defineEndpoint({
  id: 'wallet.withdrawMethods',
  method: 'GET',
  path: '/wps/relay/MCSFE_getWithdrawMethods',
  moduleId: 'WTHDRW3',
  request: noFields,
  response: list(withdrawMethodSchema),
  summary: 'Withdraw methods',
  source: 'catalogue',
  assumption: inferredShape,
});
export const walletWithdrawAccountInfoEndpoint = defineEndpoint({
  id: 'wallet.withdrawAccountInfo',
  method: 'GET',
  path: '/wps/relay/MCSFE_getWithdrawAccountInfo',
  moduleId: 'WTHDRW3',
  request: optionalFields({ groupId: v.optional(idText) }),
  response: withdrawAccountInfoSchema,
  summary: 'Saved cards and remaining withdraw limits',
  source: 'catalogue',
  assumption: 'The list of saved cards is read from `bankCards` (name inferred)',
});
export const walletWithdrawChargesEndpoint = defineEndpoint({
  id: 'wallet.withdrawCharges',
  method: 'GET',
  path: '/wps/relay/MCSFE_getCalculatedWithdrawCharges',
  request: v.object({ withdrawAmount: numeric, withdrawType: v.picklist(['BC', 'EW', 'VW']) }),
  response: v.object({ fee: numeric }),
  summary: 'Fee of a withdrawal',
  source: 'catalogue',
});
export const walletWithdrawEndpoint = defineEndpoint({
  id: 'wallet.withdraw',
  method: 'POST',
  path: '/wps/v2/transaction/withdraw',
  encrypted: true,
  moduleId: 'WTHDRW3',
  request: withdrawRequestSchema,
  response: anyValue,
  summary: 'Withdraw to a saved card',
  source: 'catalogue',
});
export const walletWithdrawRecordsEndpoint = defineEndpoint({
  id: 'wallet.withdrawRecords',
  method: 'GET',
  path: '/wps/relay/MCSFE_getWithdrawTransactionReport',
  request: optionalFields(moneyPage),
  response: v.object({ records: list(withdrawRecordSchema), totalPages: optionalNumber }),
  summary: 'Withdraw records',
  source: 'catalogue',
  assumption: inferredShape,
});
export const walletBanksEndpoint = defineEndpoint({
  id: 'wallet.banks',
  method: 'GET',
  path: '/wps/relay/MCSFE_getBanks',
  request: v.object({ merchantCode: v.string() }),
  response: list(bankSchema),
  summary: 'Banks a card can be bound to',
  source: 'catalogue',
  assumption: inferredShape,
});
export const walletBindBankCardEndpoint = defineEndpoint({
  id: 'wallet.bindBankCard',
  method: 'PUT',
  path: '/wps/v2/member/bankCards',
  encrypted: true,
  moduleId: 'BINDCARD3',
  request: bindBankCardRequestSchema,
  response: anyValue,
  summary: 'Bind a bank card or e-wallet',
  source: 'catalogue',
  assumption: inferredShape,
});
export const walletRemoveBankCardEndpoint = defineEndpoint({
  id: 'wallet.removeBankCard',
  method: 'DELETE',
  path: '/wps/v2/member/bankCards',
  encrypted: true,
  format: 'json',
  moduleId: 'BINDCARD3',
  request: v.object({ bankCardId: idText, password: v.optional(v.string()) }),
  response: anyValue,
  summary: 'Remove a bank card',
  source: 'catalogue',
  assumption: inferredShape,
});
export const walletHasPaymentPasswordEndpoint = defineEndpoint({
  id: 'wallet.hasPaymentPassword',
  method: 'GET',
  path: '/wps/member/hasWithdrawalPassword',
  request: noFields,
  response: flag,
  summary: 'Whether a payment password is set',
  source: 'catalogue',
});
export const walletSetPaymentPasswordEndpoint = defineEndpoint({
  id: 'wallet.setPaymentPassword',
  method: 'PUT',
  path: '/wps/member/paymentPassword',
  encrypted: true,
  request: v.object({ paymentPassword: v.pipe(v.string(), v.minLength(1)), confirmPaymentPassword: v.string() }),
  response: anyValue,
  summary: 'Set the payment password',
  source: 'catalogue',
  assumption: inferredShape,
});
export const walletChangePaymentPasswordEndpoint = defineEndpoint({
  id: 'wallet.changePaymentPassword',
  method: 'POST',
  path: '/wps/member/paymentPassword',
  encrypted: true,
  request: v.object({
    oldPaymentPassword: v.pipe(v.string(), v.minLength(1)),
    paymentPassword: v.pipe(v.string(), v.minLength(1)),
    confirmPaymentPassword: v.string(),
  }),
  response: anyValue,
  summary: 'Change the payment password',
  source: 'catalogue',
  assumption: inferredShape,
});

export const walletEndpoints = {
  balance: walletBalanceEndpoint,
  transfer: walletTransferEndpoint,
  merchantWallet: walletMerchantWalletEndpoint,
  recall: walletRecallEndpoint,
  turnoverInfo: walletTurnoverInfoEndpoint,
  depositSettings: walletDepositSettingsEndpoint,
  depositMethods: walletDepositMethodsEndpoint,
  depositChannels: walletDepositChannelsEndpoint,
  depositPromotions: walletDepositPromotionsEndpoint,
  depositByLaunchUrl: walletDepositByLaunchUrlEndpoint,
  depositByQr: walletDepositByQrEndpoint,
  cancelDeposit: walletCancelDepositEndpoint,
  depositRecords: walletDepositRecordsEndpoint,
  withdrawSettings: walletWithdrawSettingsEndpoint,
  withdrawMethods: walletWithdrawMethodsEndpoint,
  withdrawAccountInfo: walletWithdrawAccountInfoEndpoint,
  withdrawCharges: walletWithdrawChargesEndpoint,
  withdraw: walletWithdrawEndpoint,
  withdrawRecords: walletWithdrawRecordsEndpoint,
  banks: walletBanksEndpoint,
  bindBankCard: walletBindBankCardEndpoint,
  removeBankCard: walletRemoveBankCardEndpoint,
  hasPaymentPassword: walletHasPaymentPasswordEndpoint,
  setPaymentPassword: walletSetPaymentPasswordEndpoint,
  changePaymentPassword: walletChangePaymentPasswordEndpoint,
} as const;

// ---- calls -----------------------------------------------------------------

export const getBalance = caller(walletBalanceEndpoint);
export const transferToGameWallet = caller(walletTransferEndpoint);
export const getMerchantWallet = caller(walletMerchantWalletEndpoint);
export const recallGameWallets = caller(walletRecallEndpoint);
export const getTurnoverInfo = caller(walletTurnoverInfoEndpoint);
export const getDepositSettings = caller(walletDepositSettingsEndpoint);
export const getDepositMethods = caller(walletDepositMethodsEndpoint);
export const getDepositChannels = caller(walletDepositChannelsEndpoint);
export const getDepositPromotions = caller(walletDepositPromotionsEndpoint);
export const depositByLaunchUrl = caller(walletDepositByLaunchUrlEndpoint);
export const depositByQr = caller(walletDepositByQrEndpoint);
export const cancelDeposit = caller(walletCancelDepositEndpoint);
export const getDepositRecords = caller(walletDepositRecordsEndpoint);
export const getWithdrawSettings = caller(walletWithdrawSettingsEndpoint);
export const getWithdrawMethods = caller(walletWithdrawMethodsEndpoint);
export const getWithdrawAccountInfo = caller(walletWithdrawAccountInfoEndpoint);
export const getWithdrawCharges = caller(walletWithdrawChargesEndpoint);
export const withdraw = caller(walletWithdrawEndpoint);
export const getWithdrawRecords = caller(walletWithdrawRecordsEndpoint);
export const getBanks = caller(walletBanksEndpoint);
export const bindBankCard = caller(walletBindBankCardEndpoint);
export const removeBankCard = caller(walletRemoveBankCardEndpoint);
export const hasPaymentPassword = caller(walletHasPaymentPasswordEndpoint);
export const setPaymentPassword = caller(walletSetPaymentPasswordEndpoint);
export const changePaymentPassword = caller(walletChangePaymentPasswordEndpoint);
