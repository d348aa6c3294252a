import { walletBalanceEndpoint, walletTurnoverInfoEndpoint } from '../endpoints/wallet';
import {
  walletWithdrawAccountInfoEndpoint,
  walletWithdrawChargesEndpoint,
  walletWithdrawEndpoint,
  walletWithdrawMethodsEndpoint,
  walletWithdrawRecordsEndpoint,
  walletWithdrawSettingsEndpoint,
} from '../endpoints/withdraw';
import { mutationHook } from './mutation';
import { queryHook } from './query';

export const useWithdrawSettings = queryHook(walletWithdrawSettingsEndpoint);
export const useWithdrawMethods = queryHook(walletWithdrawMethodsEndpoint, { heavy: true, localized: true });
export const useWithdrawAccountInfo = queryHook(walletWithdrawAccountInfoEndpoint);
export const useWithdrawCharges = queryHook(walletWithdrawChargesEndpoint);
export const useWithdrawRecords = queryHook(walletWithdrawRecordsEndpoint);

export const useWithdraw = mutationHook(walletWithdrawEndpoint, [
  walletBalanceEndpoint,
  walletWithdrawRecordsEndpoint,
  walletWithdrawAccountInfoEndpoint,
  walletTurnoverInfoEndpoint,
]);
