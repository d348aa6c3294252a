import { useCallback } from 'react';
import type { SWRResponse } from 'swr';
import {
  type Balance,
  merchantWalletSchema,
  walletBalanceEndpoint,
  walletMerchantWalletEndpoint,
  walletRecallEndpoint,
  walletTransferEndpoint,
  walletTurnoverInfoEndpoint,
} from '../endpoints/wallet';
import type { PlatformError } from '../transport/errors';
import { useClient } from './context';
import { mutationHook } from './mutation';
import { type QueryOptions, queryHook, usePlatformQuery } from './query';

export interface BalanceState extends SWRResponse<Balance, PlatformError> {
  /**
   * Fetches the balance now, asking the platform to sync game wallets
   * first (the header's refresh button).
   */
  refresh: () => Promise<Balance | undefined>;
}

/** The balance: shared by every component that shows it, refreshed on demand and after wallet writes. */
export function useBalance(options?: QueryOptions<Balance>): BalanceState {
  const client = useClient();
  const swr = usePlatformQuery(
    { endpoint: walletBalanceEndpoint },
    null,
    (platform) => platform.call(walletBalanceEndpoint),
    options,
  );
  const { mutate } = swr;
  const refresh = useCallback(
    () => mutate(client.call(walletBalanceEndpoint, { sync: true }), { revalidate: false }),
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

/** Single or multiple wallets, cached in session storage as `merchantWallet`. */
export const useMerchantWallet = queryHook(walletMerchantWalletEndpoint, {
  heavy: true,
  cacheAs: 'merchantWallet',
  cacheSchema: merchantWalletSchema,
});
export const useTurnoverInfo = queryHook(walletTurnoverInfoEndpoint);

export const useWalletTransfer = mutationHook(walletTransferEndpoint, [walletBalanceEndpoint]);
export const useRecallGameWallets = mutationHook(walletRecallEndpoint, [walletBalanceEndpoint]);
