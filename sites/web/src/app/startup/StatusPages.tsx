// The full-page states of start-up, in their own chunk: most visits never need them.
import type { PlatformError } from '@lobby/api';
import { useTranslation } from '@lobby/i18n';
import { ErrorView } from '@lobby/ui';
import { failedLoadViewOf } from '@lobby/view-models';

export { IpRestrictionPage, MaintenancePage } from '@lobby/ui';

/** The start-up status call failed: what went wrong, its details, and Retry. */
export function StartupErrorView({
  error,
  siteName,
  onRetry,
}: {
  error: PlatformError;
  siteName: string;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ErrorView variant="page" siteName={siteName} homeHref={null} {...failedLoadViewOf(error, t)} onRetry={onRetry} />
  );
}
