import { useCallback } from 'react';
import type { SWRResponse } from 'swr';
import type { RequestOf, ResponseOf } from '../endpoints/define';
import {
  type Balance,
  type Bank,
  getBalance,
  getBanks,
  merchantWalletSchema,
  walletBalanceEndpoint,
  walletBanksEndpoint,
  walletBindBankCardEndpoint,
  walletCancelDepositEndpoint,
  walletChangePaymentPasswordEndpoint,
  walletDepositByLaunchUrlEndpoint,
  walletDepositByQrEndpoint,
  walletDepositChannelsEndpoint,
  walletDepositMethodsEndpoint,
  walletDepositPromotionsEndpoint,
  walletDepositRecordsEndpoint,
  walletDepositSettingsEndpoint,
  walletHasPaymentPasswordEndpoint,
  walletMerchantWalletEndpoint,
  walletRecallEndpoint,
  walletRemoveBankCardEndpoint,
  walletSetPaymentPasswordEndpoint,
  walletTransferEndpoint,
  walletTurnoverInfoEndpoint,
  walletWithdrawAccountInfoEndpoint,
  walletWithdrawChargesEndpoint,
  walletWithdrawEndpoint,
  walletWithdrawMethodsEndpoint,
  walletWithdrawRecordsEndpoint,
  walletWithdrawSettingsEndpoint,
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
    { id: walletBalanceEndpoint.id, token: 'required' },
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
  params?: RequestOf<typeof walletMerchantWalletEndpoint>,
  options?: QueryOptions<ResponseOf<typeof walletMerchantWalletEndpoint>>,
) {
  return useDefinitionQuery(walletMerchantWalletEndpoint, params, options, {
    heavy: true,
    cacheAs: 'merchantWallet',
    cacheSchema: merchantWalletSchema,
  });
}

export function useTurnoverInfo(
  params?: RequestOf<typeof walletTurnoverInfoEndpoint>,
  options?: QueryOptions<ResponseOf<typeof walletTurnoverInfoEndpoint>>,
) {
  return useDefinitionQuery(walletTurnoverInfoEndpoint, params, options);
}

export function useDepositSettings(
  params?: RequestOf<typeof walletDepositSettingsEndpoint>,
  options?: QueryOptions<ResponseOf<typeof walletDepositSettingsEndpoint>>,
) {
  return useDefinitionQuery(walletDepositSettingsEndpoint, params, options);
}

export function useDepositMethods(
  params?: RequestOf<typeof walletDepositMethodsEndpoint>,
  options?: QueryOptions<ResponseOf<typeof walletDepositMethodsEndpoint>>,
) {
  return useDefinitionQuery(walletDepositMethodsEndpoint, params, options, { heavy: true, localized: true });
}

export function useDepositChannels(
  params?: RequestOf<typeof walletDepositChannelsEndpoint>,
  options?: QueryOptions<ResponseOf<typeof walletDepositChannelsEndpoint>>,
) {
  return useDefinitionQuery(walletDepositChannelsEndpoint, params, options, { heavy: true });
}

export function useDepositPromotions(
  params?: RequestOf<typeof walletDepositPromotionsEndpoint>,
  options?: QueryOptions<ResponseOf<typeof walletDepositPromotionsEndpoint>>,
) {
  return useDefinitionQuery(walletDepositPromotionsEndpoint, params, options, { localized: true });
}

export function useDepositRecords(
  params?: RequestOf<typeof walletDepositRecordsEndpoint>,
  options?: QueryOptions<ResponseOf<typeof walletDepositRecordsEndpoint>>,
) {
  return useDefinitionQuery(walletDepositRecordsEndpoint, params, options);
}

export function useWithdrawSettings(
  params?: RequestOf<typeof walletWithdrawSettingsEndpoint>,
  options?: QueryOptions<ResponseOf<typeof walletWithdrawSettingsEndpoint>>,
) {
  return useDefinitionQuery(walletWithdrawSettingsEndpoint, params, options);
}

export function useWithdrawMethods(
  params?: RequestOf<typeof walletWithdrawMethodsEndpoint>,
  options?: QueryOptions<ResponseOf<typeof walletWithdrawMethodsEndpoint>>,
) {
  return useDefinitionQuery(walletWithdrawMethodsEndpoint, params, options, { heavy: true, localized: true });
}

export function useWithdrawAccountInfo(
  params?: RequestOf<typeof walletWithdrawAccountInfoEndpoint>,
  options?: QueryOptions<ResponseOf<typeof walletWithdrawAccountInfoEndpoint>>,
) {
  return useDefinitionQuery(walletWithdrawAccountInfoEndpoint, params, options);
}

export function useWithdrawCharges(
  params?: RequestOf<typeof walletWithdrawChargesEndpoint>,
  options?: QueryOptions<ResponseOf<typeof walletWithdrawChargesEndpoint>>,
) {
  return useDefinitionQuery(walletWithdrawChargesEndpoint, params, options);
}

export function useWithdrawRecords(
  params?: RequestOf<typeof walletWithdrawRecordsEndpoint>,
  options?: QueryOptions<ResponseOf<typeof walletWithdrawRecordsEndpoint>>,
) {
  return useDefinitionQuery(walletWithdrawRecordsEndpoint, params, options);
}

export function useHasPaymentPassword(
  params?: RequestOf<typeof walletHasPaymentPasswordEndpoint>,
  options?: QueryOptions<ResponseOf<typeof walletHasPaymentPasswordEndpoint>>,
) {
  return useDefinitionQuery(walletHasPaymentPasswordEndpoint, params, options);
}

/** Banks of this merchant for binding a card. */
export function useBanks(options?: QueryOptions<Bank[]>) {
  return usePlatformQuery(
    { id: walletBanksEndpoint.id, token: 'required', heavy: true, localized: true },
    null,
    (client) => getBanks(client, { merchantCode: client.merchantCode }),
    options,
  );
}

export function useWalletTransfer() {
  return useDefinitionMutation(walletTransferEndpoint, [walletBalanceEndpoint.id]);
}

export function useRecallGameWallets() {
  return useDefinitionMutation(walletRecallEndpoint, [walletBalanceEndpoint.id]);
}

export function useDepositByLaunchUrl() {
  return useDefinitionMutation(walletDepositByLaunchUrlEndpoint, [
    walletDepositRecordsEndpoint.id,
    walletBalanceEndpoint.id,
  ]);
}

export function useDepositByQr() {
  return useDefinitionMutation(walletDepositByQrEndpoint, [walletDepositRecordsEndpoint.id, walletBalanceEndpoint.id]);
}

export function useCancelDeposit() {
  return useDefinitionMutation(walletCancelDepositEndpoint, [walletDepositRecordsEndpoint.id]);
}

export function useWithdraw() {
  return useDefinitionMutation(walletWithdrawEndpoint, [
    walletBalanceEndpoint.id,
    walletWithdrawRecordsEndpoint.id,
    walletWithdrawAccountInfoEndpoint.id,
    walletTurnoverInfoEndpoint.id,
  ]);
}

export function useBindBankCard() {
  return useDefinitionMutation(walletBindBankCardEndpoint, [walletWithdrawAccountInfoEndpoint.id]);
}

export function useRemoveBankCard() {
  return useDefinitionMutation(walletRemoveBankCardEndpoint, [walletWithdrawAccountInfoEndpoint.id]);
}

export function useSetPaymentPassword() {
  return useDefinitionMutation(walletSetPaymentPasswordEndpoint, [walletHasPaymentPasswordEndpoint.id]);
}

export function useChangePaymentPassword() {
  return useDefinitionMutation(walletChangePaymentPasswordEndpoint);
}
