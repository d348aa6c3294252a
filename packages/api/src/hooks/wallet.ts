import { useCallback } from 'react';
import type { SWRResponse } from 'swr';
import type { RequestOf, ResponseOf } from '../endpoints/define';
import {
  type Balance,
  type Bank,
  getBalance,
  getBanks,
  merchantWalletSchema,
  walletEndpoints,
} from '../endpoints/wallet';
import type { PlatformError } from '../transport/errors';
import { useClient } from './context';
import { useDefinitionMutation } from './mutation';
import { type QueryOptions, useDefinitionQuery, usePlatformQuery } from './query';

export interface BalanceState extends SWRResponse<Balance, PlatformError> {
  /**
   * Fetches the balance now, asking the platform to sync game wallets
   * first (the header's refresh button, spec §2).
   */
  refresh: () => Promise<Balance | undefined>;
}

/** The balance: shared by every component that shows it, refreshed on demand and after wallet writes. */
export function useBalance(options?: QueryOptions<Balance>): BalanceState {
  const client = useClient();
  const swr = usePlatformQuery(
    { id: walletEndpoints.balance.id, token: 'required' },
    null,
    (platform) => getBalance(platform),
    options,
  );
  const { mutate } = swr;
  const refresh = useCallback(
    () => mutate(getBalance(client, { sync: true }), { revalidate: false }),
    [client, mutate],
  );
  // Spread loses SWR's getters for data/error/isLoading, so they are read here explicitly.
  return {
    get data() {
      return swr.data;
    },
    get error() {
      return swr.error;
    },
    get isLoading() {
      return swr.isLoading;
    },
    get isValidating() {
      return swr.isValidating;
    },
    mutate,
    refresh,
  };
}

/** Single or multiple wallets, cached as `merchantWallet` (spec §3). */
export function useMerchantWallet(
  params?: RequestOf<typeof walletEndpoints.merchantWallet>,
  options?: QueryOptions<ResponseOf<typeof walletEndpoints.merchantWallet>>,
) {
  return useDefinitionQuery(walletEndpoints.merchantWallet, params, options, {
    heavy: true,
    cacheAs: 'merchantWallet',
    cacheSchema: merchantWalletSchema,
  });
}

export function useTurnoverInfo(
  params?: RequestOf<typeof walletEndpoints.turnoverInfo>,
  options?: QueryOptions<ResponseOf<typeof walletEndpoints.turnoverInfo>>,
) {
  return useDefinitionQuery(walletEndpoints.turnoverInfo, params, options);
}

export function useDepositSettings(
  params?: RequestOf<typeof walletEndpoints.depositSettings>,
  options?: QueryOptions<ResponseOf<typeof walletEndpoints.depositSettings>>,
) {
  return useDefinitionQuery(walletEndpoints.depositSettings, params, options);
}

export function useDepositMethods(
  params?: RequestOf<typeof walletEndpoints.depositMethods>,
  options?: QueryOptions<ResponseOf<typeof walletEndpoints.depositMethods>>,
) {
  return useDefinitionQuery(walletEndpoints.depositMethods, params, options, { heavy: true, localized: true });
}

export function useDepositChannels(
  params?: RequestOf<typeof walletEndpoints.depositChannels>,
  options?: QueryOptions<ResponseOf<typeof walletEndpoints.depositChannels>>,
) {
  return useDefinitionQuery(walletEndpoints.depositChannels, params, options, { heavy: true });
}

export function useDepositPromotions(
  params?: RequestOf<typeof walletEndpoints.depositPromotions>,
  options?: QueryOptions<ResponseOf<typeof walletEndpoints.depositPromotions>>,
) {
  return useDefinitionQuery(walletEndpoints.depositPromotions, params, options, { localized: true });
}

export function useDepositRecords(
  params?: RequestOf<typeof walletEndpoints.depositRecords>,
  options?: QueryOptions<ResponseOf<typeof walletEndpoints.depositRecords>>,
) {
  return useDefinitionQuery(walletEndpoints.depositRecords, params, options);
}

