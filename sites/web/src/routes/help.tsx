import { useHelpCenter } from '@lobby/api/hooks';
import { HelpCenter } from '@lobby/ui';
import { helpItemsOf, statusOf } from '@lobby/view-models';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { modals } from '../app/modals';

/** /help: the help center; /help#terms opens on that entry */
export default function HelpPage() {
  const help = useHelpCenter();
  const { data, isValidating, mutate } = help;
  const items = useMemo(() => (data ? helpItemsOf(data) : []), [data]);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <HelpCenter
      status={statusOf(help)}
      items={items}
      activeId={location.hash.replace(/^#/, '') || undefined}
      onActiveIdChange={(id) => navigate({ hash: id }, { replace: true })}
      onRetry={() => mutate()}
      retrying={isValidating}
      onFeedback={() => modals.open('feedbackModal')}
    />
  );
}
