import { verificationPurposes, walletWithdrawChargesEndpoint } from '@lobby/api';
import {
  useBalance,
  useBanks,
  useBindBankCard,
  useBindCardConfig,
  useChangePaymentPassword,
  useClient,
  useConfirmReceipt,
  useHasPaymentPassword,
  useMemberInfo,
  useRemoveBankCard,
  useSendSmsCode,
  useSetPaymentPassword,
  useSettings,
  useTurnoverInfo,
  useUploadReceiptProof,
  useWithdraw,
  useWithdrawAccountInfo,
  useWithdrawalReceipts,
  useWithdrawRecords,
  useWithdrawSettings,
} from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import {
  type CashierResult,
  type MemberCentrePage,
  type PaymentPasswordChange,
  type SecurityResult,
  Withdraw as WithdrawView,
} from '@lobby/ui';
import {
  bindCardRulesOf,
  cashierFailureOf,
  optional,
  receiptRowsOf,
  securityFailureOf,
  statusOf,
  statusOfAll,
  withdrawRecordRowsOf,
  withdrawSetupOf,
} from '@lobby/view-models';
import { useCallback } from 'react';
import type { CentrePageProps } from '../../panels/centrePage';
import { usePaymentPasswordReset } from '../usePaymentPasswordReset';
import { useMoneyFormat } from '../useRecordFilters';

const recentRecords = { pageNo: 1, pageSize: 10 };

/** A picture as the data URL the proof upload takes. */
function dataUrlOf(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(reader.error));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/**
 * Withdraw: money from the main wallet to a saved card or e-wallet, the
 * cards themselves and the payment password (each where the merchant's
 * switch allows it: BINDCARD3, PAYMENTPASS3; WDRAWNOPASSVERIF3 withdraws
 * without the password), and the recent withdrawals. Where the settings'
 * mobileVerificationType asks for it, a withdrawal carries an SMS code
 * (purpose withdraw) to the bound phone; where the binding rules ask, so does
 * a new card (purpose bindBankCard). A forgotten payment password is reset here.
 */
