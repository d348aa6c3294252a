import { useHelpCenter } from '@lobby/api/hooks';
import { useMessageArea } from '@lobby/i18n';
import { HelpCenter } from '@lobby/ui';
import { helpItemsOf, statusOf } from '@lobby/view-models';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { brand } from '../brands';

/** /helpmc: the help center on its own, without the site's shell */
export default function StandaloneHelpPage() {
  useMessageArea('help');
  const help = useHelpCenter();
  const { data, isValidating, mutate } = help;
  const items = useMemo(() => (data ? helpItemsOf(data) : []), [data]);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <HelpCenter
      variant="standalone"
      siteName={brand.siteName}
      status={statusOf(help)}
      items={items}
      activeId={location.hash.replace(/^#/, '') || undefined}
      onActiveIdChange={(id) => navigate({ hash: id }, { replace: true })}
      onRetry={() => mutate()}
      retrying={isValidating}
    />
  );
}
