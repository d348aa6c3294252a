import { useHelpCenter } from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { HelpCenter, JoinUs } from '@lobby/ui';
import { helpItemsOf, joinUsProgrammeOf, statusOf } from '@lobby/view-models';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { modals } from '../app/modals';
import { usePageRoute } from '../app/pageRoute';
import { useSession } from '../app/session';
import { useCustomerService } from '../features/customerService/useCustomerService';
import { useSiteFlags } from '../features/shell/useShellData';

/** The module's routes: /join is the agent programme, /help the help center. */
export default function HelpRoutes() {
  return useLocation().pathname.toLowerCase() === '/join' ? <JoinPage /> : <HelpPage />;
}

/** /help: the help center; /help#terms opens on that entry */
function HelpPage() {
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

/**
 * /join: the merchant's agent programme (its help centre's Affiliates entry),
 * how becoming an agent goes, and customer service to start; visitors may
 * register first where the merchant lets them.
 */
function JoinPage() {
  useMessageArea('accounts');
  const { t } = useTranslation();
  const { titleKey } = usePageRoute();
  const session = useSession();
  const openCustomerService = useCustomerService();
  const { directRegistration } = useSiteFlags();
  const help = useHelpCenter();
  const programmeHtml = useMemo(() => joinUsProgrammeOf(help.data), [help.data]);
  return (
    <JoinUs
      title={t(titleKey)}
      programmeHtml={programmeHtml}
      status={statusOf(help)}
      onRetry={() => void help.mutate()}
      onContact={() => void openCustomerService()}
      onRegister={!session.isLoggedIn && directRegistration ? () => modals.open('registerModal') : undefined}
    />
  );
}
