import {
  type Avatar,
  type GenderCode,
  genderCodes,
  type MemberInfo,
  type PlayerInfo,
  type ProfileUpdate,
  type RegisterRules,
} from '@lobby/api';
import type {
  Gender,
  MessengerField,
  MessengerInput,
  ProfileChanges,
  ProfileDetails,
  ProfileResult,
  StockAvatarOption,
} from '@lobby/ui';
import { avatarImageUrl } from './avatars';
import { errorTextOf } from './errors';
import { maskedEmail } from './security';
import type { Translate } from './translate';

/** The messenger fields in the order the profile shows them (the registration form's). */
const messengerOrder: readonly MessengerField[] = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat'];

/** The platform's gender value in the profile's words; other spellings than ours are understood too. */
export function genderOf(code: string | null | undefined): Gender | null {
  switch (code?.trim().toUpperCase()) {
    case genderCodes.male:
    case 'MALE':
      return 'male';
    case genderCodes.female:
    case 'FEMALE':
      return 'female';
    case genderCodes.unspecified:
    case 'UNSPECIFIED':
      return 'unspecified';
    default:
      return null;
  }
}

const codeOfGender: Record<Gender, GenderCode> = {
  male: genderCodes.male,
  female: genderCodes.female,
  unspecified: genderCodes.unspecified,
};

/** A `YYYY-MM-DD` birthday, also when the platform adds a time to it; null for anything else. */
function birthdayOf(value: string | null | undefined): string | null {
  const day = /^(\d{4}-\d{2}-\d{2})(?:$|[ T])/.exec(value?.trim() ?? '')?.[1];
  return day ?? null;
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * The profile form's starting point: member info for the account, nickname,
 * e-mail and payee name (what the rest of the site shows), the personal
 * details' read for the rest, and the real name where member info has none.
 */
export function profileDetailsOf(member: MemberInfo, info: PlayerInfo | undefined): ProfileDetails {
  const messengers: Partial<Record<MessengerField, string>> = {};
  for (const field of messengerOrder) {
    const value = text(info?.[field]);
    if (value) messengers[field] = value;
  }
  return {
    username: member.account,
    nickname: text(member.nickname) ?? text(info?.nickname) ?? '',
    email: maskedEmail(text(member.email) ?? info?.email),
    realName: text(member.payeeName) ?? text(info?.realName),
    birthday: birthdayOf(info?.birthday),
    gender: genderOf(info?.gender),
    messengers,
  };
}

/** The messenger fields the registration settings enable, with the rule each value must follow. */
export function messengerInputsOf(rules: RegisterRules | undefined): MessengerInput[] {
  return messengerOrder.flatMap((field) => {
    const rule = rules?.[field];
    return rule && rule.enabled !== false ? [{ field, rule }] : [];
  });
}

/**
 * A save of the profile as the platform takes it: the nickname through its
 * own call (the platform has one for it, which checks it), everything else in
 * one personal-info update with the platform's gender codes; null where
 * nothing is left to send.
 */
export function profileWritesOf(changes: ProfileChanges): { nickname: string | null; update: ProfileUpdate | null } {
  const { nickname, gender, ...rest } = changes;
  const update: ProfileUpdate = { ...rest, ...(gender ? { gender: codeOfGender[gender] } : {}) };
  return { nickname: nickname ?? null, update: Object.keys(update).length > 0 ? update : null };
}

/** The current avatar: its image, and the stock avatar it is when it is one. */
export function currentAvatarOf(
  avatar: Avatar | undefined,
  stock: readonly StockAvatarOption[],
): { src: string | null; stockName: string | null } {
  const value = avatar?.avatar?.trim();
  return {
    src: avatarImageUrl(avatar, stock),
    stockName: value && stock.some((item) => item.name === value) ? value : null,
  };
}

/** A failed profile write, in the player's words. */
export function profileFailureOf(error: unknown, t: Translate): ProfileResult {
  return { ok: false, error: errorTextOf(error, t) };
}
