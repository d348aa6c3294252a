import { readLanguage, writeLanguage } from '@lobby/api/session';
import { codeOfTag, createI18n, isLanguageCode, type LanguageCode, setLanguage } from '@lobby/i18n';
import { brand } from '../brands';
import { loadLanguageFace } from './startup/languageFace';

/** The saved language when this brand offers it, else the brand's default. */
export function siteLanguage(): LanguageCode {
  const saved = readLanguage();
  return isLanguageCode(saved) && brand.languages.includes(saved) ? saved : brand.defaultLanguage;
}

/** The site's one i18next instance, starting in the saved language (`lang`). */
export const i18n = createI18n({ language: siteLanguage() });

void loadLanguageFace(siteLanguage());
i18n.on('languageChanged', (tag) => void loadLanguageFace(codeOfTag(tag)));

/**
 * Switches the interface language without a reload, saves it as `lang` and
 * `hisLang`, and so moves the platform's `Language` header too.
 */
export async function changeLanguage(code: LanguageCode): Promise<void> {
  writeLanguage(code);
  await setLanguage(i18n, code);
}
