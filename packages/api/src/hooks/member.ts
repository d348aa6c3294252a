import type { SWRResponse } from 'swr';
import {
  loadLoginInfo,
  type MemberInfo,
  memberAvatarEndpoint,
  memberClaimRebateEndpoint,
  memberGameBetsEndpoint,
  memberIconEndpoint,
  memberInfoEndpoint,
  memberLotteryBetsEndpoint,
  memberPersonalPnlEndpoint,
  memberRankProgressEndpoint,
  memberRankRulesEndpoint,
  memberRebatesEndpoint,
  memberTransactionsEndpoint,
  memberTransactionTypesEndpoint,
  memberUpdateLanguageEndpoint,
  memberUploadAvatarEndpoint,
} from '../endpoints/member';
import { walletBalanceEndpoint } from '../endpoints/wallet';
import type { PlatformError } from '../transport/errors';
import { mutationHook, usePlatformMutation } from './mutation';
import { type QueryOptions, queryHook, usePlatformQuery } from './query';

/** Member info; also stores account and account type, as the login info step does. */
export function useMemberInfo(options?: QueryOptions<MemberInfo>): SWRResponse<MemberInfo, PlatformError> {
  return usePlatformQuery({ endpoint: memberInfoEndpoint }, null, (client) => loadLoginInfo(client), options);
}

/** Reloads member info on demand (after a forced password change). */
export function useReloadLoginInfo() {
  return usePlatformMutation(memberInfoEndpoint, (client, _input: undefined) => loadLoginInfo(client), [
    memberInfoEndpoint,
  ]);
}

export const useAvatar = queryHook(memberAvatarEndpoint);
export const useMemberIcon = queryHook(memberIconEndpoint);
export const useRankProgress = queryHook(memberRankProgressEndpoint);
export const useRankRules = queryHook(memberRankRulesEndpoint, { heavy: true, localized: true });
export const useTransactions = queryHook(memberTransactionsEndpoint, { heavy: true });
export const useTransactionTypes = queryHook(memberTransactionTypesEndpoint, { heavy: true, localized: true });
export const usePersonalPnl = queryHook(memberPersonalPnlEndpoint);
export const useLotteryBets = queryHook(memberLotteryBetsEndpoint, { heavy: true });
export const useGameBets = queryHook(memberGameBetsEndpoint, { heavy: true });
export const useRebates = queryHook(memberRebatesEndpoint);

/** Saves the language on the platform; the caller also switches i18n and `writeLanguage`. */
export const useUpdateLanguage = mutationHook(memberUpdateLanguageEndpoint);
export const useUploadAvatar = mutationHook(memberUploadAvatarEndpoint, [memberAvatarEndpoint, memberIconEndpoint]);
export const useClaimRebate = mutationHook(memberClaimRebateEndpoint, [
  memberRebatesEndpoint,
  walletBalanceEndpoint,
  memberTransactionsEndpoint,
]);
