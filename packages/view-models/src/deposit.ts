import type { DepositChannels, DepositMethod, DepositRecord } from '@lobby/api';
import {
  type DepositBonus,
  type DepositMethodView,
  type DepositRecordRow,
  formatAmount,
  type MoneyFormat,
} from '@lobby/ui';
import type { Translate } from './translate';

/**
 * Method codes this client cannot pay with: crypto (a virtual-wallet address
 * and exchange rate), peer-to-peer (C2C) and manual bank transfers (a
 * receipt the player fills in) each have calls of their own, which the
 * client does not make. They are left out rather than offered and failing.
 */
const unsupportedMethods: ReadonlySet<string> = new Set(['USDT', 'C2C', 'MANUAL', 'OFFLINE', 'BANKTRANSFER']);

/** QR methods are named with a QR suffix (MWQR, GCASHQR); every other supported method pays on the provider's page. */
function flowOf(code: string): DepositMethodView['flow'] {
  return code.toUpperCase().endsWith('QR') ? 'qr' : 'redirect';
}

/** The methods the page offers, in the merchant's order, each with its channels; a method without channels is left out. */
export function depositMethodsOf(
  methods: readonly DepositMethod[] | undefined,
  channels: DepositChannels | undefined,
): DepositMethodView[] {
  return [...(methods ?? [])]
    .filter((method) => !unsupportedMethods.has(method.methodCode.toUpperCase()))
    .sort((a, b) => (a.sort ?? Number.MAX_SAFE_INTEGER) - (b.sort ?? Number.MAX_SAFE_INTEGER))
    .map((method) => ({
      code: method.methodCode,
      name: method.methodName ?? method.methodCode,
      flow: flowOf(method.methodCode),
      channels: (channels?.[method.methodCode]?.channels ?? []).map((channel) => ({
        id: channel.vendorId,
        name: channel.vendorName ?? channel.vendorId,
        min: channel.min ?? null,
        max: channel.max ?? null,
        fixedAmounts: channel.fixAmounts,
        banks: channel.banks.map((bank) => ({
          code: bank.bankCode,
          type: bank.bankType ?? null,
          name: bank.bankName ?? bank.bankCode,
        })),
      })),
    }))
    .filter((method) => method.channels.length > 0);
}

export function depositBonusesOf(
  promotions: readonly { promotionId: string; title: string; minDeposit?: number | null | undefined }[] | undefined,
): DepositBonus[] {
  return (promotions ?? []).map((promotion) => ({
    id: promotion.promotionId,
    title: promotion.title,
    minDeposit: promotion.minDeposit ?? null,
  }));
}

const tones: Readonly<Record<string, DepositRecordRow['status']['tone']>> = {
  PENDING: 'warning',
  SUCCESS: 'success',
  CANCELLED: 'neutral',
  FAILED: 'danger',
};

/** Past deposits in display text; one waiting for payment can be cancelled. */
export function depositRecordRowsOf(
  records: readonly DepositRecord[] | undefined,
  format: MoneyFormat,
  t: Translate,
): DepositRecordRow[] {
  return (records ?? []).map((record) => {
    const code = record.status.trim().toUpperCase();
    const key = `deposit.records.status.${code}`;
    const label = t(key);
    return {
      id: record.depositId,
      amount: formatAmount(record.amount, format),
      method: record.methodName ?? '',
      time: record.createTime ?? '',
      status: { label: label === key || label === '' ? record.status : label, tone: tones[code] ?? 'neutral' },
      pending: code === 'PENDING',
    };
  });
}
