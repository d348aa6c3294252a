import * as v from 'valibot';
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
  optionalId,
  optionalNumber,
  optionalText,
  paging,
} from './fields';

/** Deposits: settings, methods and channels, the deposit itself, bonuses and records. */

// ---- schemas ---------------------------------------------------------------

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

/** A payment channel: its vendor, limits, fixed amounts and the banks it serves. */
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

// ---- definitions -----------------------------------------------------------

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
  request: optionalFields({ ...dateRange, ...paging }),
  response: depositReportSchema,
  summary: 'Deposit records',
  source: 'catalogue',
  assumption: inferredShape,
});

export const depositEndpoints = {
  depositSettings: walletDepositSettingsEndpoint,
  depositMethods: walletDepositMethodsEndpoint,
  depositChannels: walletDepositChannelsEndpoint,
  depositPromotions: walletDepositPromotionsEndpoint,
  depositByLaunchUrl: walletDepositByLaunchUrlEndpoint,
  depositByQr: walletDepositByQrEndpoint,
  cancelDeposit: walletCancelDepositEndpoint,
  depositRecords: walletDepositRecordsEndpoint,
} as const;
