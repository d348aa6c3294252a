import type {
  Balance,
  BankCard,
  BindCardConfig,
  WithdrawAccountInfo,
  WithdrawalReceipts,
  WithdrawSettings,
} from '@lobby/api';
import {
  type BindCardRules,
  defaultBindCardRules,
  formatAmount,
  type MoneyFormat,
  type ReceiptRow,
  type WithdrawCard,
  type WithdrawRecordRow,
  type WithdrawSetup,
} from '@lobby/ui';
import { maskedMobile } from './security';
import type { Translate } from './translate';
import { mainWalletType } from './wallet';

type Tone = WithdrawRecordRow['status']['tone'];

const recordTones: Readonly<Record<string, Tone>> = {
  PENDING: 'warning',
  APPROVED: 'info',
  SUCCESS: 'success',
  REJECTED: 'danger',
  FAILED: 'danger',
  CANCELLED: 'neutral',
};

/** A saved card the page can withdraw to: anything but an e-wallet (EW) is a bank card. */
export function withdrawCardOf(card: BankCard): WithdrawCard {
  return {
    id: card.bankCardId,
    bankName: card.bankName ?? card.bankCode ?? '',
    accountName: card.accountName ?? '',
    accountNumber: card.accountNumber ?? '',
    cardType: card.cardType === 'EW' ? 'EW' : 'BC',
  };
}

export interface WithdrawSources {
  settings: WithdrawSettings;
  accountInfo: WithdrawAccountInfo;
  balance: Balance;
  /** Turnover still owed; 0 or missing when met. */
  remainingTurnover: number | null | undefined;
  hasPaymentPassword: boolean | null | undefined;
  /** The merchant's switch for withdrawing without the payment password. */
  withoutPassword: boolean;
  /** The member's bound mobile number, as member info sends it; missing when none. */
  mobileNum?: string | null | undefined;
}

/** The values of `mobileVerificationType` that ask for an SMS code with a withdrawal. */
const verificationTypes = new Set(['EVERY_WITHDRAWAL', 'WITHDRAW_AMOUNT']);

/**
 * Whether withdrawals carry an SMS code. WITHDRAW_AMOUNT applies above an
 * amount the settings do not send, so it asks every time too: a code the
 * platform did not need costs the player a text, a missing one a refusal.
 */
export function asksForWithdrawCode(mobileVerificationType: string | null | undefined): boolean {
  return verificationTypes.has(mobileVerificationType?.trim().toUpperCase() ?? '');
}

/** The binding rules a form honours; a rule the platform leaves out (or sends as nonsense) is the default. */
export function bindCardRulesOf(config: BindCardConfig | undefined): BindCardRules {
  const count = (value: number | null | undefined) =>
    typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
  const min = count(config?.accountNumberMinLength) ?? defaultBindCardRules.accountNumberLength.min;
  const max = count(config?.accountNumberMaxLength) ?? defaultBindCardRules.accountNumberLength.max;
  return {
    maxCards: count(config?.maxBankCards),
    needsSmsCode: config?.verificationRequired === true,
    accountNumberLength: max >= min ? { min, max } : defaultBindCardRules.accountNumberLength,
  };
}

/**
 * What the withdrawal page needs from the settings, the account info (saved
 * cards and today's allowance), the balance and the turnover: withdrawals
 * come out of the main wallet, and a card switched off for withdrawals
 * (`isWithdrawActive` false) is not offered.
 */
export function withdrawSetupOf({
  settings,
  accountInfo,
  balance,
  remainingTurnover,
  hasPaymentPassword,
  withoutPassword,
  mobileNum,
}: WithdrawSources): WithdrawSetup {
  const main = balance.balance.find((wallet) => wallet.accountTypeId === mainWalletType);
  return {
    allowed: settings.allowWithdraw,
    timeMessage: settings.withdrawTimeMsg ?? null,
    precautionNote: settings.precautionNote ?? null,
    fixedAmounts: settings.fixedWithdrawAmounts,
    minimum: accountInfo.minWithdrawal ?? settings.minimumAmount ?? null,
    maximum: accountInfo.maxWithdrawal ?? settings.maximumAmount ?? null,
    remainingAmount: accountInfo.remainingWithdrawAmount ?? null,
    remainingTimes: accountInfo.remainingTransactionTimes ?? null,
    balance: main?.availBalance ?? balance.sumBalance,
    remainingTurnover: Math.max(0, remainingTurnover ?? 0),
    cards: accountInfo.bankCards.filter((card) => card.isWithdrawActive !== false).map(withdrawCardOf),
    savedCardCount: accountInfo.bankCards.length,
    needsPassword: !withoutPassword,
    hasPaymentPassword: hasPaymentPassword ?? null,
    needsSmsCode: asksForWithdrawCode(settings.mobileVerificationType),
    boundMobile: maskedMobile(mobileNum),
  };
}

export interface WithdrawRecordSource {
  withdrawId: string;
  amount: number;
  fee?: number | null | undefined;
  status: string;
  bankName?: string | null | undefined;
  createTime?: string | null | undefined;
}

/** Past withdrawals in display text; a status the product does not name shows as sent, in neutral. */
export function withdrawRecordRowsOf(
  records: readonly WithdrawRecordSource[] | undefined,
  format: MoneyFormat,
  t: Translate,
): WithdrawRecordRow[] {
  return (records ?? []).map((record) => {
    const code = record.status.trim().toUpperCase();
    const key = `withdraw.records.status.${code}`;
    const label = t(key);
    return {
      id: record.withdrawId,
      amount: formatAmount(record.amount, format),
      fee: record.fee ? formatAmount(record.fee, format) : '',
      status: { label: label === key || label === '' ? record.status : label, tone: recordTones[code] ?? 'neutral' },
      bankName: record.bankName ?? '',
      time: record.createTime ?? '',
    };
  });
}

/** Receipts waiting for (or given by) the member, in display text, newest first as the platform lists them. */
export function receiptRowsOf(receipts: WithdrawalReceipts | undefined, format: MoneyFormat): ReceiptRow[] {
  return (receipts?.receipts ?? []).map((receipt) => ({
    id: receipt.withdrawId,
    amount: formatAmount(receipt.amount, format),
    bankName: receipt.bankName ?? '',
    time: receipt.createTime ?? '',
    confirmBefore: receipt.confirmBefore ?? null,
    status: receipt.status,
  }));
}
