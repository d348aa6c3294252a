import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Gift } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { Badge } from '../../../primitives/Badge/Badge';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import type { BonusClaimResult, BonusItem, BonusList } from '../bonusDetails';
import * as styles from './BonusDetails.css';

type HeadingLevel = 2 | 3;

export interface BonusDetailsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's name, "Bonus Details". */
  title: ReactNode;
  /** 3 under a centre's page (default), 2 on a page of its own; each bonus is one level below. */
  headingLevel?: HeadingLevel;
  bonuses: BonusList;
  /** Claims an issued bonus; the money moves to the balance. */
  onClaim: (bonus: BonusItem) => Promise<BonusClaimResult>;
  ref?: Ref<HTMLDivElement>;
}

type Outcome = { ok: boolean; text: string } | null;

function ListSkeleton() {
  return (
    <div className={styles.list}>
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
        <div key={index} className={styles.skeletonItem}>
          <Skeleton height={18} width={index % 2 === 0 ? '60%' : '45%'} />
          <Skeleton height={14} width={160} />
        </div>
      ))}
    </div>
  );
}

/**
 * The member centre's bonus details: every bonus the player has or can
 * have, with its activity status (issued, claimed, applying, rejected, …);
 * an issued bonus is claimed from its row and the result said under the list.
 */
export function BonusDetails({
  title,
  headingLevel = 3,
  bonuses,
  onClaim,
  className,
  ref,
  ...rest
}: BonusDetailsProps) {
  const { t } = useTranslation();
  const listLabelId = useId();
  const [claiming, setClaiming] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const Heading = `h${headingLevel}` as const;
  const ItemHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const ready = bonuses.bonuses.filter((bonus) => bonus.claimable).length;

  const claim = async (bonus: BonusItem) => {
    setClaiming(bonus.id);
    setOutcome(null);
    const result = await onClaim(bonus);
    setClaiming(null);
    setOutcome(
      result.ok
        ? { ok: true, text: t('bonusDetails.claimed', { title: bonus.title }) }
        : { ok: false, text: result.error },
    );
  };

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <div className={styles.header}>
        <Heading id={listLabelId} className={styles.title}>
          {title}
        </Heading>
        {bonuses.status === 'ready' || bonuses.status === 'refreshing' ? (
          <p className={styles.summary}>
            {ready > 0 ? t('bonusDetails.ready', { count: ready }) : t('bonusDetails.noneReady')}
          </p>
        ) : null}
      </div>
      <AsyncRegion
        className={styles.region}
        status={bonuses.status}
        loadingLabel={t('bonusDetails.loading')}
        errorTitle={t('bonusDetails.errorTitle')}
        onRetry={bonuses.onRetry}
        retrying={bonuses.retrying}
        headingLevel={(headingLevel + 1) as 3 | 4}
        skeleton={<ListSkeleton />}
        empty={bonuses.bonuses.length === 0}
        emptyState={
          <EmptyState
            icon={<Gift size={28} />}
            title={t('bonusDetails.empty')}
            description={t('bonusDetails.emptyHint')}
            headingLevel={(headingLevel + 1) as 3 | 4}
          />
        }
      >
        <ul className={styles.list} aria-labelledby={listLabelId}>
          {bonuses.bonuses.map((bonus) => (
            <li key={bonus.id} className={styles.item}>
              <div className={styles.itemText}>
                <div className={styles.itemTitleRow}>
                  <ItemHeading className={styles.itemTitle}>{bonus.title}</ItemHeading>
                  <Badge tone={bonus.status.tone}>{bonus.status.label}</Badge>
                </div>
                <p className={styles.meta}>
                  {bonus.kind}
                  {bonus.expires ? ` · ${t('bonusDetails.expires', { time: bonus.expires })}` : ''}
                </p>
              </div>
              <div className={styles.itemEnd}>
                {bonus.amount ? <span className={styles.amount}>{bonus.amount}</span> : null}
                {bonus.claimable ? (
                  <Button
                    size="sm"
                    loading={claiming === bonus.id}
                    disabled={claiming !== null && claiming !== bonus.id}
                    onClick={() => void claim(bonus)}
                    aria-label={t('bonusDetails.claimOne', { title: bonus.title })}
                  >
                    {t('bonusDetails.claim')}
                  </Button>
                ) : null}
              </div>
            </li>
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
    </div>
  );
}
