import {
  useBalance,
  useCancelDeposit,
  useDepositByLaunchUrl,
  useDepositByQr,
  useDepositChannels,
  useDepositMethods,
  useDepositPromotions,
  useDepositRecords,
  useDepositSettings,
} from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import {
  type CashierResult,
  type DepositRequest,
  type DepositStart,
  Deposit as DepositView,
  type MemberCentrePage,
} from '@lobby/ui';
import {
  cashierFailureOf,
  depositBonusesOf,
  depositMethodsOf,
  depositRecordRowsOf,
  safeImageUrl,
  safeNavigationUrl,
  statusOf,
  statusOfAll,
} from '@lobby/view-models';
import { useEffect } from 'react';
import type { CentrePageProps } from '../../panels/centrePage';
import { useMoneyFormat } from '../useRecordFilters';

const recentRecords = { pageNo: 1, pageSize: 10 };

/**
 * Deposit: pay on the provider's page (opened in a new window) or by QR
 * code, through a channel within its limits, with an optional bonus. When
 * the player comes back from paying, the deposits and the balance are read
 * again, so a completed payment shows without a reload.
 */
export default function Deposit({ title }: CentrePageProps<MemberCentrePage>) {
  useMessageArea('memberCentre');
  const { t } = useTranslation();
  const format = useMoneyFormat();
  const settings = useDepositSettings();
  const methods = useDepositMethods();
  const channels = useDepositChannels();
  const promotions = useDepositPromotions();
  const records = useDepositRecords(recentRecords);
  const balance = useBalance();
  const { trigger: depositByLaunchUrl } = useDepositByLaunchUrl();
  const { trigger: depositByQr } = useDepositByQr();
  const { trigger: cancelDeposit } = useCancelDeposit();
  const { mutate: rereadRecords } = records;
  const { mutate: rereadBalance } = balance;

  // Back from the payment window: what was paid shows at once.
  useEffect(() => {
    const onReturn = () => {
      if (document.visibilityState === 'visible') {
        void rereadRecords();
        void rereadBalance();
      }
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [rereadRecords, rereadBalance]);

  const onDeposit = async ({ method, channel, amount, bank, bonusId }: DepositRequest): Promise<DepositStart> => {
    const request = {
      amount,
      vendorId: channel.id,
      ...(bank ? { bankCode: bank.code, ...(bank.type ? { bankType: bank.type } : {}) } : {}),
      ...(bonusId ? { promotionId: bonusId } : {}),
    };
    try {
      if (method.flow === 'qr') {
        const answer = await depositByQr(request);
        return {
          ok: true,
          kind: 'qr',
          qrImage: safeImageUrl(answer.qrImageUrl),
          url: safeNavigationUrl(answer.redirectUrl),
        };
      }
      const answer = await depositByLaunchUrl(request);
      const url = safeNavigationUrl(answer.redirectUrl);
      if (!url) return { ok: false, error: t('errors.invalidResponse') };
      return { ok: true, kind: 'redirect', url };
    } catch (error) {
      // A deposit that may have been created shows in the records read again, never a second one.
      await rereadRecords().catch(() => undefined);
      return cashierFailureOf(error, t);
    }
  };

  const onCancel = async (depositId: string): Promise<CashierResult> => {
    try {
      await cancelDeposit({ depositId });
      return { ok: true };
    } catch (error) {
      await rereadRecords().catch(() => undefined);
      return cashierFailureOf(error, t);
    }
  };

  return (
    <DepositView
      title={title}
      status={statusOfAll([settings, methods, channels])}
      allowed={settings.data?.allowDeposit ?? true}
      methods={depositMethodsOf(methods.data, channels.data)}
      bonuses={depositBonusesOf(promotions.data)}
      format={format}
      onRetry={() => {
        for (const query of [settings, methods, channels]) if (query.error) void query.mutate();
      }}
      retrying={settings.isValidating || methods.isValidating || channels.isValidating}
      onDeposit={onDeposit}
      onCancel={onCancel}
      onCheck={() => {
        void rereadRecords();
        void rereadBalance();
      }}
      records={{
        status: statusOf(records),
        rows: depositRecordRowsOf(records.data?.records, format, t),
        onRetry: () => void rereadRecords(),
        retrying: records.isValidating,
      }}
    />
  );
}
