/**
 * The interface languages the product ships (default EN): the one registry
 * every per-language choice reads. `code` is the platform's: what it expects
 * in the `Language` header and what is saved as `lang`; it is used only at
 * that edge. `tag` is the BCP 47 language tag everything inside runs on:
 * i18next (and so its plural rules), `Intl` number and date formats,
 * `<html lang>`. `dir` is the writing direction.
 *
 * Adding a language is this one line plus its messages in
 * `locales/<folder>/` (the folder is the tag's language subtag, see
 * `localeFolderOf`), holding every key of `locales/en/`.
 */
export const interfaceLanguages = [
  { code: 'EN', tag: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'CN', tag: 'zh-CN', nativeName: '简体中文', dir: 'ltr' },
  { code: 'VI', tag: 'vi', nativeName: 'Tiếng Việt', dir: 'ltr' },
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

/** The folder under `locales/` holding a language's messages: the tag's language subtag (`zh-CN` in `zh`). */
export function localeFolderOf(tag: LanguageTag): string {
  return tag.split('-')[0]?.toLowerCase() ?? tag;
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
 * The languages the platform's dictionary names (about forty), by its
 * language code. Their names come from `Intl.DisplayNames` in the reader's
 * language (`languageNameOf`), not from hand-written messages.
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

/** The BCP 47 tag of each dictionary code where it differs from the lower-cased code. */
const dictionaryTags: Partial<Record<DictionaryLanguageCode, string>> = {
  CN: 'zh-Hans',
  TW: 'zh-Hant',
  TL: 'fil',
  NO: 'nb',
};

/** A dictionary language's name in the reader's language (`locale`, a tag), e.g. `Tiếng Việt` is "Vietnamese" in `en`. */
export function languageNameOf(code: DictionaryLanguageCode, locale: string): string {
  const tag = dictionaryTags[code] ?? code.toLowerCase();
  return new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' }).of(tag) ?? code;
}
