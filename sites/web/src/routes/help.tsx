import { useHelpCenter } from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { HelpCenter, JoinUs, ResponsibleGaming } from '@lobby/ui';
import { helpEntryOf, helpItemsOf, statusOf } from '@lobby/view-models';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { modals } from '../app/modals';
import { usePageRoute } from '../app/pageRoute';
import { useSession } from '../app/session';
import { useCustomerService } from '../features/customerService/useCustomerService';
import { realityCheckInterval, useRealityCheckInterval } from '../features/responsibleGaming/realityCheck';
import { useSiteFlags } from '../features/shell/useShellData';

/** The module's routes: /join is the agent programme, /responsibleGaming the player's tools, /help the help center. */
export default function HelpRoutes() {
  const path = useLocation().pathname.toLowerCase();
  if (path === '/join') return <JoinPage />;
  if (path === '/responsiblegaming') return <ResponsibleGamingPage />;
  return <HelpPage />;
}

/** /help: the help center; /help#terms opens on that entry */
function HelpPage() {
  useMessageArea('help');
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
  const programmeHtml = useMemo(() => helpEntryOf(help.data, 'affiliates'), [help.data]);
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

/**
 * /responsibleGaming: the reality check's interval (kept on this device), the
 * limits customer service sets, and the merchant's own policy (its help
 * centre's Responsible Gaming entry).
 */
function ResponsibleGamingPage() {
  useMessageArea('accounts');
  const { t } = useTranslation();
  const { titleKey } = usePageRoute();
  const session = useSession();
  const openCustomerService = useCustomerService();
  const interval = useRealityCheckInterval();
  const help = useHelpCenter();
  const policyHtml = useMemo(() => helpEntryOf(help.data, 'responsible-gaming'), [help.data]);
  return (
    <ResponsibleGaming
      title={t(titleKey)}
      interval={interval}
      onIntervalChange={realityCheckInterval.set}
      signedIn={session.isLoggedIn}
      policyHtml={policyHtml}
      policyStatus={statusOf(help)}
      onRetryPolicy={() => void help.mutate()}
      onContact={() => void openCustomerService()}
    />
  );
}
