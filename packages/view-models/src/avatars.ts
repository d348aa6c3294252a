import type { Avatar } from '@lobby/api';
import { safeImageUrl } from './safeUrls';

/**
 * The stock avatars a player may choose (avatarType STATIC). No platform call
 * lists them: the site ships the images, and a stock avatar's value on the
 * platform is the image's name.
 */
export const stockAvatarNames: readonly string[] = Array.from(
  { length: 12 },
  (_, index) => `avatar-${String(index + 1).padStart(2, '0')}`,
);

/** A stock avatar: its name (the platform's value) and its image's address. */
export interface StockAvatar {
  name: string;
  src: string;
}

/** The stock avatars whose images are served under `base` (`/avatars/` gives `/avatars/avatar-01.svg`). */
export function stockAvatarsAt(base: string, names: readonly string[] = stockAvatarNames): StockAvatar[] {
  const folder = base.endsWith('/') ? base : `${base}/`;
  return names.map((name) => ({ name, src: `${folder}${name}.svg` }));
}

/**
 * The image of a player's avatar: a stock avatar's name gives its image, an
 * uploaded picture (http(s) or an inline image) its address; anything else,
 * or nothing, is null and the default avatar shows.
 */
export function avatarImageUrl(
  avatar: Pick<Avatar, 'avatar'> | null | undefined,
  stock: readonly StockAvatar[],
): string | null {
  const value = avatar?.avatar?.trim();
  if (!value) return null;
  const stockAvatar = stock.find((item) => item.name === value);
  if (stockAvatar) return stockAvatar.src;
  return /^(https?:|data:image\/)/i.test(value) ? safeImageUrl(value) : null;
}
