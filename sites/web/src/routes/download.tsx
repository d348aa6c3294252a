import { useRouters } from '@lobby/api/hooks';
import { currentLanguage, useMessageArea, useTranslation } from '@lobby/i18n';
import { AppDownloadPage } from '@lobby/ui';
import { appsOf, statusOf } from '@lobby/view-models';
import { useMemo } from 'react';

/** /down: the app builds of the routers call's resources. */
export default function DownloadPage() {
  useMessageArea('help');
  const { i18n } = useTranslation();
  const routers = useRouters();
  const { data, isValidating, mutate } = routers;
  const language = currentLanguage(i18n);
  const apps = useMemo(() => appsOf(data?.resources, language), [data, language]);
  return (
    <AppDownloadPage status={statusOf(routers)} apps={apps} onRetry={() => void mutate()} retrying={isValidating} />
  );
}
