import type { SWRResponse } from 'swr';
import {
  loadLoginInfo,
  type MemberInfo,
  memberAvatarEndpoint,
  memberIconEndpoint,
  memberInfoEndpoint,
  memberRankProgressEndpoint,
  memberRankRulesEndpoint,
  memberUpdateLanguageEndpoint,
  memberUploadAvatarEndpoint,
} from '../endpoints/member';
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

/** Saves the language on the platform; the caller also switches i18n and `writeLanguage`. */
export const useUpdateLanguage = mutationHook(memberUpdateLanguageEndpoint);
export const useUploadAvatar = mutationHook(memberUploadAvatarEndpoint, [memberAvatarEndpoint, memberIconEndpoint]);
