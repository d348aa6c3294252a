import { useTranslation } from '@lobby/i18n';
import { useEffect } from 'react';
import { brandFileProblems } from '../brands';
import { alerts } from './alerts';

let told = false;

/**
 * A deployed brand file that could not be used is the merchant's to fix: say
 * which fields are wrong, once (the built-in brand is what shows meanwhile).
 */
export default function BrandFileNotice() {
  const { t } = useTranslation();
  useEffect(() => {
    if (told || brandFileProblems.length === 0) return;
    told = true;
    alerts.show({
      tone: 'warning',
      title: t('site.brandFile.title'),
      message: (
        <>
          {t('site.brandFile.message')}
          <ul>
            {brandFileProblems.map(({ field, message }) => (
              <li key={`${field}:${message}`}>
                <code>{field || t('site.brandFile.wholeFile')}</code>: {message}
              </li>
            ))}
          </ul>
        </>
      ),
    });
  }, [t]);
  return null;
}
