import i18next, { type i18n as I18nInstance } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  codeOfTag,
  defaultLanguage,
  dirOf,
  htmlLangOf,
  interfaceLanguages,
  isLanguageCode,
  type LanguageCode,
  type LanguageTag,
  localeFolderOf,
  tagOf,
} from './languages';
import en from './locales/en';
import { loadedMessageAreas, loadMessageArea } from './messageAreas';

export type Messages = typeof en;

// EN ships in the first bundle because it is the default and the fallback;
// every other language's folder is its own chunk, fetched only when a player picks it.
const lazyLocales = import.meta.glob<{ default: object }>(['./locales/*/index.ts', '!./locales/en/index.ts']);

function loadLocale(tag: LanguageTag): Promise<{ default: object }> {
  const load = lazyLocales[`./locales/${localeFolderOf(tag)}/index.ts`];
  if (!load) return Promise.reject(new Error(`No messages for the interface language ${tag}`));
  return load();
}

export interface CreateI18nOptions {
  /** Language to start in; falls back to EN for anything unknown. */
  language?: string | null;
}

/**
 * A fresh i18next instance wired for React. Each host (site, Storybook, a
 * test) makes its own so that they never share language state.
 */
export function createI18n(options: CreateI18nOptions = {}): I18nInstance {
  const instance = i18next.createInstance();
  // i18next runs on language tags, so its plural rules are the language's own (Chinese has no singular).
  const fallback = tagOf(defaultLanguage);
  void instance.use(initReactI18next).init({
    lng: fallback,
    fallbackLng: fallback,
    supportedLngs: interfaceLanguages.map((language) => language.tag),
    lowerCaseLng: false,
    load: 'currentOnly',
    // A copy: areas merged in later must not change the module's own messages, which other instances share.
    resources: { [fallback]: { translation: structuredClone(en) } },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  const wanted = options.language;
  if (isLanguageCode(wanted) && wanted !== defaultLanguage) {
    void setLanguage(instance, wanted);
  }
  return instance;
}

/** Loads a language's messages if needed, then switches to it. */
export async function setLanguage(instance: I18nInstance, code: LanguageCode): Promise<void> {
  const tag = tagOf(code);
  if (code !== defaultLanguage && !instance.hasResourceBundle(tag, 'translation')) {
    const messages = await loadLocale(tag);
    instance.addResourceBundle(tag, 'translation', structuredClone(messages.default), true, true);
  }
  // Screens on view keep their deferred messages across the switch.
  await Promise.all(loadedMessageAreas(instance).map((area) => loadMessageArea(instance, area, code)));
  await instance.changeLanguage(tag);
  if (typeof document !== 'undefined') {
    document.documentElement.lang = htmlLangOf(code);
    document.documentElement.dir = dirOf(code);
  }
}

/** The language an instance is showing, as a platform code (for the platform and saved settings). */
export function currentLanguage(instance: I18nInstance): LanguageCode {
  return codeOfTag(instance.resolvedLanguage ?? instance.language);
}

/** The language an instance is showing, as a language tag (for `Intl` formats). */
export function currentLocale(instance: I18nInstance): LanguageTag {
  return tagOf(currentLanguage(instance));
}
