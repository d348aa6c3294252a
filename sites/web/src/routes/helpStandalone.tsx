import { useHelpCenter } from '@lobby/api/hooks';
import { HelpCenter } from '@lobby/ui';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { brand } from '../brands';
import { helpItemsOf } from '../features/help/helpItems';

/** /helpmc: the help center on its own, without the site's shell (spec §2). */
export default function StandaloneHelpPage() {
  const { data, error, isValidating, mutate } = useHelpCenter();
  const items = useMemo(() => (data ? helpItemsOf(data) : []), [data]);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <HelpCenter
      variant="standalone"
      siteName={brand.siteName}
      status={data ? 'ready' : error ? 'error' : 'loading'}
      items={items}
      activeId={location.hash.replace(/^#/, '') || undefined}
      onActiveIdChange={(id) => navigate({ hash: id }, { replace: true })}
      onRetry={() => mutate()}
      retrying={isValidating}
    />
  );
}
