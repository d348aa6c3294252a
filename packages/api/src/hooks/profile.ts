import { memberInfoEndpoint, memberUpdateEmailEndpoint, memberUpdateNicknameEndpoint } from '../endpoints/member';
import { memberPlayerInfoEndpoint, memberUpdateProfileEndpoint } from '../endpoints/profile';
import { mutationHook } from './mutation';
import { queryHook } from './query';

export const usePlayerInfo = queryHook(memberPlayerInfoEndpoint);
/** Personal details; member info (the nickname and e-mail the shell shows) and the details are read again. */
export const useUpdateProfile = mutationHook(memberUpdateProfileEndpoint, [
  memberInfoEndpoint,
  memberPlayerInfoEndpoint,
]);
export const useUpdateNickname = mutationHook(memberUpdateNicknameEndpoint, [
  memberInfoEndpoint,
  memberPlayerInfoEndpoint,
]);
export const useUpdateEmail = mutationHook(memberUpdateEmailEndpoint, [memberInfoEndpoint, memberPlayerInfoEndpoint]);
