import {
  useBalance,
  useGameVendors,
  useMemberInfo,
  useMerchantWallet,
  useRecallGameWallets,
  useWalletTransfer,
} from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { type CashierResult, type MemberCentrePage, MyWallet } from '@lobby/ui';
import { cashierFailureOf, optional, statusOfAll, walletRowsOf } from '@lobby/view-models';
import { useState } from 'react';
import type { CentrePageProps } from '../../panels/centrePage';
import { useMoneyFormat } from '../useRecordFilters';

/**
 * My wallet: every wallet's balance; with a wallet per game vendor, money
 * moves between the main wallet and a game wallet, and everything comes back
 * to the main wallet at once. The page reads the same balance the header
 * shows, so the two agree after every action.
 */
export default function TransferFund({ title }: CentrePageProps<MemberCentrePage>) {
  useMessageArea('memberCentre');
  const { t } = useTranslation();
  const format = useMoneyFormat();
  const balance = useBalance();
  const merchantWallet = useMerchantWallet();
  const vendors = useGameVendors();
  const member = useMemberInfo();
  const { trigger: transfer } = useWalletTransfer();
  const { trigger: recall } = useRecallGameWallets();
  const [refreshing, setRefreshing] = useState(false);

  /**
   * Runs a money write once. Whatever the answer, the balances are read
   * again: a write that timed out may have gone through, and only the
   * platform's balance can say.
   */
  const moveMoney = async (write: () => Promise<unknown>): Promise<CashierResult> => {
    try {
      await write();
      return { ok: true };
    } catch (error) {
      const failure = cashierFailureOf(error, t);
      await balance.mutate().catch(() => undefined);
      return failure;
    }
  };

  const status = statusOfAll([balance, merchantWallet, optional(vendors)]);
  const data = balance.data;

  return (
    <MyWallet
      title={title}
      overview={{
        status,
        isSingle: merchantWallet.data?.isSingle ?? false,
        total: data?.sumBalance ?? 0,
        wallets: data ? walletRowsOf(data, vendors.data, t('wallet.mainWallet')) : [],
        format,
        onRetry: () => {
          if (balance.error) void balance.mutate();
          if (merchantWallet.error) void merchantWallet.mutate();
        },
        retrying: balance.isValidating || merchantWallet.isValidating,
      }}
      onTransfer={({ walletId, direction, amount }) =>
        moveMoney(() => transfer({ vassalage: walletId, direction, amount }))
      }
      onRecall={() =>
        moveMoney(async () => {
          const customerId = member.data?.id ?? (await member.mutate())?.id;
          if (customerId === undefined) throw new Error('The member is not known yet');
          await recall({ customerId: String(customerId) });
        })
      }
      onRefresh={() => {
        setRefreshing(true);
        void balance
          .refresh()
          .catch(() => undefined)
          .finally(() => setRefreshing(false));
      }}
      refreshing={refreshing}
    />
  );
}
