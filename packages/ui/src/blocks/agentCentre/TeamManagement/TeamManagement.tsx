import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Users } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { Badge } from '../../../primitives/Badge/Badge';
import { Button } from '../../../primitives/Button/Button';
import { Dialog } from '../../../primitives/Dialog/Dialog';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Pagination } from '../../../primitives/Pagination/Pagination';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { TextField } from '../../../primitives/TextField/TextField';
import type { ContractActionResult } from '../contracts';
import { MoneyForm } from '../DownlineDetail/MoneyForm';
import type { DownlineList, DownlineRow, DownlineTransfer } from '../teamManagement';
import * as styles from './TeamManagement.css';

type HeadingLevel = 2 | 3;

export interface TeamManagementProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's name, "Team Management". */
  title: ReactNode;
  headingLevel?: HeadingLevel;
  /** The accounts opened, from the agent's own level down; empty on the agent's own downlines. */
  path: readonly string[];
  /** Goes back up to a level: 0 is the agent's own downlines. */
  onLevel: (depth: number) => void;
  /** Opens an agent's own team, a level down. */
  onOpenTeam: (row: DownlineRow) => void;
  /** The search as applied. */
  search: string;
  onSearch: (account: string) => void;
  list: DownlineList;
  /** Transfers to a direct downline (only the agent's own level takes transfers). */
  onTransfer: (row: DownlineRow, transfer: DownlineTransfer) => Promise<ContractActionResult>;
  /**
   * The detail of a downline, shown in a dialog when its row's "Details" is
   * pressed (the page renders it with its own data); no button without it.
   */
  renderDetail?: (row: DownlineRow) => ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Team management: the agent's downlines a level at a time (an agent's own
 * team opens a level down, the path leads back up), a search by account,
 * and a transfer to a direct downline with the login password.
 */
