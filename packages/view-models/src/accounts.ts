import { type Announcements, type Country, countryFlagPath } from '@lobby/api';
import type { CountryOption } from '@lobby/ui';
import { safeImageUrl } from './safeUrls';

/**
 * The dialing codes of the phone fields, each with its flag as a path on the
 * image CDN: the host's `CdnProvider` picks the host, so the flags of a form
 * opened after a host failed come from another one.
 */
export function countryOptionsOf(countries: readonly Country[] | undefined): CountryOption[] {
  return (countries ?? []).map((country) => ({
    code: country.countryCode,
    dialingCode: country.countryDialingCode.replace(/^\+/, ''),
    flagPath: countryFlagPath(country.countryCode),
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
