import { usePersonalPnl } from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { type MemberCentrePage, RecordsView, useCurrency } from '@lobby/ui';
import { type PnlRow, pnlColumnsOf, pnlRowsOf, pnlTotalsOf, recordsQueryRange, statusOf } from '@lobby/view-models';
import type { CentrePageProps } from '../../panels/centrePage';
import { type KeptFilters, useAmountLocale, useRecordFilters } from '../useRecordFilters';

const kept: KeptFilters<Record<string, never>> = {};

/** The personal profit and loss of the chosen days: deposits to cashback, and the profit as the total. */
export default function PersonalProfit({ title }: CentrePageProps<MemberCentrePage>) {
  useMessageArea('memberCentre');
  const { t } = useTranslation();
  const locale = useAmountLocale();
  const currency = useCurrency();
  const { range, setRange } = useRecordFilters(kept, {});
  const pnl = usePersonalPnl(recordsQueryRange(range));

  return (
    <RecordsView<PnlRow>
      title={title}
      headingLevel={3}
      range={range}
      onRangeChange={setRange}
      columns={pnlColumnsOf(t, locale, currency)}
      rows={pnlRowsOf(pnl.data, t)}
      getRowId={(row) => row.id}
      status={statusOf(pnl)}
      onRetry={() => void pnl.mutate()}
      totals={pnlTotalsOf(pnl.data, t, locale, currency)}
    />
  );
}
