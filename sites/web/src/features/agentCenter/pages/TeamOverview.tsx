import { useTeamOverview, useTeamOverviewDaily } from '@lobby/api/hooks';
import { useMessageArea } from '@lobby/i18n';
import { type AgentCentrePage, TeamOverview as TeamOverviewView, type TeamPeriod, useCurrency } from '@lobby/ui';
import { statusOf, teamDaysOf, teamFiguresOf, teamPeriodRange } from '@lobby/view-models';
import { useMemo, useState } from 'react';
import { useAmountLocale } from '../../memberCenter/useRecordFilters';
import type { CentrePageProps } from '../../panels/centrePage';

// The period chosen stays for the life of the site, so coming back to the page finds it as left.
let keptPeriod: TeamPeriod = 'last7';

/**
 * Team overview, the agent centre's first page: the team's totals over a
 * period and one figure per day of that period.
 */
export default function TeamOverview({ title }: CentrePageProps<AgentCentrePage>) {
  useMessageArea('agentCentre');
  const locale = useAmountLocale();
  const currency = useCurrency();
  const [period, setPeriod] = useState<TeamPeriod>(keptPeriod);
  const range = useMemo(() => teamPeriodRange(period, new Date()), [period]);
  const totals = useTeamOverview(range);
  const daily = useTeamOverviewDaily(range);

  return (
    <TeamOverviewView
      title={title}
      period={period}
      onPeriodChange={(next) => {
        keptPeriod = next;
        setPeriod(next);
      }}
      totals={{
        status: statusOf(totals),
        figures: teamFiguresOf(totals.data, locale, currency),
        onRetry: () => void totals.mutate(),
        retrying: totals.isValidating,
      }}
      daily={{
        status: statusOf(daily),
        days: teamDaysOf(daily.data, locale, currency),
        onRetry: () => void daily.mutate(),
        retrying: daily.isValidating,
      }}
    />
  );
}
