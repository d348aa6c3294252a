import type { SWRResponse } from 'swr';
import type { RequestOf, ResponseOf } from '../endpoints/define';
import {
  loadLoginInfo,
  type MemberInfo,
  memberAvatarEndpoint,
  memberClaimRebateEndpoint,
  memberIconEndpoint,
  memberInfoEndpoint,
  memberLotteryBetsEndpoint,
  memberPersonalPnlEndpoint,
  memberRankProgressEndpoint,
  memberRankRulesEndpoint,
  memberRebatesEndpoint,
  memberTransactionsEndpoint,
  memberTransactionTypesEndpoint,
  memberUpdateEmailEndpoint,
  memberUpdateLanguageEndpoint,
  memberUpdateNicknameEndpoint,
  memberUpdateProfileEndpoint,
  memberUploadAvatarEndpoint,
} from '../endpoints/member';
import { walletBalanceEndpoint } from '../endpoints/wallet';
import type { PlatformError } from '../transport/errors';
import { useDefinitionMutation, usePlatformMutation } from './mutation';
import { type QueryOptions, useDefinitionQuery, usePlatformQuery } from './query';

/** Member info; also stores account and account type like the login info step (spec §4). */
export function useMemberInfo(options?: QueryOptions<MemberInfo>): SWRResponse<MemberInfo, PlatformError> {
  return usePlatformQuery(
    { id: memberInfoEndpoint.id, token: 'required' },
    null,
    (client) => loadLoginInfo(client),
    options,
  );
}

export function useAvatar(
  params?: RequestOf<typeof memberAvatarEndpoint>,
  options?: QueryOptions<ResponseOf<typeof memberAvatarEndpoint>>,
) {
  return useDefinitionQuery(memberAvatarEndpoint, params, options);
}

export function useMemberIcon(
  params?: RequestOf<typeof memberIconEndpoint>,
  options?: QueryOptions<ResponseOf<typeof memberIconEndpoint>>,
) {
  return useDefinitionQuery(memberIconEndpoint, params, options);
}
export function useRankProgress(
  params?: RequestOf<typeof memberRankProgressEndpoint>,
  options?: QueryOptions<ResponseOf<typeof memberRankProgressEndpoint>>,
) {
  return useDefinitionQuery(memberRankProgressEndpoint, params, options);
}

export function useRankRules(
  params?: RequestOf<typeof memberRankRulesEndpoint>,
  options?: QueryOptions<ResponseOf<typeof memberRankRulesEndpoint>>,
) {
  return useDefinitionQuery(memberRankRulesEndpoint, params, options, { heavy: true, localized: true });
}

export function useTransactions(
  params?: RequestOf<typeof memberTransactionsEndpoint>,
  options?: QueryOptions<ResponseOf<typeof memberTransactionsEndpoint>>,
) {
  return useDefinitionQuery(memberTransactionsEndpoint, params, options, { heavy: true });
}

export function useTransactionTypes(
  params?: RequestOf<typeof memberTransactionTypesEndpoint>,
  options?: QueryOptions<ResponseOf<typeof memberTransactionTypesEndpoint>>,
) {
  return useDefinitionQuery(memberTransactionTypesEndpoint, params, options, { heavy: true, localized: true });
}

export function usePersonalPnl(
  params?: RequestOf<typeof memberPersonalPnlEndpoint>,
  options?: QueryOptions<ResponseOf<typeof memberPersonalPnlEndpoint>>,
) {
  return useDefinitionQuery(memberPersonalPnlEndpoint, params, options);
}

export function useLotteryBets(
  params?: RequestOf<typeof memberLotteryBetsEndpoint>,
  options?: QueryOptions<ResponseOf<typeof memberLotteryBetsEndpoint>>,
) {
  return useDefinitionQuery(memberLotteryBetsEndpoint, params, options, { heavy: true });
}

export function useRebates(
  params?: RequestOf<typeof memberRebatesEndpoint>,
  options?: QueryOptions<ResponseOf<typeof memberRebatesEndpoint>>,
) {
  return useDefinitionQuery(memberRebatesEndpoint, params, options);
}

const memberInfo = () => [memberInfoEndpoint.id];

/** Saves the language on the platform; the caller also switches i18n and `writeLanguage`. */
export function useUpdateLanguage() {
  return useDefinitionMutation(memberUpdateLanguageEndpoint);
}

export function useUpdateProfile() {
  return useDefinitionMutation(memberUpdateProfileEndpoint, memberInfo());
}

export function useUpdateNickname() {
  return useDefinitionMutation(memberUpdateNicknameEndpoint, memberInfo());
}

export function useUpdateEmail() {
  return useDefinitionMutation(memberUpdateEmailEndpoint, memberInfo());
}

export function useUploadAvatar() {
  return useDefinitionMutation(memberUploadAvatarEndpoint, [memberAvatarEndpoint.id, memberIconEndpoint.id]);
}

export function useClaimRebate() {
  return useDefinitionMutation(memberClaimRebateEndpoint, [
    memberRebatesEndpoint.id,
    walletBalanceEndpoint.id,
    memberTransactionsEndpoint.id,
  ]);
}

/** Reloads member info on demand (after a forced password change, spec §4). */
export function useReloadLoginInfo() {
  return usePlatformMutation(memberInfoEndpoint.id, (client, _input: undefined) => loadLoginInfo(client), memberInfo());
}
