/** What the profile page shows and what its forms answer, and the rules it checks before anything is sent. */
import type { RegistrationFieldRule } from '../accounts/validation';

/** A write ended: done, or the words of why not. */
export type ProfileResult = { ok: true } | { ok: false; error: string };

export type Gender = 'male' | 'female' | 'unspecified';
export const genders: readonly Gender[] = ['male', 'female', 'unspecified'];

/** Messenger accounts a player may give, each shown when the registration settings enable it. */
export const messengerFields = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat'] as const;
export type MessengerField = (typeof messengerFields)[number];

/** A messenger field on screen, with the registration rule its value must follow. */
export interface MessengerInput {
  field: MessengerField;
  rule: RegistrationFieldRule;
}

/** The player's details as the form starts from them. */
export interface ProfileDetails {
  username: string;
  nickname: string;
  /** The bound address (partly hidden); null when none is bound, and the field is then editable. */
  email: string | null;
  /** The payee name of withdrawals; null until set, read-only once set. */
  realName: string | null;
  /** `YYYY-MM-DD`, or null when not given. */
  birthday: string | null;
  gender: Gender | null;
  messengers: Partial<Record<MessengerField, string>>;
}

/** What a save changes: only the fields the player changed. */
export type ProfileChanges = Partial<
  { nickname: string; email: string; realName: string; birthday: string; gender: Gender } & Record<
    MessengerField,
    string
  >
>;

/** A stock avatar: its name (what is saved) and its image. */
export interface StockAvatarOption {
  name: string;
  src: string;
}

/** The avatar section: the current avatar, the stock set and the two ways to change it. */
export interface AvatarEditing {
  /** The current avatar's image; null shows the default avatar. */
  src: string | null;
  /** The stock avatar in use, when the current avatar is one. */
  stockName: string | null;
  stock: readonly StockAvatarOption[];
  onChooseStock: (name: string) => Promise<ProfileResult>;
  /** Saves a cropped picture, a 256 × 256 `data:image/…` URL. */
  onUpload: (dataUrl: string) => Promise<ProfileResult>;
}

// ---- the age rule ------------------------------------------------------------

/** A player must be at least this old to give a birthday. */
export const minimumProfileAge = 21;

interface Day {
  year: number;
  month: number;
  day: number;
}

/** A `YYYY-MM-DD` text of a real calendar day; null otherwise. */
export function parseDay(text: string): Day | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** `YYYY-MM-DD` of a moment in the player's own calendar. */
export function dayText(moment: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/**
 * Whether someone born on `birthday` is at least `minimumAge` years old on
 * the player's `today`: from their birthday that year on. A 29 February
 * birthday comes round on 1 March in a year without one.
 */
export function isOfAge(birthday: string, today: Date, minimumAge: number = minimumProfileAge): boolean {
  const born = parseDay(birthday);
  if (!born) return false;
  const year = born.year + minimumAge;
  const leapDayMissing = born.month === 2 && born.day === 29 && !isLeapYear(year);
  const comesOfAge = leapDayMissing ? { month: 3, day: 1 } : { month: born.month, day: born.day };
  const now = { year: today.getFullYear(), month: today.getMonth() + 1, day: today.getDate() };
  if (now.year !== year) return now.year > year;
  if (now.month !== comesOfAge.month) return now.month > comesOfAge.month;
  return now.day >= comesOfAge.day;
}

// ---- the avatar upload -------------------------------------------------------

/** Pictures a player may upload as their avatar. */
export const avatarUploadTypes: readonly string[] = ['image/png', 'image/jpeg'];
/** The largest picture accepted, 5 MB. */
export const avatarUploadMaxBytes = 5 * 1024 * 1024;

/** Why a chosen file cannot be an avatar, or null when it can. */
export function avatarFileProblem(file: Pick<File, 'name' | 'type' | 'size'>): 'type' | 'size' | null {
  // A browser that cannot tell the type leaves it empty: the name's extension says.
  const known = file.type ? avatarUploadTypes.includes(file.type) : /\.(png|jpe?g)$/i.test(file.name);
  if (!known) return 'type';
  if (file.size > avatarUploadMaxBytes) return 'size';
  return null;
}
