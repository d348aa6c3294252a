import * as v from 'valibot';
import { storeMember } from '../session/session';
import type { CallOptions, PlatformClient } from '../transport/client';
import { defineEndpoint } from './define';
import {
  anyValue,
  idText,
  integer,
  list,
  noFields,
  numeric,
  optionalId,
  optionalNumber,
  optionalText,
  orEmpty,
} from './fields';

/** The member: info, avatar, language, nickname and e-mail, VIP progress. */

// ---- schemas ---------------------------------------------------------------

/** Agent account types that show the agent centre. */
export const agentAccountTypes: readonly number[] = [1, 2, 41, 42];
/** Non-formal (trial) account types, blocked from real-account actions. */
export const trialAccountTypes: readonly number[] = [4];
/** Rank levels above this one get the VIP service channel. */
export const vipServiceRankAbove = 4;

export const memberLabelSchema = v.union([
  v.object({ labelName: optionalText, labelId: optionalId }),
  v.pipe(
    v.string(),
    v.transform((labelName) => ({ labelName, labelId: undefined as string | undefined })),
  ),
]);

/** Member info. */
export const memberInfoSchema = v.object({
  id: idText,
  account: v.string(),
  nickname: optionalText,
  /** Numeric account type; stored as `isAgent`. */
  type: integer,
  /** Whether the member may transfer to the upline. */
  toUpline: v.nullish(v.union([v.boolean(), v.number(), v.string()])),
  clubLabel: v.nullish(v.object({ labelName: optionalText, rankLevel: optionalNumber })),
  memberLabel: list(memberLabelSchema),
  /** Bound contacts and the payee name the security centre shows. */
  email: optionalText,
  mobileNum: optionalText,
  payeeName: optionalText,
});
export type MemberInfo = v.InferOutput<typeof memberInfoSchema>;

export function isAgentType(type: number | null | undefined): boolean {
  return type !== null && type !== undefined && agentAccountTypes.includes(type);
}

export function isTrialType(type: number | null | undefined): boolean {
  return type !== null && type !== undefined && trialAccountTypes.includes(type);
}

export function rankLevelOf(member: Pick<MemberInfo, 'clubLabel'> | null | undefined): number {
  return member?.clubLabel?.rankLevel ?? 0;
}

export function hasVipService(member: Pick<MemberInfo, 'clubLabel'> | null | undefined): boolean {
  return rankLevelOf(member) > vipServiceRankAbove;
}

/** Avatar: a custom upload or one of the stock images. */
export const avatarSchema = orEmpty(
  v.object({
    avatar: optionalText,
    avatarType: optionalText,
  }),
);
export type Avatar = v.InferOutput<typeof avatarSchema>;

const turnoverSchema = v.nullish(v.object({ actual: numeric, expected: numeric }));

/** VIP progress: turnover so far against what the next rank needs. */
export const rankProgressSchema = v.object({
  playerRankName: optionalText,
  rankLevel: optionalNumber,
  nextRankName: optionalText,
  monthlyTurnover: turnoverSchema,
  totalTurnover: turnoverSchema,
});
export type RankProgress = v.InferOutput<typeof rankProgressSchema>;

export const rankRuleSchema = v.object({
  rankLevel: numeric,
  rankName: optionalText,
  turnoverRequirement: optionalNumber,
  depositRequirement: optionalNumber,
  benefits: list(v.string()),
});

// ---- definitions -----------------------------------------------------------

const inferredShape = "Path from the platform's catalogue; field names beyond the ones seen there are inferred";

export const memberInfoEndpoint = defineEndpoint({
  id: 'member.info',
  method: 'GET',
  path: '/wps/member/info',
  moduleId: 'COMM3',
  request: noFields,
  response: memberInfoSchema,
  summary: 'Member info (also the "login info" step after login)',
});
export const memberIconEndpoint = defineEndpoint({
  id: 'member.icon',
  method: 'GET',
  path: '/wps/member/info/icon',
  moduleId: 'PROFPIC3',
  request: noFields,
  response: avatarSchema,
  summary: 'Member icon (older avatar call)',
  assumption: "Its shape is taken to be the avatar relay's {avatar, avatarType}",
});
export const memberAvatarEndpoint = defineEndpoint({
  id: 'member.avatar',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerAvatar',
  request: noFields,
  response: avatarSchema,
  summary: 'Avatar and its type (CUSTOM or STATIC)',
});
export const memberUploadAvatarEndpoint = defineEndpoint({
  id: 'member.uploadAvatar',
  method: 'POST',
  path: '/wps/relay/MCSFE_uploadPlayerAvatar',
  request: v.object({ avatar: v.string(), avatarType: v.picklist(['CUSTOM', 'STATIC']) }),
  response: anyValue,
  summary: 'Set the avatar (data URL for CUSTOM, image name for STATIC)',
  source: 'catalogue',
  assumption: `${inferredShape}. No call lists the stock avatars: a STATIC avatar is the name of one of the stock images the site ships (avatar-01 to avatar-12), so the names are the front end's`,
});
export const memberUpdateLanguageEndpoint = defineEndpoint({
  id: 'member.updateLanguage',
  method: 'PUT',
  path: '/wps/member/language',
  request: v.object({ language: v.pipe(v.string(), v.minLength(1)) }),
  response: anyValue,
  summary: "Save the member's language",
  source: 'catalogue',
});
export const memberUpdateNicknameEndpoint = defineEndpoint({
  id: 'member.updateNickname',
  method: 'POST',
  path: '/wps/member/info/nickname',
  request: v.object({ nickname: v.pipe(v.string(), v.minLength(1)) }),
  response: anyValue,
  summary: 'Change the nickname',
  source: 'catalogue',
});
export const memberUpdateEmailEndpoint = defineEndpoint({
  id: 'member.updateEmail',
  method: 'POST',
  path: '/wps/member/info/email',
  request: v.object({ email: v.pipe(v.string(), v.minLength(1)) }),
  response: anyValue,
  summary: 'Change the e-mail address',
  source: 'catalogue',
});
export const memberRankProgressEndpoint = defineEndpoint({
  id: 'member.rankProgress',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerRankProgress',
  request: noFields,
  response: rankProgressSchema,
  summary: 'VIP rank and turnover progress',
  source: 'catalogue',
  assumption: inferredShape,
});
export const memberRankRulesEndpoint = defineEndpoint({
  id: 'member.rankRules',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerRankRule',
  // Visitors see the ranks and their benefits on /vip.
  token: 'optional',
  request: noFields,
  response: list(rankRuleSchema),
  summary: 'VIP rank rules',
  source: 'catalogue',
  assumption: `${inferredShape}; sent without a token for visitors, who see the ranks`,
});

export const memberEndpoints = {
  info: memberInfoEndpoint,
  icon: memberIconEndpoint,
  avatar: memberAvatarEndpoint,
  uploadAvatar: memberUploadAvatarEndpoint,
  updateLanguage: memberUpdateLanguageEndpoint,
  updateNickname: memberUpdateNicknameEndpoint,
  updateEmail: memberUpdateEmailEndpoint,
  rankProgress: memberRankProgressEndpoint,
  rankRules: memberRankRulesEndpoint,
} as const;

/**
 * "Login info": the platform has no call of its own for it; its
 * front end loads member info once the token is stored and keeps the account
 * and account type in session storage. Login state follows from that.
 */
export async function loadLoginInfo(client: PlatformClient, options?: CallOptions): Promise<MemberInfo> {
  const info = await client.call(memberInfoEndpoint, undefined, options);
  storeMember({ account: info.account, type: info.type });
  return info;
}
