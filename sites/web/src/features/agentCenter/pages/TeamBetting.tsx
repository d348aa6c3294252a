import { useGameBets, useGameVendors } from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { type AgentCentrePage, RecordsView, useCurrency } from '@lobby/ui';
import {
  allOption,
  pageCountOf,
  recordsPageSize,
  recordsQueryRange,
  statusOf,
  type TeamBetRow,
  teamBetColumnsOf,
  teamBetRowsOf,
  teamBetTotalsOf,
  teamBetVendorOptionsOf,
} from '@lobby/view-models';
import { brand } from '../../../brands';
import { type KeptFilters, useAmountLocale, useRecordFilters } from '../../memberCenter/useRecordFilters';
import type { CentrePageProps } from '../../panels/centrePage';
import { accountSearchOf, reportLabelsOf, reportPresets } from './reportLabels';

interface TeamBetChoices {
  account: string;
  vendor: string;
}

const kept: KeptFilters<TeamBetChoices> = {};

/**
 * Team betting: the betting record of everyone below the agent (or of the
 * members whose account holds the text searched), by vendor, with the
 * platform's totals for the range.
 */
export default function TeamBetting({ title }: CentrePageProps<AgentCentrePage>) {
  useMessageArea('agentCentre');
  const { t } = useTranslation();
  const locale = useAmountLocale();
  const currency = useCurrency();
  const { range, page, choices, setRange, choose, goToPage } = useRecordFilters<TeamBetChoices>(kept, {
    account: '',
    vendor: allOption,
  });
  const bets = useGameBets({
    relay: brand.betRecordsRelay,
    scope: 'TEAM',
    ...(choices.account ? { account: choices.account } : {}),
    ...(choices.vendor === allOption ? {} : { vendor: choices.vendor }),
    ...recordsQueryRange(range),
    pageNo: page,
    pageSize: recordsPageSize,
  });
  const vendors = useGameVendors();

  return (
    <RecordsView<TeamBetRow>
      title={title}
      headingLevel={3}
      range={range}
      onRangeChange={setRange}
      presets={reportPresets}
      search={accountSearchOf(t, choices.account, (account) => choose({ account }))}
      filters={[
        {
          id: 'vendor',
          label: t('agentCentre.reports.betting.vendor'),
          value: choices.vendor,
          options: teamBetVendorOptionsOf(vendors.data, t),
          onChange: (vendor) => choose({ vendor }),
        },
      ]}
      columns={teamBetColumnsOf(t, locale, currency)}
      rows={teamBetRowsOf(bets.data?.list ?? [], t)}
      getRowId={(row) => row.id}
      status={statusOf(bets)}
      onRetry={() => void bets.mutate()}
      page={page}
      pageCount={pageCountOf(bets.data)}
      onPageChange={goToPage}
      totals={teamBetTotalsOf(bets.data, t, locale, currency)}
      emptyTitle={t('agentCentre.reports.betting.emptyTitle')}
      emptyDescription={t('agentCentre.reports.emptyDescription')}
      labels={reportLabelsOf(t)}
    />
  );
}
