import * as v from 'valibot';
import { defineEndpoint, inferredShape } from './define';
import { anyValue, flag, idText, list, noFields, optionalFlag, optionalNumber, optionalText } from './fields';

/**
 * Where withdrawals go and what guards them: the banks a card can be bound
 * to, binding and removing cards or e-wallets, and the payment password that
 * removals and withdrawals ask for.
 */

// ---- schemas ---------------------------------------------------------------

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

/**
 * The merchant's rules for binding a card. Field names are inferred: how many
 * cards a member may keep, whether a code sent to the bound phone (purpose
 * bindBankCard) must come with the binding, and the account number's length.
 */
export const bindCardConfigSchema = v.object({
  maxBankCards: optionalNumber,
  verificationRequired: optionalFlag,
  accountNumberMinLength: optionalNumber,
  accountNumberMaxLength: optionalNumber,
});
export type BindCardConfig = v.InferOutput<typeof bindCardConfigSchema>;

/** How the member proved who they are before a new payment password: a code by SMS or by e-mail. */
export const resetPaymentPasswordRequestSchema = v.object({
  verifyType: v.picklist(['SMS', 'MAIL']),
  verificationCode: v.pipe(v.string(), v.trim(), v.minLength(1)),
  paymentPassword: v.pipe(v.string(), v.minLength(1)),
  confirmPaymentPassword: v.string(),
});

// ---- definitions -----------------------------------------------------------

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

export const walletBindCardConfigEndpoint = defineEndpoint({
  id: 'wallet.bindCardConfig',
  method: 'GET',
  path: '/wps/v2/member/bankCards/bindConfig',
  moduleId: 'BINDCARD3',
  request: noFields,
  response: bindCardConfigSchema,
  summary: 'Rules for binding a card: how many, whether a code is needed, account number length',
  source: 'catalogue',
  assumption:
    'The catalogue names it "binding rules" only: fields maxBankCards, verificationRequired (an SMS code of purpose bindBankCard, sent as verificationCode with the binding) and accountNumberMinLength/MaxLength are inferred; a missing field sets no rule',
});
export const walletResetPaymentPasswordEndpoint = defineEndpoint({
  id: 'wallet.resetPaymentPassword',
  method: 'POST',
  path: '/wps/v2/member/paymentPassword/reset2',
  encrypted: true,
  request: resetPaymentPasswordRequestSchema,
  response: anyValue,
  summary: 'Reset a forgotten payment password with a one-time code',
  source: 'catalogue',
  assumption:
    'Fields verifyType (SMS or MAIL), verificationCode (a code of purpose changePaymentPassword, to the bound phone, else the bound e-mail), paymentPassword and confirmPaymentPassword are inferred; the call checks the code itself',
});

export const bankCardEndpoints = {
  banks: walletBanksEndpoint,
  bindBankCard: walletBindBankCardEndpoint,
  removeBankCard: walletRemoveBankCardEndpoint,
  hasPaymentPassword: walletHasPaymentPasswordEndpoint,
  setPaymentPassword: walletSetPaymentPasswordEndpoint,
  changePaymentPassword: walletChangePaymentPasswordEndpoint,
  resetPaymentPassword: walletResetPaymentPasswordEndpoint,
  bindCardConfig: walletBindCardConfigEndpoint,
} as const;
