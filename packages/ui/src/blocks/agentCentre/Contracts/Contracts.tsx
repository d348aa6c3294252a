import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { FileSignature } from 'lucide-react';
import { type FormEvent, type HTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Badge } from '../../../primitives/Badge/Badge';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { MessageDialog } from '../../../primitives/MessageDialog/MessageDialog';
import { Select } from '../../../primitives/Select/Select';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { TextField } from '../../../primitives/TextField/TextField';
import {
  type AgentContractKind,
  type ContractActionResult,
  type ContractDownline,
  type ContractDraft,
  type ContractLists,
  type ContractPeriod,
  type ContractProposalResult,
  type ContractRow,
  contractPeriods,
  type UndercutContract,
} from '../contracts';
import * as styles from './Contracts.css';

type HeadingLevel = 2 | 3;

export interface ContractsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's name ("Daily Wage"). */
  title: ReactNode;
  /** 3 under a centre's page (default); sections are one level below. */
  headingLevel?: HeadingLevel;
  /** Which contract the page is about: sets the note on how it pays. */
  kind: AgentContractKind;
  /** The platform enabled this kind for the agent; otherwise the page says so and shows nothing else. */
  enabled: boolean;
  lists: ContractLists;
  /** The downline agents a contract can be offered to (plain members never hold one). */
  downlines: { status: AsyncStatus; agents: readonly ContractDownline[] };
  /** The kind pays per period (daily, weekly, half-month, monthly), chosen in the offer. */
  hasPeriods: boolean;
  /** When the next settlement runs, for kinds that settle continuously (real-time salary). */
  nextSettlement?: string;
  /** Answers a request from the upline. */
  onAnswer: (row: ContractRow, action: 'accept' | 'reject') => Promise<ContractActionResult>;
  /** Ends a contract the agent offered; absent where the platform has no terminate call for the kind. */
  onTerminate?: (row: ContractRow) => Promise<ContractActionResult>;
  /** Offers a contract; `confirmTerminate` once the agent agreed to end the downline's higher-rate contracts. */
  onPropose: (draft: ContractDraft, confirmTerminate: boolean) => Promise<ContractProposalResult>;
  ref?: Ref<HTMLDivElement>;
}

type Outcome = { ok: boolean; text: string } | null;

const noteKey = {
  dividend: 'agentCentre.contracts.note.dividend',
  dailySalary: 'agentCentre.contracts.note.dailySalary',
  hourlySalary: 'agentCentre.contracts.note.hourlySalary',
  realtimeSalary: 'agentCentre.contracts.note.realtimeSalary',
} as const;

const periodKey = {
  DAILY: 'agentCentre.contracts.periods.DAILY',
  WEEKLY: 'agentCentre.contracts.periods.WEEKLY',
  HALF_MONTH: 'agentCentre.contracts.periods.HALF_MONTH',
  MONTHLY: 'agentCentre.contracts.periods.MONTHLY',
} as const;

function ListSkeleton() {
  return (
    <div className={styles.list}>
      {Array.from({ length: 3 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
        <div key={index} className={styles.card}>
          <Skeleton height={18} width="50%" />
          <Skeleton height={14} width="80%" />
        </div>
      ))}
    </div>
  );
}

/**
 * One contract kind of the agent centre (dividend, daily wage, hourly or
 * real-time salary): the upline's requests to accept or reject, the
 * contracts the agent holds and the ones it offered (ended from here where
 * the kind allows), and the form that offers a downline agent a contract.
 * An offer below what that downline passes on to its own team asks first,
 * naming the contracts it ends.
 */
