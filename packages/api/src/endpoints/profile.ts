import * as v from 'valibot';
import { defineEndpoint } from './define';
import { anyValue, noFields, optionalText, orEmpty } from './fields';

/**
 * The member's personal details (real name, birthday, gender, messenger
 * accounts): the read the profile page shows and the write that changes them.
 * Their own module so they load with the member centre's profile page, not
 * with the first route.
 */

// ---- schemas ---------------------------------------------------------------

/**
 * The profile's gender values. The platform's codes are not known: these are
 * ours, and a read answer in another spelling (`MALE`, `f`) is understood by
 * the view models.
 */
export const genderCodes = { male: 'M', female: 'F', unspecified: 'U' } as const;
export type GenderCode = (typeof genderCodes)[keyof typeof genderCodes];

/** The personal details; every field may be missing or null. */
export const playerInfoSchema = orEmpty(
  v.object({
    nickname: optionalText,
    email: optionalText,
    /** The name on the member's bank accounts (the payee name of withdrawals). */
    realName: optionalText,
    /** `YYYY-MM-DD`. */
    birthday: optionalText,
    gender: optionalText,
    qqNum: optionalText,
    line: optionalText,
    whatsapp: optionalText,
    facebook: optionalText,
    wechat: optionalText,
  }),
);
export type PlayerInfo = v.InferOutput<typeof playerInfoSchema>;

/** A change of the personal details: only the fields named change. */
export const profileUpdateSchema = v.object({
  nickname: v.optional(v.string()),
  email: v.optional(v.string()),
  realName: v.optional(v.string()),
  birthday: v.optional(v.string()),
  gender: v.optional(v.string()),
  qqNum: v.optional(v.string()),
  line: v.optional(v.string()),
  whatsapp: v.optional(v.string()),
  facebook: v.optional(v.string()),
  wechat: v.optional(v.string()),
});
export type ProfileUpdate = v.InferOutput<typeof profileUpdateSchema>;

// ---- definitions -----------------------------------------------------------

export const memberPlayerInfoEndpoint = defineEndpoint({
  id: 'member.playerInfo',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerInfo',
  request: noFields,
  response: playerInfoSchema,
  summary: 'Personal details: real name, birthday, gender, e-mail, nickname, messenger accounts',
  source: 'catalogue',
  assumption:
    'The catalogue names the call but not its answer: we read the fields the profile update writes (realName, birthday as YYYY-MM-DD, gender, email, nickname, qqNum, line, whatsapp, facebook, wechat), each optional',
});
export const memberUpdateProfileEndpoint = defineEndpoint({
  id: 'member.updateProfile',
  method: 'POST',
  path: '/wps/member/info',
  request: profileUpdateSchema,
  response: anyValue,
  summary: 'Update personal info',
  source: 'catalogue',
  assumption:
    "Path from the platform's catalogue; field names beyond the ones seen there are inferred. Gender is sent as M, F or U (unspecified): the platform's codes are not known",
});

export const profileEndpoints = {
  playerInfo: memberPlayerInfoEndpoint,
  updateProfile: memberUpdateProfileEndpoint,
} as const;
