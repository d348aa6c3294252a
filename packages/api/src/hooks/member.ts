import type { SWRResponse } from 'swr';
import type { RequestOf, ResponseOf } from '../endpoints/define';
import { consolidatedSchema, loadLoginInfo, type MemberInfo, memberEndpoints } from '../endpoints/member';
import { walletEndpoints } from '../endpoints/wallet';
import type { PlatformError } from '../transport/errors';
import { useDefinitionMutation, usePlatformMutation } from './mutation';
import { type QueryOptions, useDefinitionQuery, usePlatformQuery } from './query';

/** Member info; also stores account and account type like the login info step (spec §4). */
export function useMemberInfo(options?: QueryOptions<MemberInfo>): SWRResponse<MemberInfo, PlatformError> {
  return usePlatformQuery(
    { id: memberEndpoints.info.id, token: 'required' },
    null,
    (client) => loadLoginInfo(client),
    options,
  );
}

export function useAvatar(
  params?: RequestOf<typeof memberEndpoints.avatar>,
  options?: QueryOptions<ResponseOf<typeof memberEndpoints.avatar>>,
) {
  return useDefinitionQuery(memberEndpoints.avatar, params, options);
}

export function useMemberIcon(
  params?: RequestOf<typeof memberEndpoints.icon>,
  options?: QueryOptions<ResponseOf<typeof memberEndpoints.icon>>,
) {
  return useDefinitionQuery(memberEndpoints.icon, params, options);
}
/** Cached as `consolidated` (spec §3). */
export function useConsolidated(
  params?: RequestOf<typeof memberEndpoints.consolidated>,
  options?: QueryOptions<ResponseOf<typeof memberEndpoints.consolidated>>,
) {
  return useDefinitionQuery(memberEndpoints.consolidated, params, options, {
    cacheAs: 'consolidated',
    cacheSchema: consolidatedSchema,
  });
}

export function useRankProgress(
  params?: RequestOf<typeof memberEndpoints.rankProgress>,
  options?: QueryOptions<ResponseOf<typeof memberEndpoints.rankProgress>>,
) {
  return useDefinitionQuery(memberEndpoints.rankProgress, params, options);
}

export function useRankRules(
  params?: RequestOf<typeof memberEndpoints.rankRules>,
  options?: QueryOptions<ResponseOf<typeof memberEndpoints.rankRules>>,
) {
  return useDefinitionQuery(memberEndpoints.rankRules, params, options, { heavy: true, localized: true });
}

export function useTransactions(
  params?: RequestOf<typeof memberEndpoints.transactions>,
  options?: QueryOptions<ResponseOf<typeof memberEndpoints.transactions>>,
) {
  return useDefinitionQuery(memberEndpoints.transactions, params, options, { heavy: true });
}

export function useTransactionTypes(
  params?: RequestOf<typeof memberEndpoints.transactionTypes>,
  options?: QueryOptions<ResponseOf<typeof memberEndpoints.transactionTypes>>,
) {
  return useDefinitionQuery(memberEndpoints.transactionTypes, params, options, { heavy: true, localized: true });
}

export function usePersonalPnl(
  params?: RequestOf<typeof memberEndpoints.personalPnl>,
  options?: QueryOptions<ResponseOf<typeof memberEndpoints.personalPnl>>,
) {
  return useDefinitionQuery(memberEndpoints.personalPnl, params, options);
}

export function useLotteryBets(
  params?: RequestOf<typeof memberEndpoints.lotteryBets>,
  options?: QueryOptions<ResponseOf<typeof memberEndpoints.lotteryBets>>,
) {
  return useDefinitionQuery(memberEndpoints.lotteryBets, params, options, { heavy: true });
}

export function useRebates(
  params?: RequestOf<typeof memberEndpoints.rebates>,
  options?: QueryOptions<ResponseOf<typeof memberEndpoints.rebates>>,
) {
  return useDefinitionQuery(memberEndpoints.rebates, params, options);
}

const memberInfo = [memberEndpoints.info.id];

/** Saves the language on the platform; the caller also switches i18n and `writeLanguage`. */
export function useUpdateLanguage() {
  return useDefinitionMutation(memberEndpoints.updateLanguage);
}

export function useUpdateProfile() {
  return useDefinitionMutation(memberEndpoints.updateProfile, memberInfo);
}

export function useUpdateNickname() {
  return useDefinitionMutation(memberEndpoints.updateNickname, memberInfo);
}

export function useUpdateEmail() {
  return useDefinitionMutation(memberEndpoints.updateEmail, memberInfo);
}

export function useUploadAvatar() {
  return useDefinitionMutation(memberEndpoints.uploadAvatar, [memberEndpoints.avatar.id, memberEndpoints.icon.id]);
}

export function useClaimRebate() {
  return useDefinitionMutation(memberEndpoints.claimRebate, [
    memberEndpoints.rebates.id,
    walletEndpoints.balance.id,
    memberEndpoints.transactions.id,
  ]);
}

/** Reloads member info on demand (after a forced password change, spec §4). */
export function useReloadLoginInfo() {
  return usePlatformMutation(memberEndpoints.info.id, (client, _input: undefined) => loadLoginInfo(client), memberInfo);
}
