import { useUpdateLanguage } from '@lobby/api/hooks';
import { currentLanguage, interfaceLanguages, isLanguageCode, useTranslation } from '@lobby/i18n';
import { useCallback, useMemo } from 'react';
import { changeLanguage } from '../../app/i18n';
import { useSession } from '../../app/session';
import { brand } from '../../brands';

/**
 * The language select of the side menu: switches without a reload, saves
 * `lang` and `hisLang`, and tells the platform for a logged-in player
 * (the language update call), so its messages follow.
 */
export function useLanguageSwitch() {
  const { i18n } = useTranslation();
  const session = useSession();
  const { trigger } = useUpdateLanguage();
  const languages = useMemo(
    () =>
      interfaceLanguages
        .filter((language) => brand.languages.includes(language.code))
        .map((language) => ({ code: language.code, label: language.nativeName })),
    [],
  );
  const select = useCallback(
    async (code: string) => {
      if (!isLanguageCode(code)) return;
      await changeLanguage(code);
      if (session.isLoggedIn) {
        // The interface has switched already; the platform catching up may fail quietly.
        await trigger({ language: code }).catch(() => undefined);
      }
    },
    [session.isLoggedIn, trigger],
  );
  return { languages, language: currentLanguage(i18n), select };
}
