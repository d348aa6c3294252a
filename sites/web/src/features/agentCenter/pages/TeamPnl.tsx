import { useTeamPnl, useTeamPnlDetail } from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { type AgentCentrePage, RecordsView, useCurrency } from '@lobby/ui';
import {
  pageCountOf,
  recordsPageSize,
  recordsQueryRange,
  statusOf,
  type TeamPnlMemberRow,
  teamPnlColumnsOf,
  teamPnlDetailOf,
  teamPnlRowsOf,
  teamPnlTotalsOf,
} from '@lobby/view-models';
import { useState } from 'react';
import { type KeptFilters, useAmountLocale, useRecordFilters } from '../../memberCenter/useRecordFilters';
import type { CentrePageProps } from '../../panels/centrePage';
import { accountSearchOf, reportLabelsOf, reportPresets } from './reportLabels';

const kept: KeptFilters<{ account: string }> = {};

/**
 * User loss: each team member's profit and loss over the range, the team's
 * totals, and a member's result by game kind in its detail.
 */
export default function TeamPnl({ title }: CentrePageProps<AgentCentrePage>) {
  useMessageArea('agentCentre');
  const { t } = useTranslation();
  const locale = useAmountLocale();
  const currency = useCurrency();
  const { range, page, choices, setRange, choose, goToPage } = useRecordFilters(kept, { account: '' });
  const [openRow, setOpenRow] = useState<TeamPnlMemberRow | null>(null);
  const days = recordsQueryRange(range);
  const pnl = useTeamPnl({
    ...days,
    ...(choices.account ? { account: choices.account } : {}),
    pageNo: page,
    pageSize: recordsPageSize,
  });
  const detail = useTeamPnlDetail({ account: openRow?.account ?? '', ...days }, { enabled: openRow !== null });
  const rows = teamPnlRowsOf(pnl.data?.list ?? []);

  return (
    <RecordsView<TeamPnlMemberRow>
      title={title}
      headingLevel={3}
      range={range}
      onRangeChange={setRange}
      presets={reportPresets}
      search={accountSearchOf(t, choices.account, (account) => choose({ account }))}
      columns={teamPnlColumnsOf(t, locale, currency)}
      rows={rows}
      getRowId={(row) => row.id}
      status={statusOf(pnl)}
      onRetry={() => void pnl.mutate()}
      page={page}
      pageCount={pageCountOf(pnl.data)}
      onPageChange={goToPage}
      totals={teamPnlTotalsOf(pnl.data?.totals, rows.length, t, locale, currency)}
      emptyTitle={t('agentCentre.reports.pnl.emptyTitle')}
      emptyDescription={t('agentCentre.reports.emptyDescription')}
      onOpenDetail={setOpenRow}
      detail={
        openRow
          ? {
              ...teamPnlDetailOf(openRow, detail.data, t, locale, currency),
              status: statusOf(detail),
              onRetry: () => void detail.mutate(),
            }
          : null
      }
      onCloseDetail={() => setOpenRow(null)}
      labels={reportLabelsOf(t)}
    />
  );
}
