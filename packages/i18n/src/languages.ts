/**
 * Interface languages the product ships (EN and CN, default EN).
 * `code` is what the platform expects in the `Language` header and what is
 * saved as `lang`; `htmlLang` is the BCP 47 tag for `<html lang>`.
 */
export const interfaceLanguages = [
  { code: 'EN', htmlLang: 'en', nativeName: 'English' },
  { code: 'CN', htmlLang: 'zh-CN', nativeName: '简体中文' },
] as const;

export type LanguageCode = (typeof interfaceLanguages)[number]['code'];

export const defaultLanguage: LanguageCode = 'EN';

export function isLanguageCode(value: unknown): value is LanguageCode {
  return interfaceLanguages.some((language) => language.code === value);
}

export function htmlLangOf(code: LanguageCode): string {
  return interfaceLanguages.find((language) => language.code === code)?.htmlLang ?? 'en';
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
