import { readLanguage, writeLanguage } from '@lobby/api/session';
import { createI18n, isLanguageCode, type LanguageCode, setLanguage } from '@lobby/i18n';
import { brand } from '../brands';

const saved = readLanguage();
const initial: LanguageCode = isLanguageCode(saved) && brand.languages.includes(saved) ? saved : brand.defaultLanguage;

/** The site's one i18next instance, starting in the saved language (`lang`). */
export const i18n = createI18n({ language: initial });

/**
 * Switches the interface language without a reload, saves it as `lang` and
 * `hisLang`, and so moves the platform's `Language` header too.
 */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  writeLanguage(code);
  await setLanguage(i18n, code);
}
