export type { i18n as I18n, ParseKeys as MessageKey, TFunction } from 'i18next';
// One copy of react-i18next for every package: the design system and the site
// both take these from here so they always share the same context.
export { I18nextProvider, Trans, useTranslation } from 'react-i18next';
export { createFullI18n } from './createFullI18n';
export type { CreateI18nOptions, Messages } from './createI18n';
export { createI18n, currentLanguage, currentLocale, setLanguage } from './createI18n';
export type { DictionaryLanguageCode, LanguageCode, LanguageTag } from './languages';
export {
  codeOfTag,
  defaultLanguage,
  dictionaryLanguageCodes,
  dirOf,
  htmlLangOf,
  interfaceLanguages,
  isLanguageCode,
  languageNameOf,
  localeFolderOf,
  tagOf,
} from './languages';
export { loadMessageArea, type MessageArea, useMessageArea } from './messageAreas';