export function useWithdrawSettings(
  params?: RequestOf<typeof walletEndpoints.withdrawSettings>,
  options?: QueryOptions<ResponseOf<typeof walletEndpoints.withdrawSettings>>,
) {
  return useDefinitionQuery(walletEndpoints.withdrawSettings, params, options);
}

export function useWithdrawMethods(
  params?: RequestOf<typeof walletEndpoints.withdrawMethods>,
  options?: QueryOptions<ResponseOf<typeof walletEndpoints.withdrawMethods>>,
) {
  return useDefinitionQuery(walletEndpoints.withdrawMethods, params, options, { heavy: true, localized: true });
}

export function useWithdrawAccountInfo(
  params?: RequestOf<typeof walletEndpoints.withdrawAccountInfo>,
  options?: QueryOptions<ResponseOf<typeof walletEndpoints.withdrawAccountInfo>>,
) {
  return useDefinitionQuery(walletEndpoints.withdrawAccountInfo, params, options);
}

export function useWithdrawCharges(
  params?: RequestOf<typeof walletEndpoints.withdrawCharges>,
  options?: QueryOptions<ResponseOf<typeof walletEndpoints.withdrawCharges>>,
) {
  return useDefinitionQuery(walletEndpoints.withdrawCharges, params, options);
}

export function useWithdrawRecords(
  params?: RequestOf<typeof walletEndpoints.withdrawRecords>,
  options?: QueryOptions<ResponseOf<typeof walletEndpoints.withdrawRecords>>,
) {
  return useDefinitionQuery(walletEndpoints.withdrawRecords, params, options);
}

export function useHasPaymentPassword(
  params?: RequestOf<typeof walletEndpoints.hasPaymentPassword>,
  options?: QueryOptions<ResponseOf<typeof walletEndpoints.hasPaymentPassword>>,
) {
  return useDefinitionQuery(walletEndpoints.hasPaymentPassword, params, options);
}

/** Banks of this merchant for binding a card. */
export function useBanks(options?: QueryOptions<Bank[]>) {
  return usePlatformQuery(
    { id: walletEndpoints.banks.id, token: 'required', heavy: true, localized: true },
    null,
    (client) => getBanks(client, { merchantCode: client.merchantCode }),
    options,
  );
}

const balance = walletEndpoints.balance.id;

export function useWalletTransfer() {
  return useDefinitionMutation(walletEndpoints.transfer, [balance]);
}

export function useRecallGameWallets() {
  return useDefinitionMutation(walletEndpoints.recall, [balance]);
}

export function useDepositByLaunchUrl() {
  return useDefinitionMutation(walletEndpoints.depositByLaunchUrl, [walletEndpoints.depositRecords.id, balance]);
}

export function useDepositByQr() {
  return useDefinitionMutation(walletEndpoints.depositByQr, [walletEndpoints.depositRecords.id, balance]);
}

export function useCancelDeposit() {
  return useDefinitionMutation(walletEndpoints.cancelDeposit, [walletEndpoints.depositRecords.id]);
}

export function useWithdraw() {
  return useDefinitionMutation(walletEndpoints.withdraw, [
    balance,
    walletEndpoints.withdrawRecords.id,
    walletEndpoints.withdrawAccountInfo.id,
    walletEndpoints.turnoverInfo.id,
  ]);
}

export function useBindBankCard() {
  return useDefinitionMutation(walletEndpoints.bindBankCard, [walletEndpoints.withdrawAccountInfo.id]);
}

export function useRemoveBankCard() {
  return useDefinitionMutation(walletEndpoints.removeBankCard, [walletEndpoints.withdrawAccountInfo.id]);
}

export function useSetPaymentPassword() {
  return useDefinitionMutation(walletEndpoints.setPaymentPassword, [walletEndpoints.hasPaymentPassword.id]);
}

export function useChangePaymentPassword() {
  return useDefinitionMutation(walletEndpoints.changePaymentPassword);
}