export function Contracts({
  title,
  headingLevel = 3,
  kind,
  enabled,
  lists,
  downlines,
  hasPeriods,
  nextSettlement,
  onAnswer,
  onTerminate,
  onPropose,
  className,
  ref,
  ...rest
}: ContractsProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const SectionHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const sectionLevel = (headingLevel + 1) as 3 | 4;
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [ending, setEnding] = useState<ContractRow | null>(null);

  const finish = (result: ContractActionResult, success: string) =>
    setOutcome(result.ok ? { ok: true, text: success } : { ok: false, text: result.error });

  const answer = async (row: ContractRow, action: 'accept' | 'reject') => {
    setBusy(`${action} ${row.id}`);
    setOutcome(null);
    const result = await onAnswer(row, action);
    setBusy(null);
    finish(
      result,
      t(action === 'accept' ? 'agentCentre.contracts.accepted' : 'agentCentre.contracts.rejected', {
        account: row.account,
      }),
    );
  };

  const terminate = async (row: ContractRow) => {
    if (!onTerminate) return;
    setBusy(`terminate ${row.id}`);
    setOutcome(null);
    const result = await onTerminate(row);
    setBusy(null);
    finish(result, t('agentCentre.contracts.terminated', { account: row.account }));
  };

  const card = (row: ContractRow, side: 'from' | 'to', actions: ReactNode) => (
    <li key={row.id} className={styles.card}>
      <div className={styles.cardHead}>
        <span className={styles.account}>
          {t(side === 'from' ? 'agentCentre.contracts.from' : 'agentCentre.contracts.to', { account: row.account })}
        </span>
        <Badge tone={row.status.tone}>{row.status.label}</Badge>
      </div>
      <dl className={styles.fields}>
        <div>
          <dt>{t('agentCentre.contracts.rate')}</dt>
          <dd className={styles.rate}>{row.rate}</dd>
        </div>
        <div>
          <dt>{t('agentCentre.contracts.period')}</dt>
          <dd>{row.period}</dd>
        </div>
        <div>
          <dt>{t('agentCentre.contracts.periodValidBet')}</dt>
          <dd>{row.periodValidBet}</dd>
        </div>
        <div>
          <dt>{t('agentCentre.contracts.periodPnl')}</dt>
          <dd>{row.periodPnl}</dd>
        </div>
        <div>
          <dt>{t('agentCentre.contracts.activeMembers')}</dt>
          <dd>{row.activeMembers}</dd>
        </div>
        <div>
          <dt>{t('agentCentre.contracts.betAmount')}</dt>
          <dd>{row.betAmount}</dd>
        </div>
        <div>
          <dt>{t('agentCentre.contracts.created')}</dt>
          <dd>{row.created}</dd>
        </div>
      </dl>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </li>
  );

  const section = (
    heading: string,
    rows: readonly ContractRow[],
    empty: string,
    render: (row: ContractRow) => ReactNode,
  ) => (
    <section className={styles.section} aria-label={heading}>
      <SectionHeading className={styles.sectionTitle}>
        {heading}
        {rows.length > 0 ? <span className={styles.count}> ({rows.length})</span> : null}
      </SectionHeading>
      {rows.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <ul className={styles.list}>{rows.map(render)}</ul>
      )}
    </section>
  );

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <div className={styles.header}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.note}>
          {t(noteKey[kind])}
          {nextSettlement ? (
            <>
              {' '}
              <span className={styles.settlement}>
                {t('agentCentre.contracts.note.nextSettlement', { time: nextSettlement })}
              </span>
            </>
          ) : null}
        </p>
      </div>
      {enabled ? (
        <>
          <AsyncRegion
            className={styles.region}
            status={lists.status}
            loadingLabel={t('agentCentre.contracts.loading')}
            errorTitle={t('agentCentre.contracts.errorTitle')}
            onRetry={lists.onRetry}
            retrying={lists.retrying}
            headingLevel={sectionLevel}
            skeleton={<ListSkeleton />}
          >
            {section(
              t('agentCentre.contracts.requests'),
              lists.requests,
              t('agentCentre.contracts.requestsEmpty'),
              (row) =>
                card(
                  row,
                  'from',
                  <>
                    <Button
                      size="sm"
                      loading={busy === `accept ${row.id}`}
                      disabled={busy !== null}
                      onClick={() => void answer(row, 'accept')}
                      aria-label={t('agentCentre.contracts.acceptOne', { account: row.account })}
                    >
                      {t('agentCentre.contracts.accept')}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={busy === `reject ${row.id}`}
                      disabled={busy !== null}
                      onClick={() => void answer(row, 'reject')}
                      aria-label={t('agentCentre.contracts.rejectOne', { account: row.account })}
                    >
                      {t('agentCentre.contracts.reject')}
                    </Button>
                  </>,
                ),
            )}
            {section(t('agentCentre.contracts.held'), lists.held, t('agentCentre.contracts.heldEmpty'), (row) =>
              card(row, 'from', null),
            )}
            {section(
              t('agentCentre.contracts.offered'),
              lists.offered,
              t('agentCentre.contracts.offeredEmpty'),
              (row) =>
                card(
                  row,
                  'to',
                  onTerminate && row.endable ? (
                    <Button
                      size="sm"
                      variant="danger"
                      loading={busy === `terminate ${row.id}`}
                      disabled={busy !== null}
                      onClick={() => setEnding(row)}
                      aria-label={t('agentCentre.contracts.terminateOne', { account: row.account })}
                    >
                      {t('agentCentre.contracts.terminate')}
                    </Button>
                  ) : null,
                ),
            )}
          </AsyncRegion>
          <div role="status">
            {outcome?.ok ? <p className={clsx(styles.outcome, styles.success)}>{outcome.text}</p> : null}
          </div>
          {outcome && !outcome.ok ? (
            <p role="alert" className={clsx(styles.outcome, styles.failure)}>
              {outcome.text}
            </p>
          ) : null}
          <ContractProposeForm
            headingLevel={sectionLevel}
            downlines={downlines}
            hasPeriods={hasPeriods}
            onPropose={onPropose}
          />
          <MessageDialog
            open={ending !== null}
            onOpenChange={(open) => {
              if (!open) setEnding(null);
            }}
            tone="warning"
            title={t('agentCentre.contracts.terminateTitle')}
            buttons={[
              { label: t('agentCentre.contracts.keep') },
              {
                label: t('agentCentre.contracts.terminate'),
                variant: 'danger',
                onClick: () => {
                  if (ending) void terminate(ending);
                },
              },
            ]}
          >
            {ending ? t('agentCentre.contracts.terminateBody', { account: ending.account, rate: ending.rate }) : null}
          </MessageDialog>
        </>
      ) : (
        <EmptyState
          icon={<FileSignature size={28} />}
          title={t('agentCentre.contracts.notEnabled')}
          description={t('agentCentre.contracts.notEnabledHint')}
          headingLevel={sectionLevel}
        />
      )}
    </div>
  );
}

