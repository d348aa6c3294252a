/** The member's personal details: the read the profile page shows and the update that changes them. */
import { genderCodes, profileEndpoints } from '@lobby/api';
import { fail } from '../sandbox/errors';
import type { Account } from '../sandbox/model';
import { answer, type Route } from './route';

/** Fields kept in the account's profile as they were sent (the registration form fills some of them). */
const messengerFields = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat'] as const;

const minimumAge = 21;
const genders: readonly string[] = Object.values(genderCodes);

/** `YYYY-MM-DD` of a real calendar day, as UTC midnight; null otherwise. */
function dayOf(text: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? date : null;
}

/** Whether someone born on `birthday` has had their 21st birthday by `now` (a 29 February birthday falls on 1 March). */
function ofAge(birthday: Date, now: number): boolean {
  const comesOfAge = new Date(
    Date.UTC(birthday.getUTCFullYear() + minimumAge, birthday.getUTCMonth(), birthday.getUTCDate()),
  );
  return comesOfAge.getTime() <= now;
}

export function playerInfoOf(account: Account) {
  return {
    nickname: account.nickname,
    email: account.email,
    realName: account.payeeName,
    birthday: account.profile.birthday ?? null,
    gender: account.profile.gender ?? null,
    ...Object.fromEntries(messengerFields.map((field) => [field, account.profile[field] ?? null])),
  };
}

export function profileRoutes(): Route[] {
  return [
    answer(profileEndpoints.playerInfo, ({ member }) => playerInfoOf(member())),

    answer(profileEndpoints.updateProfile, ({ sandbox, input, member }) => {
      const account = member();
      const birthday = input.birthday?.trim();
      if (birthday) {
        const day = dayOf(birthday);
        if (!day) fail('request.invalid', { detail: 'A birthday is written YYYY-MM-DD' });
        if (!ofAge(day, sandbox.now())) fail('birthday.underage');
      }
      const gender = input.gender?.trim();
      if (gender && !genders.includes(gender)) fail('request.invalid', { detail: `Unknown gender ${gender}` });
      const realName = input.realName?.trim();
      // The real name is the payee name of withdrawals: set once.
      if (realName && account.payeeName && realName !== account.payeeName) fail('real.name.set');
      const email = input.email?.trim();
      if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) fail('request.invalid', { detail: 'Invalid e-mail' });

      if (input.nickname !== undefined) account.nickname = input.nickname.trim() || account.nickname;
      if (email !== undefined) account.email = email || null;
      if (realName) account.payeeName = realName;
      if (birthday !== undefined) account.profile.birthday = birthday;
      if (gender !== undefined) account.profile.gender = gender;
      for (const field of messengerFields) {
        const value = input[field];
        if (value !== undefined) account.profile[field] = value.trim();
      }
      return null;
    }),
  ];
}
