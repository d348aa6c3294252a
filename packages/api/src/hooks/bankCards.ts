import {
  type Bank,
  walletBanksEndpoint,
  walletBindBankCardEndpoint,
  walletBindCardConfigEndpoint,
  walletChangePaymentPasswordEndpoint,
  walletHasPaymentPasswordEndpoint,
  walletRemoveBankCardEndpoint,
  walletResetPaymentPasswordEndpoint,
  walletSetPaymentPasswordEndpoint,
} from '../endpoints/bankCards';
import { walletWithdrawAccountInfoEndpoint } from '../endpoints/withdraw';
import { mutationHook } from './mutation';
import { type QueryOptions, queryHook, usePlatformQuery } from './query';

/** Banks of this merchant for binding a card (the call names the merchant, which the client knows). */
export function useBanks(options?: QueryOptions<Bank[]>) {
  return usePlatformQuery(
    { endpoint: walletBanksEndpoint, heavy: true, localized: true },
    null,
    (client) => client.call(walletBanksEndpoint, { merchantCode: client.merchantCode }),
    options,
  );
}
export const useHasPaymentPassword = queryHook(walletHasPaymentPasswordEndpoint);
export const useBindCardConfig = queryHook(walletBindCardConfigEndpoint);

// Saved cards travel in the withdraw account info.
export const useBindBankCard = mutationHook(walletBindBankCardEndpoint, [walletWithdrawAccountInfoEndpoint]);
export const useRemoveBankCard = mutationHook(walletRemoveBankCardEndpoint, [walletWithdrawAccountInfoEndpoint]);
export const useSetPaymentPassword = mutationHook(walletSetPaymentPasswordEndpoint, [walletHasPaymentPasswordEndpoint]);
export const useChangePaymentPassword = mutationHook(walletChangePaymentPasswordEndpoint);
export const useResetPaymentPassword = mutationHook(walletResetPaymentPasswordEndpoint, [
  walletHasPaymentPasswordEndpoint,
]);
