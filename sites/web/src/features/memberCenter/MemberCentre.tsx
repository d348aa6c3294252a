import { canTransferToUpline } from '@lobby/api';
import { useMemberInfo, useMissionSummary, useSettings, useWhitelabel } from '@lobby/api/hooks';
import { useTranslation } from '@lobby/i18n';
import {
  type CentreFacts,
  centrePageEntry,
  centrePageFor,
  MemberCenterPanel,
  type MemberCentrePage,
  memberCentre,
} from '@lobby/ui';
import { useEffect, useMemo, useState } from 'react';
import { CentrePageView } from '../panels/CentrePageView';
import { usePanels } from '../panels/panelAddress';
import { memberCentrePages } from './pages';

export interface MemberCentreProps {
  /** The host let the centre open (a logged-in member, not a trial account). */
  open: boolean;
  /** The page the address names, as written. */
  requestedPage: string | null;
}

/**
 * The member centre: the sections the merchant's settings and the member's
 * facts allow, and the page the address names (the default page when it
 * names one this member cannot see). Shows once its data has loaded.
 */
export function MemberCentre({ open, requestedPage }: MemberCentreProps) {
  const { t } = useTranslation();
  const panels = usePanels();
  const info = useMemberInfo({ enabled: open });
  const missions = useMissionSummary(undefined, { enabled: open });
  const { switches, error: settingsError } = useSettings();
  const whitelabel = useWhitelabel();

  const facts = useMemo<CentreFacts>(
    () => ({ switches: switches ?? {}, memberFacts: { toUpline: canTransferToUpline(info.data) } }),
    [switches, info.data],
  );
  const loaded = Boolean(info.data) && switches !== undefined && (Boolean(missions.data) || Boolean(missions.error));
  const error = !loaded && (Boolean(info.error) || (switches === undefined && Boolean(settingsError)));

  const page = centrePageFor(memberCentre, requestedPage, facts);
  // The address names the page on screen: an unknown or hidden page gives way to the default.
  useEffect(() => {
    if (open && loaded && page !== requestedPage) panels.replace({ panel: 'member', page });
  }, [loaded, open, page, panels, requestedPage]);

  // While the panel plays its closing animation, it keeps the page it showed.
  const [lastShown, setLastShown] = useState<MemberCentrePage>(page);
  if (open && lastShown !== page) setLastShown(page);
  const shown = open ? page : lastShown;
  const entry = centrePageEntry(memberCentre, shown);

  return (
    <MemberCenterPanel
      open={open}
      onClose={panels.close}
      loaded={loaded}
      error={error}
      onRetry={() => {
        void info.mutate();
        if (switches === undefined) void whitelabel.mutate();
      }}
      retrying={info.isValidating || whitelabel.isValidating}
      page={shown}
      onPageChange={(next) => panels.open({ panel: 'member', page: next })}
      facts={facts}
      missionCount={missions.data?.count ?? 0}
    >
      <CentrePageView<MemberCentrePage>
        component={memberCentrePages[shown]}
        page={shown}
        title={t(entry?.labelKey ?? 'panels.member.title')}
        openPage={(next) => panels.open({ panel: 'member', page: next })}
        close={panels.close}
      />
    </MemberCenterPanel>
  );
}
