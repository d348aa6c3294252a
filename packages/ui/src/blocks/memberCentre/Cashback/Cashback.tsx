import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { CircleDollarSign } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { Button } from '../../../primitives/Button/Button';
import { DataTable, type DataTableColumn } from '../../../primitives/DataTable/DataTable';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import type {
  CashbackResult,
  ClaimableRebate,
  ClaimableRebates,
  RebateHistory,
  RebateHistoryRow,
  RebateRateRow,
  RebateRates,
} from '../cashback';
import * as styles from './Cashback.css';

type HeadingLevel = 2 | 3;

export interface CashbackProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's name, "Cashback". */
  title: ReactNode;
  /** 3 under a centre's page (default), 2 on a page of its own; sections are one level below. */
  headingLevel?: HeadingLevel;
  claimable: ClaimableRebates;
  /** Claims one product type's cashback, or everything claimable when no type is given. */
  onClaim: (productType?: string) => Promise<CashbackResult>;
  history: RebateHistory;
  rates: RebateRates;
  ref?: Ref<HTMLDivElement>;
}

type Outcome = { ok: boolean; text: string } | null;

function ClaimSkeleton() {
  return (
    <div className={styles.cards}>
      {Array.from({ length: 3 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
        <div key={index} className={styles.skeletonCard}>
          <Skeleton height={18} width="50%" />
          <Skeleton height={14} width="80%" />
          <Skeleton height={14} width="70%" />
          <Skeleton height={36} width="100%" />
        </div>
      ))}
    </div>
  );
}

function RebateCard({
  rebate,
  busy,
  disabled,
  onClaim,
  headingLevel,
}: {
  rebate: ClaimableRebate;
  busy: boolean;
  disabled: boolean;
  onClaim: () => void;
  headingLevel: HeadingLevel;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = `h${headingLevel + 2}` as 'h4' | 'h5';
  return (
    <li className={styles.card} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.cardTitle}>
        {rebate.label}
      </Heading>
      <dl className={styles.facts}>
        <dt className={styles.factName}>{t('cashback.validBet')}</dt>
        <dd className={styles.factValue}>{rebate.validBet}</dd>
        <dt className={styles.factName}>{t('cashback.rate')}</dt>
        <dd className={styles.factValue}>{rebate.rate}</dd>
        <dt className={styles.factName}>{t('cashback.amount')}</dt>
        <dd className={clsx(styles.factValue, styles.amount)}>{rebate.amount}</dd>
      </dl>
      <Button
        size="sm"
        loading={busy}
        disabled={disabled}
        onClick={onClaim}
        aria-label={t('cashback.claimOne', { product: rebate.label })}
      >
        {t('cashback.claim')}
      </Button>
    </li>
  );
}

/**
 * The member centre's cashback: what is waiting to be claimed per product
 * type (claim one or all; a claim moves the money to the balance), the
 * cashback paid before, and the member's rates.
 */
