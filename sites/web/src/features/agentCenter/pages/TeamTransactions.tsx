import { useTransactions, useTransactionTypes } from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { type AgentCentrePage, RecordsView, useCurrency } from '@lobby/ui';
import {
  allOption,
  pageCountOf,
  recordsPageSize,
  recordsQueryRange,
  statusOf,
  type TeamTransactionRow,
  teamTransactionColumnsOf,
  teamTransactionRowsOf,
  teamTransactionTypeOptionsOf,
} from '@lobby/view-models';
import { type KeptFilters, useAmountLocale, useRecordFilters } from '../../memberCenter/useRecordFilters';
import type { CentrePageProps } from '../../panels/centrePage';
import { accountSearchOf, reportLabelsOf, reportPresets } from './reportLabels';

const kept: KeptFilters<{ account: string; type: string }> = {};

/**
 * Account details: the team's deposits, withdrawals, transfers and bonuses,
 * by member and type.
 */
export default function TeamTransactions({ title }: CentrePageProps<AgentCentrePage>) {
  useMessageArea('agentCentre');
  const { t } = useTranslation();
  const locale = useAmountLocale();
  const currency = useCurrency();
  const { range, page, choices, setRange, choose, goToPage } = useRecordFilters(kept, {
    account: '',
    type: allOption,
  });
  const transactions = useTransactions({
    scope: 'TEAM',
    ...(choices.account ? { account: choices.account } : {}),
    ...(choices.type === allOption ? {} : { txTypeId: choices.type }),
    ...recordsQueryRange(range),
    pageNo: page,
    pageSize: recordsPageSize,
  });
  const types = useTransactionTypes({ txType: 'ALL' });

  return (
    <RecordsView<TeamTransactionRow>
      title={title}
      headingLevel={3}
      range={range}
      onRangeChange={setRange}
      presets={reportPresets}
      search={accountSearchOf(t, choices.account, (account) => choose({ account }))}
      filters={[
        {
          id: 'type',
          label: t('agentCentre.reports.transactions.type'),
          value: choices.type,
          options: teamTransactionTypeOptionsOf(types.data, t),
          onChange: (type) => choose({ type }),
        },
      ]}
      columns={teamTransactionColumnsOf(t, locale, currency)}
      rows={teamTransactionRowsOf(transactions.data?.list ?? [])}
      getRowId={(row) => row.id}
      status={statusOf(transactions)}
      onRetry={() => void transactions.mutate()}
      page={page}
      pageCount={pageCountOf(transactions.data)}
      onPageChange={goToPage}
      emptyTitle={t('agentCentre.reports.transactions.emptyTitle')}
      emptyDescription={t('agentCentre.reports.emptyDescription')}
      labels={reportLabelsOf(t)}
    />
  );
}
