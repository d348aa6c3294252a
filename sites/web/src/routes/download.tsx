import { useRouters } from '@lobby/api/hooks';
import { useTranslation } from '@lobby/i18n';
import { AppDownloadPage } from '@lobby/ui';
import { useMemo } from 'react';
import { appsOf } from '../features/download/appsOf';

/** /down: the app builds of the routers call's resources (spec §2). */
export default function DownloadPage() {
  const { i18n } = useTranslation();
  const { data, error, isValidating, mutate } = useRouters();
  const apps = useMemo(() => appsOf(data?.resources, i18n.language), [data, i18n.language]);
  return (
    <AppDownloadPage
      status={data ? 'ready' : error ? 'error' : 'loading'}
      apps={apps}
      onRetry={() => void mutate()}
      retrying={isValidating}
    />
  );
}
