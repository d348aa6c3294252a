import { useMemberInfo, useMissionSummary, useSettings, useWhitelabel } from '@lobby/api/hooks';
import { currentLanguage, loadMessageArea, useTranslation } from '@lobby/i18n';
import {
  centrePageEntry,
  centrePageFor,
  hasContent,
  MemberCenterPanel,
  type MemberCentrePage,
  memberCentre,
} from '@lobby/ui';
import { memberCentreFactsOf, optional, statusOfAll } from '@lobby/view-models';
import { useEffect, useMemo, useState } from 'react';
import { i18n } from '../../app/i18n';
import { CentrePageView } from '../panels/CentrePageView';
import { usePanels } from '../panels/panelAddress';
import { memberCentrePages } from './pages';

// The pages' messages are fetched with the centre's code, so a page rarely waits for them.
void loadMessageArea(i18n, 'memberCentre', currentLanguage(i18n));

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
  const { switches } = useSettings();
  const whitelabel = useWhitelabel();

  const facts = useMemo(() => memberCentreFactsOf(switches, info.data), [switches, info.data]);
  // The mission badge is a nicety: a failed mission summary does not hold the centre back.
  const status = statusOfAll([info, whitelabel, optional(missions)]);
  const loaded = hasContent(status);

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
      status={status}
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