export default function Withdraw({ title, openPage }: CentrePageProps<MemberCentrePage>) {
  useMessageArea('memberCentre');
  const { t } = useTranslation();
  const format = useMoneyFormat();
  const client = useClient();
  const { isEnabled } = useSettings();
  const settings = useWithdrawSettings();
  const accountInfo = useWithdrawAccountInfo();
  const balance = useBalance();
  const turnover = useTurnoverInfo();
  const paymentPassword = useHasPaymentPassword();
  const records = useWithdrawRecords(recentRecords);
  const canBindCards = isEnabled('BINDCARD3');
  const banks = useBanks({ enabled: canBindCards });
  const bindConfig = useBindCardConfig(undefined, { enabled: canBindCards });
  const member = useMemberInfo();
  const { trigger: sendSmsCode } = useSendSmsCode();
  const paymentPasswordReset = usePaymentPasswordReset(member.data);
  const { trigger: withdraw } = useWithdraw();
  const { trigger: bindCard } = useBindBankCard();
  const { trigger: removeCard } = useRemoveBankCard();
  const { trigger: setPassword } = useSetPaymentPassword();
  const { trigger: changePassword } = useChangePaymentPassword();
  const receipts = useWithdrawalReceipts();
  const { trigger: uploadProof } = useUploadReceiptProof();
  const { trigger: confirmReceipt } = useConfirmReceipt();

  /**
   * Runs a write once; whatever the answer, what it may have changed is read
   * again (a time-out may have gone through), never the write itself.
   */
  const moveMoney = async (write: () => Promise<unknown>, reread: () => Promise<unknown>): Promise<CashierResult> => {
    try {
      await write();
      return { ok: true };
    } catch (error) {
      const failure = cashierFailureOf(error, t);
      await reread().catch(() => undefined);
      return failure;
    }
  };

  const previewFee = useCallback(
    async (amount: number, card: { cardType: 'BC' | 'EW' }) => {
      try {
        const { fee } = await client.call(walletWithdrawChargesEndpoint, {
          withdrawAmount: amount,
          withdrawType: card.cardType,
        });
        return fee;
      } catch {
        return null;
      }
    },
    [client],
  );

  const savePassword = async (change: PaymentPasswordChange): Promise<SecurityResult> => {
    try {
      if (change.current === undefined) {
        await setPassword({ paymentPassword: change.next, confirmPaymentPassword: change.confirm });
      } else {
        await changePassword({
          oldPaymentPassword: change.current,
          paymentPassword: change.next,
          confirmPaymentPassword: change.confirm,
        });
      }
      return { ok: true };
    } catch (error) {
      return securityFailureOf(error, t);
    }
  };

  const sendCode = (purpose: 'withdraw' | 'bindBankCard') => async (): Promise<SecurityResult> => {
    try {
      // No number named: the code goes to the bound one.
      await sendSmsCode({ operationType: verificationPurposes[purpose] });
      return { ok: true };
    } catch (error) {
      return securityFailureOf(error, t);
    }
  };

  // Member info names the bound phone and the binding rules the card limit: the page waits for both
  // (so a code or Add is not offered, then taken back), and does without them if they fail.
  const status = statusOfAll([
    settings,
    accountInfo,
    balance,
    optional(turnover),
    optional(paymentPassword),
    optional(member),
    ...(canBindCards ? [optional(bindConfig)] : []),
  ]);
  const setup =
    settings.data && accountInfo.data && balance.data
      ? withdrawSetupOf({
          settings: settings.data,
          accountInfo: accountInfo.data,
          balance: balance.data,
          remainingTurnover: turnover.data?.remainingTurnover,
          hasPaymentPassword: paymentPassword.data,
          withoutPassword: isEnabled('WDRAWNOPASSVERIF3'),
          mobileNum: member.data?.mobileNum,
        })
      : undefined;

  return (
    <WithdrawView
      title={title}
      status={status}
      {...(setup ? { setup } : {})}
      format={format}
      onRetry={() => {
        for (const query of [settings, accountInfo, balance]) if (query.error) void query.mutate();
      }}
      onSendWithdrawCode={sendCode('withdraw')}
      // The security centre binds the number codes go to.
      onBindMobile={() => openPage('securityCenter')}
      retrying={settings.isValidating || accountInfo.isValidating || balance.isValidating}
      onWithdraw={({ card, amount, password, verificationCode }) =>
        moveMoney(
          async () => {
            await withdraw({
              check: 'v2',
              amount,
              bankCardId: card.id,
              password,
              ...(verificationCode === undefined ? {} : { verificationCode }),
            });
            // A new withdrawal waits for its receipt to be confirmed.
            void receipts.mutate();
          },
          () => Promise.all([balance.mutate(), records.mutate(), accountInfo.mutate(), receipts.mutate()]),
        )
      }
      onPreviewFee={previewFee}
      {...(isEnabled('PAYMENTPASS3') ? { onSavePaymentPassword: savePassword } : {})}
      {...(paymentPasswordReset && isEnabled('PAYMENTPASS3') ? { paymentPasswordReset } : {})}
      {...(canBindCards
        ? {
            bankCards: {
              banks: (banks.data ?? []).map((bank) => ({ id: bank.bankId, name: bank.bankName })),
              rules: bindCardRulesOf(bindConfig.data),
              onSendCode: sendCode('bindBankCard'),
              onBind: (request) =>
                moveMoney(
                  () => bindCard(request),
                  () => accountInfo.mutate(),
                ),
              onRemove: (card, password) =>
                moveMoney(
                  () => removeCard({ bankCardId: card.id, ...(password === undefined ? {} : { password }) }),
                  () => accountInfo.mutate(),
                ),
            },
          }
        : {})}
      receipts={{
        status: statusOf(receipts),
        rows: receiptRowsOf(receipts.data, format),
        autoConfirmMinutes: receipts.data?.autoConfirmMinutes ?? null,
        forced: receipts.data?.forcedReceipt === true,
        onRetry: () => void receipts.mutate(),
        retrying: receipts.isValidating,
        onConfirm: (withdrawId, received, proof) =>
          moveMoney(
            async () => {
              const proofImageUrl = proof
                ? (await uploadProof({ withdrawId, encodedImage: await dataUrlOf(proof) })).imageUrl
                : undefined;
              await confirmReceipt({ withdrawId, received, ...(proofImageUrl ? { proofImageUrl } : {}) });
            },
            () => Promise.all([receipts.mutate(), records.mutate()]),
          ),
      }}
      records={{
        status: statusOf(records),
        rows: withdrawRecordRowsOf(records.data?.records, format, t),
        onRetry: () => void records.mutate(),
        retrying: records.isValidating,
      }}
    />
  );
}
