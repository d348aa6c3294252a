import { useDownlines, useTransferToDownline } from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { type AgentCentrePage, TeamManagement as TeamManagementView, useCurrency } from '@lobby/ui';
import { downlineRowsOf, errorTextOf, pageCountOf, statusOf } from '@lobby/view-models';
import { useState } from 'react';
import { useAmountLocale } from '../../memberCenter/useRecordFilters';
import type { CentrePageProps } from '../../panels/centrePage';
import { DownlineDetailPanel } from '../DownlineDetailPanel';

const pageSize = 20;

/**
 * Team management: the agent's downlines a level at a time, searched by
 * account, with a transfer to a direct downline and each downline's detail
 * (the agent's actions on its own downlines).
 */
export default function TeamManagement({ title }: CentrePageProps<AgentCentrePage>) {
  useMessageArea('agentCentre');
  const { t } = useTranslation();
  const locale = useAmountLocale();
  const currency = useCurrency();
  const [path, setPath] = useState<readonly string[]>([]);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const parent = path[path.length - 1];
  const downlines = useDownlines({
    pageNo: page,
    pageSize,
    ...(search ? { account: search } : {}),
    ...(parent ? { parentAccount: parent } : {}),
  });
  const { trigger: transfer } = useTransferToDownline();

  return (
    <TeamManagementView
      title={title}
      path={path}
      onLevel={(depth) => {
        setPath(path.slice(0, depth));
        setPage(1);
      }}
      onOpenTeam={(row) => {
        setPath([...path, row.account]);
        setSearch('');
        setPage(1);
      }}
      search={search}
      onSearch={(account) => {
        setSearch(account);
        setPage(1);
      }}
      list={{
        status: statusOf(downlines),
        rows: downlineRowsOf(downlines.data?.list, t, locale, currency),
        page,
        pageCount: pageCountOf(downlines.data),
        onPageChange: setPage,
        onRetry: () => void downlines.mutate(),
        retrying: downlines.isValidating,
      }}
      renderDetail={(row) => <DownlineDetailPanel account={row.account} direct={path.length === 0} />}
      onTransfer={(row, { amount, password }) =>
        transfer({ account: row.account, amount, password }).then(
          () => ({ ok: true as const }),
          (error: unknown) => ({ ok: false as const, error: errorTextOf(error, t) }),
        )
      }
    />
  );
}
