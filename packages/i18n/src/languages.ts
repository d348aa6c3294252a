/**
 * The interface languages the product ships (default EN): the one registry
 * every per-language choice reads. `code` is the platform's: what it expects
 * in the `Language` header and what is saved as `lang`; it is used only at
 * that edge. `tag` is the BCP 47 language tag everything inside runs on:
 * i18next (and so its plural rules), `Intl` number and date formats,
 * `<html lang>`. `dir` is the writing direction.
 */
export const interfaceLanguages = [
  { code: 'EN', tag: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'CN', tag: 'zh-CN', nativeName: '简体中文', dir: 'ltr' },
] as const;

export type LanguageCode = (typeof interfaceLanguages)[number]['code'];
export type LanguageTag = (typeof interfaceLanguages)[number]['tag'];

export const defaultLanguage: LanguageCode = 'EN';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return interfaceLanguages.some((language) => language.code === value);
}

/** The language tag of a platform code. */
export function tagOf(code: LanguageCode): LanguageTag {
  return interfaceLanguages.find((language) => language.code === code)?.tag ?? 'en';
}

/** The platform code of a language tag; the default language for a tag the product does not ship. */
export function codeOfTag(tag: string | undefined): LanguageCode {
  return interfaceLanguages.find((language) => language.tag === tag)?.code ?? defaultLanguage;
}

/** The BCP 47 tag for `<html lang>`. */
export function htmlLangOf(code: LanguageCode): string {
  return tagOf(code);
}

/** The writing direction for `<html dir>`. */
export function dirOf(code: LanguageCode): 'ltr' | 'rtl' {
  return interfaceLanguages.find((language) => language.code === code)?.dir ?? 'ltr';
}

/**
 * Language names the dictionary lists ("about 40 language names"),
 * by the platform's language code. Their display text is translated under
 * `languageName.<code>`.
 */
export const dictionaryLanguageCodes = [
  'EN',
  'CN',
  'TW',
  'VI',
  'TH',
  'ID',
  'MS',
  'KO',
  'JA',
  'HI',
  'BN',
  'TA',
  'TE',
  'UR',
  'MY',
  'KM',
  'LO',
  'TL',
  'NE',
  'SI',
  'AR',
  'FA',
  'TR',
  'RU',
  'UK',
  'PL',
  'DE',
  'FR',
  'ES',
  'PT',
  'IT',
  'NL',
  'SV',
  'NO',
  'DA',
  'FI',
  'EL',
  'CS',
  'HU',
  'RO',
] as const;

export type DictionaryLanguageCode = (typeof dictionaryLanguageCodes)[number];
