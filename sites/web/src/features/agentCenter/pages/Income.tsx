import { useAgentIncome } from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { type AgentCentrePage, RecordsView, useCurrency } from '@lobby/ui';
import {
  allOption,
  type IncomeRow,
  incomeColumnsOf,
  incomeKindOf,
  incomeKindOptionsOf,
  incomeRowsOf,
  incomeTotalsOf,
  pageCountOf,
  recordsPageSize,
  recordsQueryRange,
  statusOf,
} from '@lobby/view-models';
import { type KeptFilters, useAmountLocale, useRecordFilters } from '../../memberCenter/useRecordFilters';
import type { CentrePageProps } from '../../panels/centrePage';
import { reportLabelsOf, reportPresets } from './reportLabels';

const kept: KeptFilters<{ kind: string }> = {};

/**
 * My income: what the agent earned each day, by kind (dividend on the team's
 * loss, salary and rebate commission on its valid bets), with the totals.
 */
export default function Income({ title }: CentrePageProps<AgentCentrePage>) {
  useMessageArea('agentCentre');
  const { t } = useTranslation();
  const locale = useAmountLocale();
  const currency = useCurrency();
  const { range, page, choices, setRange, choose, goToPage } = useRecordFilters(kept, { kind: allOption });
  const kind = incomeKindOf(choices.kind);
  const income = useAgentIncome({
    ...(kind ? { kind } : {}),
    ...recordsQueryRange(range),
    pageNo: page,
    pageSize: recordsPageSize,
  });

  return (
    <RecordsView<IncomeRow>
      title={title}
      headingLevel={3}
      range={range}
      onRangeChange={setRange}
      presets={reportPresets}
      filters={[
        {
          id: 'kind',
          label: t('agentCentre.reports.income.kind'),
          value: choices.kind,
          options: incomeKindOptionsOf(t),
          onChange: (next) => choose({ kind: next }),
        },
      ]}
      columns={incomeColumnsOf(t, locale, currency)}
      rows={incomeRowsOf(income.data, t)}
      getRowId={(row) => row.id}
      status={statusOf(income)}
      onRetry={() => void income.mutate()}
      page={page}
      pageCount={pageCountOf(income.data)}
      onPageChange={goToPage}
      totals={incomeTotalsOf(income.data, t, locale, currency)}
      emptyTitle={t('agentCentre.reports.income.emptyTitle')}
      emptyDescription={t('agentCentre.reports.emptyDescription')}
      labels={reportLabelsOf(t)}
    />
  );
}
