import type { CountryOption } from '../types';

/** The ISO code of the country a dialing code belongs to (the first one, when several share it). */
export function countryOfDialingCode(countries: readonly CountryOption[], dialingCode: string | undefined): string {
  const wanted = dialingCode?.replace(/^\+/, '').trim();
  const match = wanted ? countries.find((country) => country.dialingCode === wanted) : undefined;
  return match?.code ?? countries[0]?.code ?? '';
}

/** The dialing code of a country, `''` without one. */
export function dialingCodeOf(countries: readonly CountryOption[], code: string): string {
  return countries.find((country) => country.code === code)?.dialingCode ?? '';
}
