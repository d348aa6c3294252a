import { useGameBets, useGameVendors, useLotteryBetDetail, useLotteryBets } from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { type MemberCentrePage, RecordsView, useCurrency } from '@lobby/ui';
import {
  allOption,
  type BetKind,
  type BetRow,
  betColumnsOf,
  betDetailOf,
  betKindOptionsOf,
  betRowsOf,
  betTotalsOf,
  betVendorOptionsOf,
  pageCountOf,
  recordsPageSize,
  recordsQueryRange,
  statusOf,
} from '@lobby/view-models';
import { useState } from 'react';
import { brand } from '../../../brands';
import type { CentrePageProps } from '../../panels/centrePage';
import { type KeptFilters, useAmountLocale, useRecordFilters } from '../useRecordFilters';

interface BetChoices {
  kind: BetKind;
  vendor: string;
}

const kept: KeptFilters<BetChoices> = {};

/**
 * The betting record: third-party games through the relay the brand names
 * (by vendor, with the platform's totals) or the lottery's own record, whose
 * bets open to their detail.
 */
export default function PersonalHistoryCopy({ title }: CentrePageProps<MemberCentrePage>) {
  useMessageArea('memberCentre');
  const { t } = useTranslation();
  const locale = useAmountLocale();
  const currency = useCurrency();
  const { range, page, choices, setRange, choose, goToPage } = useRecordFilters<BetChoices>(kept, {
    kind: 'games',
    vendor: allOption,
  });
  const [openRow, setOpenRow] = useState<BetRow | null>(null);

  const query = { ...recordsQueryRange(range), pageNo: page, pageSize: recordsPageSize };
  const games = useGameBets(
    { relay: brand.betRecordsRelay, ...query, ...(choices.vendor === allOption ? {} : { vendor: choices.vendor }) },
    { enabled: choices.kind === 'games' },
  );
  const lottery = useLotteryBets(query, { enabled: choices.kind === 'lottery' });
  const vendors = useGameVendors({ enabled: choices.kind === 'games' });
  const shown = choices.kind === 'games' ? games : lottery;
  // The row's own fields show at once; the draw and the numbers follow when the full record arrives.
  const openDetail = useLotteryBetDetail({ orderId: openRow?.id ?? '' }, { enabled: openRow !== null });

  return (
    <RecordsView<BetRow>
      title={title}
      headingLevel={3}
      range={range}
      onRangeChange={setRange}
      filters={[
        {
          id: 'kind',
          label: t('records.betting.kind'),
          value: choices.kind,
          options: betKindOptionsOf(t),
          onChange: (kind) => choose({ kind: kind === 'lottery' ? 'lottery' : 'games', vendor: allOption }),
        },
        ...(choices.kind === 'games'
          ? [
              {
                id: 'vendor',
                label: t('records.betting.vendor'),
                value: choices.vendor,
                options: betVendorOptionsOf(vendors.data, t),
                onChange: (vendor: string) => choose({ vendor }),
              },
            ]
          : []),
      ]}
      columns={betColumnsOf(choices.kind, t, locale, currency)}
      rows={betRowsOf(shown.data?.list ?? [], t)}
      getRowId={(row) => row.id}
      status={statusOf(shown)}
      onRetry={() => void shown.mutate()}
      page={page}
      pageCount={pageCountOf(shown.data)}
      onPageChange={goToPage}
      totals={choices.kind === 'games' ? betTotalsOf(games.data, t, locale, currency) : undefined}
      emptyTitle={t('records.betting.emptyTitle')}
      onOpenDetail={choices.kind === 'lottery' ? setOpenRow : undefined}
      detail={
        openRow
          ? {
              ...betDetailOf(openRow, t, locale, openDetail.data, currency),
              status: statusOf(openDetail),
              onRetry: () => void openDetail.mutate(),
            }
          : null
      }
      onCloseDetail={() => setOpenRow(null)}
    />
  );
}
