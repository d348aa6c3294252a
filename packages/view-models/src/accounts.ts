import { type Announcements, type Country, countryFlagUrl } from '@lobby/api';
import type { CountryOption } from '@lobby/ui';
import { safeImageUrl } from './safeUrls';

/** The dialing codes of the phone fields, each with its flag from the image CDN once one is known. */
export function countryOptionsOf(
  countries: readonly Country[] | undefined,
  imageHost: string | undefined,
): CountryOption[] {
  return (countries ?? []).map((country) => ({
    code: country.countryCode,
    dialingCode: country.countryDialingCode.replace(/^\+/, ''),
    ...(imageHost ? { flagUrl: countryFlagUrl(imageHost, country.countryCode) } : {}),
    ...(country.countryName ? { name: country.countryName } : {}),
  }));
}

/** The art of the login and register modal: the first banner of the `w_login` and `w_register` groups. */
export function authBannersOf(announcements: Pick<Announcements, 'banners'> | undefined): {
  loginBanner: string | null;
  registerBanner: string | null;
} {
  const first = (group: string) => {
    const banner = announcements?.banners.find((candidate) => candidate.groupName === group);
    return (banner && safeImageUrl(banner.url)) ?? null;
  };
  return { loginBanner: first('w_login'), registerBanner: first('w_register') };
}
