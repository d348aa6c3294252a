import { useBalance, useTransferToUpline } from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { type CashierResult, type MemberCentrePage, TransferToUpline } from '@lobby/ui';
import { cashierFailureOf, mainWalletType, statusOf } from '@lobby/view-models';
import type { CentrePageProps } from '../../panels/centrePage';
import { useMoneyFormat } from '../useRecordFilters';

/**
 * Transfer to the upline. The centre offers the page only to a member whose
 * member info says `toUpline` (read as: an upline exists and allows
 * transfers from this member); the platform checks the login password.
 */
export default function TransferUpline({ title }: CentrePageProps<MemberCentrePage>) {
  useMessageArea('memberCentre');
  const { t } = useTranslation();
  const format = useMoneyFormat();
  const balance = useBalance();
  const { trigger: transfer } = useTransferToUpline();
  const main = balance.data?.balance.find((wallet) => wallet.accountTypeId === mainWalletType);

  return (
    <TransferToUpline
      title={title}
      status={statusOf(balance)}
      balance={main?.availBalance ?? balance.data?.sumBalance ?? 0}
      format={format}
      onRetry={() => void balance.mutate()}
      retrying={balance.isValidating}
      onTransfer={async ({ amount, password }): Promise<CashierResult> => {
        try {
          await transfer({ amount, password });
          return { ok: true };
        } catch (error) {
          // Whether it went through or not, the balance says what is left; nothing is sent again.
          await balance.mutate().catch(() => undefined);
          return cashierFailureOf(error, t);
        }
      }}
    />
  );
}