export function TeamManagement({
  title,
  headingLevel = 3,
  path,
  onLevel,
  onOpenTeam,
  search,
  onSearch,
  list,
  onTransfer,
  renderDetail,
  className,
  ref,
  ...rest
}: TeamManagementProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const sectionLevel = (headingLevel + 1) as 3 | 4;
  const [query, setQuery] = useState(search);
  const [transferTo, setTransferTo] = useState<DownlineRow | null>(null);
  const [detailOf, setDetailOf] = useState<DownlineRow | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const ownLevel = path.length === 0;

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <Heading className={styles.title}>{title}</Heading>
      <form
        className={styles.search}
        aria-label={t('agentCentre.team.search')}
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(query.trim());
        }}
      >
        <TextField
          label={t('agentCentre.team.search')}
          value={query}
          onValueChange={setQuery}
          clearable
          onClear={() => {
            setQuery('');
            onSearch('');
          }}
          fullWidth
        />
        <Button type="submit" variant="secondary" className={styles.searchButton}>
          {t('agentCentre.team.searchButton')}
        </Button>
      </form>
      <nav aria-label={t('agentCentre.team.levels')}>
        <ol className={styles.levels}>
          <li>
            {ownLevel ? (
              <span aria-current="page">{t('agentCentre.team.myTeam')}</span>
            ) : (
              <button type="button" className={styles.levelLink} onClick={() => onLevel(0)}>
                {t('agentCentre.team.myTeam')}
              </button>
            )}
          </li>
          {path.map((account, index) => (
            <li key={account}>
              {index === path.length - 1 ? (
                <span aria-current="page">{account}</span>
              ) : (
                <button type="button" className={styles.levelLink} onClick={() => onLevel(index + 1)}>
                  {account}
                </button>
              )}
            </li>
          ))}
        </ol>
      </nav>
      <AsyncRegion
        status={list.status}
        loadingLabel={t('agentCentre.team.loading')}
        errorTitle={t('agentCentre.team.errorTitle')}
        onRetry={list.onRetry}
        retrying={list.retrying}
        headingLevel={sectionLevel}
        skeleton={
          <div className={styles.list}>
            {[0, 1, 2].map((key) => (
              <div key={key} className={styles.card}>
                <Skeleton height={18} width="40%" />
                <Skeleton height={14} width="70%" />
              </div>
            ))}
          </div>
        }
        empty={list.rows.length === 0}
        emptyState={
          <EmptyState
            icon={<Users size={28} />}
            title={search ? t('agentCentre.team.noMatch', { account: search }) : t('agentCentre.team.empty')}
            headingLevel={sectionLevel}
          />
        }
      >
        <ul className={styles.list} aria-label={path[path.length - 1] ?? t('agentCentre.team.myTeam')}>
          {list.rows.map((row) => (
            <li key={row.account} className={styles.card}>
              <div className={styles.cardHead}>
                <span className={styles.account}>
                  {row.account}
                  {row.nickname && row.nickname !== row.account ? (
                    <span className={styles.nickname}> ({row.nickname})</span>
                  ) : null}
                </span>
                <Badge tone={row.isAgent ? 'info' : 'neutral'}>{row.role}</Badge>
              </div>
              <dl className={styles.fields}>
                <div>
                  <dt>{t('agentCentre.team.balance')}</dt>
                  <dd>{row.balance}</dd>
                </div>
                <div>
                  <dt>{t('agentCentre.team.teamSize')}</dt>
                  <dd>{row.teamSize}</dd>
                </div>
                <div>
                  <dt>{t('agentCentre.team.registered')}</dt>
                  <dd>{row.registered}</dd>
                </div>
                <div>
                  <dt>{t('agentCentre.team.lastLogin')}</dt>
                  <dd>{row.lastLogin || t('agentCentre.team.never')}</dd>
                </div>
              </dl>
              <div className={styles.actions}>
                {renderDetail ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setDetailOf(row)}
                    aria-label={t('agentCentre.team.detailsOf', { account: row.account })}
                  >
                    {t('agentCentre.team.details')}
                  </Button>
                ) : null}
                {row.isAgent ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onOpenTeam(row)}
                    aria-label={t('agentCentre.team.openTeamOf', { account: row.account })}
                  >
                    {t('agentCentre.team.openTeam')}
                  </Button>
                ) : null}
                {ownLevel ? (
                  <Button
                    size="sm"
                    onClick={() => {
                      setOutcome(null);
                      setTransferTo(row);
                    }}
                    aria-label={t('agentCentre.team.transferTo', { account: row.account })}
                  >
                    {t('agentCentre.team.transfer')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        {list.pageCount > 1 ? (
          <Pagination page={list.page} pageCount={list.pageCount} onPageChange={list.onPageChange} />
        ) : null}
      </AsyncRegion>
      <div role="status">{outcome?.ok ? <p className={styles.success}>{outcome.text}</p> : null}</div>
      <Dialog.Root
        open={transferTo !== null}
        onOpenChange={(open) => {
          if (!open) setTransferTo(null);
        }}
      >
        {transferTo ? (
          <Dialog.Content title={t('agentCentre.team.transferTitle', { account: transferTo.account })} size="sm">
            <MoneyForm
              direction="transfer"
              account={transferTo.account}
              onSubmit={(transfer) => onTransfer(transferTo, transfer)}
              onDone={(text) => {
                setTransferTo(null);
                setOutcome({ ok: true, text });
              }}
            />
          </Dialog.Content>
        ) : null}
      </Dialog.Root>
      {renderDetail ? (
        <Dialog.Root
          open={detailOf !== null}
          onOpenChange={(open) => {
            if (!open) setDetailOf(null);
          }}
        >
          {detailOf ? (
            <Dialog.Content title={t('agentCentre.team.detailsOf', { account: detailOf.account })} size="lg">
              {renderDetail(detailOf)}
            </Dialog.Content>
          ) : null}
        </Dialog.Root>
      ) : null}
    </div>
  );
}
