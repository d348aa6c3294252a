import { useTransactions, useTransactionTypes } from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { type MemberCentrePage, RecordsView, useCurrency } from '@lobby/ui';
import {
  allOption,
  pageCountOf,
  recordsPageSize,
  recordsQueryRange,
  statusOf,
  type TransactionRow,
  transactionColumnsOf,
  transactionRowsOf,
  transactionTypeOptionsOf,
} from '@lobby/view-models';
import type { CentrePageProps } from '../../panels/centrePage';
import { type KeptFilters, useAmountLocale, useRecordFilters } from '../useRecordFilters';

const kept: KeptFilters<{ type: string }> = {};

/** The account record: every movement of the member's money, by type. */
export default function TransactionHistory({ title }: CentrePageProps<MemberCentrePage>) {
  useMessageArea('memberCentre');
  const { t } = useTranslation();
  const locale = useAmountLocale();
  const currency = useCurrency();
  const { range, page, choices, setRange, choose, goToPage } = useRecordFilters(kept, { type: allOption });
  const transactions = useTransactions({
    ...recordsQueryRange(range),
    ...(choices.type === allOption ? {} : { txTypeId: choices.type }),
    pageNo: page,
    pageSize: recordsPageSize,
  });
  const types = useTransactionTypes({ txType: 'ALL' });

  return (
    <RecordsView<TransactionRow>
      title={title}
      headingLevel={3}
      range={range}
      onRangeChange={setRange}
      filters={[
        {
          id: 'type',
          label: t('records.account.type'),
          value: choices.type,
          options: transactionTypeOptionsOf(types.data, t),
          onChange: (type) => choose({ type }),
        },
      ]}
      columns={transactionColumnsOf(t, locale, currency)}
      rows={transactionRowsOf(transactions.data?.list ?? [])}
      getRowId={(row) => row.id}
      status={statusOf(transactions)}
      onRetry={() => void transactions.mutate()}
      page={page}
      pageCount={pageCountOf(transactions.data)}
      onPageChange={goToPage}
      emptyTitle={t('records.account.emptyTitle')}
    />
  );
}
