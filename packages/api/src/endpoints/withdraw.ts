import * as v from 'valibot';
import { bankCardSchema } from './bankCards';
import { defineEndpoint, inferredShape } from './define';
import {
  anyValue,
  dateRange,
  flag,
  idText,
  list,
  noFields,
  numeric,
  optionalFields,
  optionalFlag,
  optionalNumber,
  optionalText,
  paging,
} from './fields';

/** Withdrawals: settings and limits, methods, the saved cards to withdraw to, fees, the withdrawal itself and records. */

// ---- schemas ---------------------------------------------------------------

export const withdrawSettingsSchema = v.object({
  allowWithdraw: flag,
  minimumAmount: optionalNumber,
  maximumAmount: optionalNumber,
  withdrawDateFrom: optionalText,
  withdrawDateTo: optionalText,
  withdrawTimeMsg: optionalText,
  /** EVERY_WITHDRAWAL or WITHDRAW_AMOUNT: each withdrawal then carries an SMS code (purpose withdraw); null, none. */
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

// ---- definitions -----------------------------------------------------------

export const walletWithdrawSettingsEndpoint = defineEndpoint({
  id: 'wallet.withdrawSettings',
  method: 'GET',
  path: '/wps/relay/MCSFE_getWithdrawSettings',
  moduleId: 'WTHDRW3',
  request: optionalFields({ groupId: v.optional(idText) }),
  response: withdrawSettingsSchema,
  summary: 'Withdraw settings and limits',
  source: 'catalogue',
  assumption:
    'mobileVerificationType EVERY_WITHDRAWAL or WITHDRAW_AMOUNT is read as "send an SMS code with the withdrawal": the settings carry no amount above which WITHDRAW_AMOUNT applies, so both ask every time; null or any other value asks for none',
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
  assumption:
    'Where the settings ask for mobile verification, verificationCode carries the SMS code of purpose withdraw sent to the bound phone, with no separate check before: the withdrawal checks it',
});
export const walletWithdrawRecordsEndpoint = defineEndpoint({
  id: 'wallet.withdrawRecords',
  method: 'GET',
  path: '/wps/relay/MCSFE_getWithdrawTransactionReport',
  request: optionalFields({ ...dateRange, ...paging }),
  response: v.object({ records: list(withdrawRecordSchema), totalPages: optionalNumber }),
  summary: 'Withdraw records',
  source: 'catalogue',
  assumption: inferredShape,
});

export const withdrawEndpoints = {
  withdrawSettings: walletWithdrawSettingsEndpoint,
  withdrawMethods: walletWithdrawMethodsEndpoint,
  withdrawAccountInfo: walletWithdrawAccountInfoEndpoint,
  withdrawCharges: walletWithdrawChargesEndpoint,
  withdraw: walletWithdrawEndpoint,
  withdrawRecords: walletWithdrawRecordsEndpoint,
} as const;
