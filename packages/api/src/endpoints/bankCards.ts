import * as v from 'valibot';
import { defineEndpoint, inferredShape } from './define';
import { anyValue, flag, idText, list, noFields, optionalFlag, optionalText } from './fields';

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

export const bankCardEndpoints = {
  banks: walletBanksEndpoint,
  bindBankCard: walletBindBankCardEndpoint,
  removeBankCard: walletRemoveBankCardEndpoint,
  hasPaymentPassword: walletHasPaymentPasswordEndpoint,
  setPaymentPassword: walletSetPaymentPasswordEndpoint,
  changePaymentPassword: walletChangePaymentPasswordEndpoint,
} as const;
