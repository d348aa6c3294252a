import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Crown } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { Badge } from '../../../primitives/Badge/Badge';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import type { RankList } from '../vip';
import * as styles from './VipRanks.css';

export interface VipRanksProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The heading, "Ranks and benefits" by default. */
  title?: ReactNode;
  /** 2 on a page of its own (default), 3 inside a centre's page; each rank is one level below. */
  headingLevel?: 2 | 3;
  ranks: RankList;
  ref?: Ref<HTMLElement>;
}

function RanksSkeleton() {
  return (
    <div className={styles.list}>
      {Array.from({ length: 4 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
        <div key={index} className={styles.skeletonItem}>
          <Skeleton height={18} width="50%" />
          <Skeleton height={14} width="80%" />
          <Skeleton height={14} width="65%" />
        </div>
      ))}
    </div>
  );
}

/**
 * The VIP ranks from the lowest up: what each asks (monthly turnover,
 * deposits) and the benefits it brings; the player's own rank is marked.
 */
export function VipRanks({ title, headingLevel = 2, ranks, className, ref, ...rest }: VipRanksProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const RankHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section ref={ref} aria-labelledby={titleId} className={clsx(styles.root, className)} {...rest}>
      <Heading id={titleId} className={styles.title}>
        {title ?? t('vip.ranksTitle')}
      </Heading>
      <AsyncRegion
        status={ranks.status}
        loadingLabel={t('vip.ranksLoading')}
        errorTitle={t('vip.ranksError')}
        onRetry={ranks.onRetry}
        retrying={ranks.retrying}
        headingLevel={(headingLevel + 1) as 3 | 4}
        skeleton={<RanksSkeleton />}
        empty={ranks.ranks.length === 0}
        emptyState={
          <EmptyState
            icon={<Crown size={28} />}
            title={t('vip.ranksEmpty')}
            description={t('vip.ranksEmptyHint')}
            headingLevel={(headingLevel + 1) as 3 | 4}
          />
        }
      >
        <ul className={styles.list} aria-labelledby={titleId}>
          {ranks.ranks.map((rank) => (
            <li
              key={rank.level}
              className={clsx(styles.item, rank.current && styles.current)}
              aria-current={rank.current ? 'true' : undefined}
            >
              <div className={styles.itemHead}>
                <RankHeading className={styles.itemTitle}>{rank.name}</RankHeading>
                <Badge tone="neutral">{t('vip.rankLevel', { level: rank.level })}</Badge>
                {rank.current ? <Badge tone="success">{t('vip.yourRank')}</Badge> : null}
              </div>
              {rank.turnover ? (
                <p className={styles.muted}>{t('vip.turnoverRequirement', { amount: rank.turnover })}</p>
              ) : null}
              {rank.deposit ? (
                <p className={styles.muted}>{t('vip.depositRequirement', { amount: rank.deposit })}</p>
              ) : null}
              {rank.benefits.length > 0 ? (
                <ul className={styles.benefits}>
                  {rank.benefits.map((benefit) => (
                    <li key={benefit}>{benefit}</li>
                  ))}
                </ul>
              ) : (
                <p className={styles.muted}>{t('vip.noBenefits')}</p>
              )}
            </li>
          ))}
        </ul>
      </AsyncRegion>
    </section>
  );
}
