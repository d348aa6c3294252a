import {
  walletCancelDepositEndpoint,
  walletDepositByLaunchUrlEndpoint,
  walletDepositByQrEndpoint,
  walletDepositChannelsEndpoint,
  walletDepositMethodsEndpoint,
  walletDepositPromotionsEndpoint,
  walletDepositRecordsEndpoint,
  walletDepositSettingsEndpoint,
} from '../endpoints/deposit';
import { walletBalanceEndpoint } from '../endpoints/wallet';
import { mutationHook } from './mutation';
import { queryHook } from './query';

export const useDepositSettings = queryHook(walletDepositSettingsEndpoint);
export const useDepositMethods = queryHook(walletDepositMethodsEndpoint, { heavy: true, localized: true });
export const useDepositChannels = queryHook(walletDepositChannelsEndpoint, { heavy: true });
export const useDepositPromotions = queryHook(walletDepositPromotionsEndpoint, { localized: true });
export const useDepositRecords = queryHook(walletDepositRecordsEndpoint);

export const useDepositByLaunchUrl = mutationHook(walletDepositByLaunchUrlEndpoint, [
  walletDepositRecordsEndpoint,
  walletBalanceEndpoint,
]);
export const useDepositByQr = mutationHook(walletDepositByQrEndpoint, [
  walletDepositRecordsEndpoint,
  walletBalanceEndpoint,
]);
export const useCancelDeposit = mutationHook(walletCancelDepositEndpoint, [walletDepositRecordsEndpoint]);
