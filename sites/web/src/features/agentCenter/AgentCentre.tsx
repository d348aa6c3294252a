import { useConsolidated, useSettings, useWhitelabel } from '@lobby/api/hooks';
import { currentLanguage, loadMessageArea, useTranslation } from '@lobby/i18n';
import {
  AgentCenterPanel,
  type AgentCentrePage,
  agentCentre,
  centrePageEntry,
  centrePageFor,
  hasContent,
} from '@lobby/ui';
import { agentCentreOf, statusOfAll } from '@lobby/view-models';
import { useEffect, useMemo, useState } from 'react';
import { i18n } from '../../app/i18n';
import { CentrePageView } from '../panels/CentrePageView';
import { usePanels } from '../panels/panelAddress';
import { agentCentrePages } from './pages';

// The pages' messages are fetched with the centre's code, so a page rarely waits for them.
void loadMessageArea(i18n, 'agentCentre', currentLanguage(i18n));
// Register account checks a new downline by the registration rules, whose messages are the accounts area's.
void loadMessageArea(i18n, 'accounts', currentLanguage(i18n));

export interface AgentCentreProps {
  /** The host let the centre open (a logged-in agent). */
  open: boolean;
  /** The page the address names, as written. */
  requestedPage: string | null;
}

/**
 * The agent centre: team and report pages, the pages of the contract kinds
 * enabled for the agent (with the requests waiting for an answer as badges),
 * and the page the address names (the default page when it names one this
 * agent cannot see). Shows once its data has loaded.
 */
export function AgentCentre({ open, requestedPage }: AgentCentreProps) {
  const { t } = useTranslation();
  const panels = usePanels();
  const consolidated = useConsolidated(undefined, { enabled: open });
  const { switches } = useSettings();
  const whitelabel = useWhitelabel();

  const { facts, pendingRequests } = useMemo(
    () => agentCentreOf(switches, consolidated.data),
    [switches, consolidated.data],
  );
  const status = statusOfAll([consolidated, whitelabel]);
  const loaded = hasContent(status);

  const page = centrePageFor(agentCentre, requestedPage, facts);
  // The address names the page on screen: an unknown or hidden page gives way to the default.
  useEffect(() => {
    if (open && loaded && page !== requestedPage) panels.replace({ panel: 'agent', page });
  }, [loaded, open, page, panels, requestedPage]);

  // While the panel plays its closing animation, it keeps the page it showed.
  const [lastShown, setLastShown] = useState<AgentCentrePage>(page);
  if (open && lastShown !== page) setLastShown(page);
  const shown = open ? page : lastShown;
  const entry = centrePageEntry(agentCentre, shown);

  return (
    <AgentCenterPanel
      open={open}
      onClose={panels.close}
      status={status}
      onRetry={() => {
        void consolidated.mutate();
        if (switches === undefined) void whitelabel.mutate();
      }}
      retrying={consolidated.isValidating || whitelabel.isValidating}
      page={shown}
      onPageChange={(next) => panels.open({ panel: 'agent', page: next })}
      facts={facts}
      pendingRequests={pendingRequests}
    >
      <CentrePageView<AgentCentrePage>
        component={agentCentrePages[shown]}
        page={shown}
        title={t(entry?.labelKey ?? 'panels.agent.title')}
        openPage={(next) => panels.open({ panel: 'agent', page: next })}
        close={panels.close}
      />
    </AgentCenterPanel>
  );
}