export interface ContractProposeFormProps {
  headingLevel: 3 | 4 | 5 | 6;
  downlines: ContractsProps['downlines'];
  hasPeriods: boolean;
  onPropose: ContractsProps['onPropose'];
  /** The downline chosen to begin with (an offer made from that downline's own detail). */
  initialAccount?: string;
}

/** The offer: a downline agent, a rate and (for kinds that have one) the period. */
export function ContractProposeForm({
  headingLevel,
  downlines,
  hasPeriods,
  onPropose,
  initialAccount = '',
}: ContractProposeFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = `h${headingLevel}` as 'h3' | 'h4' | 'h5' | 'h6';
  const [account, setAccount] = useState(initialAccount);
  const [rate, setRate] = useState('');
  const [period, setPeriod] = useState<ContractPeriod>('DAILY');
  const [errors, setErrors] = useState<{ account?: string; rate?: string }>({});
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [undercut, setUndercut] = useState<{ draft: ContractDraft; contracts: readonly UndercutContract[] } | null>(
    null,
  );

  const send = async (draft: ContractDraft, confirmTerminate: boolean) => {
    setSending(true);
    setOutcome(null);
    const result = await onPropose(draft, confirmTerminate);
    setSending(false);
    if (result.ok) {
      setOutcome({ ok: true, text: t('agentCentre.contracts.proposed', { account: draft.account }) });
      setRate('');
    } else if ('confirm' in result) {
      setUndercut({ draft, contracts: result.confirm });
    } else {
      setOutcome({ ok: false, text: result.error });
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = Number(rate.trim().replace(',', '.'));
    const found = {
      ...(account ? {} : { account: t('agentCentre.contracts.downlineRequired') }),
      ...(rate.trim() !== '' && Number.isFinite(value) && value > 0
        ? {}
        : { rate: t('agentCentre.contracts.rateInvalid') }),
    };
    setErrors(found);
    if (found.account || found.rate) return;
    void send({ account, rate: value, ...(hasPeriods ? { period } : {}) }, false);
  };

  const noAgents = downlines.status !== 'loading' && downlines.agents.length === 0;

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.sectionTitle}>
        {t('agentCentre.contracts.propose')}
      </Heading>
      {noAgents ? (
        <p className={styles.muted}>{t('agentCentre.contracts.noDownlineAgents')}</p>
      ) : (
        <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={headingId}>
          <Select
            label={t('agentCentre.contracts.downline')}
            placeholder={t('agentCentre.contracts.downlinePlaceholder')}
            options={downlines.agents.map((agent) => ({ value: agent.account, label: agent.label }))}
            value={account}
            onValueChange={setAccount}
            error={errors.account}
            disabled={downlines.status === 'loading'}
            required
            fullWidth
          />
          <TextField
            label={t('agentCentre.contracts.rateLabel')}
            hint={t('agentCentre.contracts.rateHint')}
            inputMode="decimal"
            value={rate}
            onValueChange={setRate}
            error={errors.rate}
            required
            fullWidth
          />
          {hasPeriods ? (
            <Select
              label={t('agentCentre.contracts.period')}
              options={contractPeriods.map((value) => ({ value, label: t(periodKey[value]) }))}
              value={period}
              onValueChange={(value) => {
                const chosen = contractPeriods.find((candidate) => candidate === value);
                if (chosen) setPeriod(chosen);
              }}
              fullWidth
            />
          ) : null}
          <Button type="submit" loading={sending}>
            {t('agentCentre.contracts.submit')}
          </Button>
        </form>
      )}
      <div role="status">
        {outcome?.ok ? <p className={clsx(styles.outcome, styles.success)}>{outcome.text}</p> : null}
      </div>
      {outcome && !outcome.ok ? (
        <p role="alert" className={clsx(styles.outcome, styles.failure)}>
          {outcome.text}
        </p>
      ) : null}
      <MessageDialog
        open={undercut !== null}
        onOpenChange={(open) => {
          if (!open) setUndercut(null);
        }}
        tone="warning"
        title={t('agentCentre.contracts.lowerRateTitle')}
        buttons={[
          { label: t('agentCentre.contracts.keep') },
          {
            label: t('agentCentre.contracts.lowerRateConfirm'),
            variant: 'danger',
            onClick: () => {
              if (undercut) void send(undercut.draft, true);
            },
          },
        ]}
      >
        {undercut ? (
          <>
            {t('agentCentre.contracts.lowerRateBody', {
              account: undercut.draft.account,
              rate: `${undercut.draft.rate}%`,
            })}
            <ul className={styles.undercut}>
              {undercut.contracts.map((contract) => (
                <li key={contract.id}>
                  {t('agentCentre.contracts.lowerRateItem', { account: contract.account, rate: contract.rate })}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </MessageDialog>
    </section>
  );
}
