import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Crown, Headset } from 'lucide-react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { Button } from '../../../primitives/Button/Button';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import type { RankStanding, TurnoverMeter } from '../vip';
import * as styles from './RankProgress.css';

export interface RankProgressProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The card's heading, "Your progress" by default. */
  title?: ReactNode;
  /** 2 on a page of its own (default), 3 inside a centre's page. */
  headingLevel?: 2 | 3;
  /** The player's standing; `null` for a visitor, who is asked to sign in. */
  standing: RankStanding | null;
  /** Opens the sign-in; shown to visitors. */
  onSignIn?: () => void;
  /** Opens the VIP service channel; given only when the player's rank has one. */
  onVipService?: () => void;
  ref?: Ref<HTMLElement>;
}

function Meter({ label, meter }: { label: string; meter: TurnoverMeter }) {
  const { t } = useTranslation();
  return (
    <div className={styles.meter}>
      <div className={styles.meterLabel}>
        <span>{label}</span>
        <span className={styles.amounts}>
          {t('vip.ofExpected', { actual: meter.actual, expected: meter.expected })}
        </span>
      </div>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={meter.percent}
        aria-valuetext={t('vip.percentDone', { percent: meter.percent })}
      >
        <div className={styles.fill} style={{ width: `${meter.percent}%` }} />
      </div>
    </div>
  );
}

function StandingSkeleton() {
  return (
    <div className={styles.meters}>
      <Skeleton height={24} width="50%" />
      <Skeleton height={24} width="70%" />
    </div>
  );
}

/**
 * The player's VIP standing: the rank, the next one, and the turnover so far
 * against what the next rank asks (this month and in all). A visitor sees
 * why to sign in instead; a rank with the VIP service offers its channel.
 */
export function RankProgress({
  title,
  headingLevel = 2,
  standing,
  onSignIn,
  onVipService,
  className,
  ref,
  ...rest
}: RankProgressProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;

  if (!standing) {
    return (
      <section ref={ref} className={clsx(styles.root, className)} {...rest}>
        <Heading className={styles.title}>{t('vip.signInTitle')}</Heading>
        <p className={styles.muted}>{t('vip.signInHint')}</p>
        {onSignIn ? (
          <div className={styles.actions}>
            <Button onClick={onSignIn}>{t('vip.signIn')}</Button>
          </div>
        ) : null}
      </section>
    );
  }

  return (
    <section ref={ref} className={clsx(styles.root, className)} {...rest}>
      <Heading className={styles.title}>{title ?? t('vip.progressTitle')}</Heading>
      <AsyncRegion
        className={styles.region}
        status={standing.status}
        loadingLabel={t('vip.progressLoading')}
        errorTitle={t('vip.progressError')}
        onRetry={standing.onRetry}
        retrying={standing.retrying}
        headingLevel={(headingLevel + 1) as 3 | 4}
        size="compact"
        skeleton={<StandingSkeleton />}
      >
        <div className={styles.standing}>
          <div>
            <p className={styles.muted}>{t('vip.currentRank')}</p>
            <p className={styles.rankName}>
              <Crown size={18} aria-hidden />
              <span>
                {standing.rankName} · {t('vip.rankLevel', { level: standing.level })}
              </span>
            </p>
          </div>
          <p className={styles.muted}>
            {standing.nextRankName ? t('vip.nextRank', { name: standing.nextRankName }) : t('vip.topRank')}
          </p>
        </div>
        {standing.monthly || standing.total ? (
          <div className={styles.meters}>
            {standing.monthly ? <Meter label={t('vip.monthlyTurnover')} meter={standing.monthly} /> : null}
            {standing.total ? <Meter label={t('vip.totalTurnover')} meter={standing.total} /> : null}
          </div>
        ) : null}
      </AsyncRegion>
      {onVipService ? (
        <div className={styles.service}>
          <p className={styles.muted}>{t('vip.vipServiceHint')}</p>
          <Button variant="secondary" onClick={onVipService} startIcon={<Headset size={16} aria-hidden />}>
            {t('vip.vipService')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