export function Cashback({
  title,
  headingLevel = 3,
  claimable,
  onClaim,
  history,
  rates,
  className,
  ref,
  ...rest
}: CashbackProps) {
  const { t } = useTranslation();
  const claimTitleId = useId();
  const historyTitleId = useId();
  const ratesTitleId = useId();
  // The product type being claimed, or 'all'; one claim at a time.
  const [claiming, setClaiming] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const Heading = `h${headingLevel}` as const;
  const SectionHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const sectionLevel = (headingLevel + 1) as 3 | 4;

  const claim = async (rebate?: ClaimableRebate) => {
    setClaiming(rebate?.productType ?? 'all');
    setOutcome(null);
    const result = await onClaim(rebate?.productType);
    setClaiming(null);
    setOutcome(
      result.ok
        ? { ok: true, text: t('cashback.claimed', { amount: rebate?.amount ?? claimable.total }) }
        : { ok: false, text: result.error },
    );
  };

  const historyColumns: DataTableColumn<RebateHistoryRow>[] = [
    { id: 'time', header: t('cashback.history.time'), cell: (row) => row.time, priority: 'primary' },
    { id: 'product', header: t('cashback.history.product'), cell: (row) => row.label },
    { id: 'validBet', header: t('cashback.validBet'), cell: (row) => row.validBet, numeric: true },
    { id: 'rate', header: t('cashback.rate'), cell: (row) => row.rate, numeric: true },
    { id: 'amount', header: t('cashback.amount'), cell: (row) => row.amount, numeric: true },
  ];
  const rateColumns: DataTableColumn<RebateRateRow>[] = [
    { id: 'product', header: t('cashback.history.product'), cell: (row) => row.label, priority: 'primary' },
    { id: 'rate', header: t('cashback.rate'), cell: (row) => row.rate, numeric: true },
  ];

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <Heading className={styles.title}>{title}</Heading>

      <section className={styles.section} aria-labelledby={claimTitleId}>
        <div className={styles.sectionHeader}>
          <SectionHeading id={claimTitleId} className={styles.sectionTitle}>
            {t('cashback.claimable.title')}
          </SectionHeading>
          {claimable.rebates.length > 0 ? (
            <Button
              size="sm"
              variant="primary"
              loading={claiming === 'all'}
              disabled={claiming !== null && claiming !== 'all'}
              onClick={() => void claim()}
            >
              {t('cashback.claimAll')}
            </Button>
          ) : null}
        </div>
        <AsyncRegion
          className={styles.section}
          status={claimable.status}
          loadingLabel={t('cashback.claimable.loading')}
          errorTitle={t('cashback.claimable.errorTitle')}
          onRetry={claimable.onRetry}
          retrying={claimable.retrying}
          headingLevel={(sectionLevel + 1) as 4 | 5}
          skeleton={<ClaimSkeleton />}
          empty={claimable.rebates.length === 0}
          emptyState={
            <EmptyState
              icon={<CircleDollarSign size={28} />}
              title={t('cashback.claimable.empty')}
              description={t('cashback.claimable.emptyHint')}
              headingLevel={(sectionLevel + 1) as 4 | 5}
            />
          }
        >
          <p className={styles.total}>
            {t('cashback.claimable.total')} <span className={styles.totalAmount}>{claimable.total}</span>
          </p>
          <ul className={styles.cards} aria-label={t('cashback.claimable.title')}>
            {claimable.rebates.map((rebate) => (
              <RebateCard
                key={rebate.productType}
                rebate={rebate}
                headingLevel={headingLevel}
                busy={claiming === rebate.productType}
                disabled={claiming !== null && claiming !== rebate.productType}
                onClaim={() => void claim(rebate)}
              />
            ))}
          </ul>
        </AsyncRegion>
        <div role="status">
          {outcome?.ok ? <p className={clsx(styles.outcome, styles.success)}>{outcome.text}</p> : null}
        </div>
        {outcome && !outcome.ok ? (
          <p role="alert" className={clsx(styles.outcome, styles.failure)}>
            {outcome.text}
          </p>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby={historyTitleId}>
        <SectionHeading id={historyTitleId} className={styles.sectionTitle}>
          {t('cashback.history.title')}
        </SectionHeading>
        <DataTable<RebateHistoryRow>
          columns={historyColumns}
          rows={history.rows}
          getRowId={(row) => row.id}
          caption={t('cashback.history.title')}
          hideCaption
          status={history.status}
          onRetry={history.onRetry}
          page={history.page}
          pageCount={history.pageCount}
          onPageChange={history.onPageChange}
          emptyTitle={t('cashback.history.empty')}
          emptyDescription={t('cashback.history.emptyHint')}
          errorTitle={t('cashback.history.errorTitle')}
        />
      </section>

      <section className={styles.section} aria-labelledby={ratesTitleId}>
        <SectionHeading id={ratesTitleId} className={styles.sectionTitle}>
          {t('cashback.rates.title')}
        </SectionHeading>
        <DataTable<RebateRateRow>
          columns={rateColumns}
          rows={rates.rates}
          getRowId={(row) => row.productType}
          caption={t('cashback.rates.title')}
          hideCaption
          status={rates.status}
          onRetry={rates.onRetry}
          emptyTitle={t('cashback.rates.empty')}
          errorTitle={t('cashback.rates.errorTitle')}
        />
      </section>
    </div>
  );
}
