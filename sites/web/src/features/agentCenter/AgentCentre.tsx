import { agentContractsOf } from '@lobby/api';
import { useConsolidated, useSettings, useWhitelabel } from '@lobby/api/hooks';
import { useTranslation } from '@lobby/i18n';
import {
  AgentCenterPanel,
  type AgentCentrePage,
  agentCentre,
  type CentreFacts,
  centrePageEntry,
  centrePageFor,
} from '@lobby/ui';
import { useEffect, useMemo, useState } from 'react';
import { CentrePageView } from '../panels/CentrePageView';
import { usePanels } from '../panels/panelAddress';
import { agentCentrePages } from './pages';

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
  const { switches, error: settingsError } = useSettings();
  const whitelabel = useWhitelabel();

  const contracts = useMemo(
    () => (consolidated.data ? agentContractsOf(consolidated.data) : null),
    [consolidated.data],
  );
  const facts = useMemo<CentreFacts>(
    () => ({ switches: switches ?? {}, contracts: contracts?.enabled ?? [] }),
    [switches, contracts],
  );
  const loaded = contracts !== null && switches !== undefined;
  const error = !loaded && (Boolean(consolidated.error) || (switches === undefined && Boolean(settingsError)));

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
      loaded={loaded}
      error={error}
      onRetry={() => {
        void consolidated.mutate();
        if (switches === undefined) void whitelabel.mutate();
      }}
      retrying={consolidated.isValidating || whitelabel.isValidating}
      page={shown}
      onPageChange={(next) => panels.open({ panel: 'agent', page: next })}
      facts={facts}
      pendingRequests={contracts?.pending}
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
