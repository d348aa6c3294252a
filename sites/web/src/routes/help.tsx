import { useHelpCenter } from '@lobby/api/hooks';
import { HelpCenter } from '@lobby/ui';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { helpItemsOf } from '../features/help/helpItems';

/** /help: the help center; /help#terms opens on that entry (spec §2). */
export default function HelpPage() {
  const { data, error, isValidating, mutate } = useHelpCenter();
  const items = useMemo(() => (data ? helpItemsOf(data) : []), [data]);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <HelpCenter
      status={data ? 'ready' : error ? 'error' : 'loading'}
      items={items}
      activeId={location.hash.replace(/^#/, '') || undefined}
      onActiveIdChange={(id) => navigate({ hash: id }, { replace: true })}
      onRetry={() => mutate()}
      retrying={isValidating}
    />
  );
}
