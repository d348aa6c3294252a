import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { ArrowLeft, SearchX } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { type AsyncStatus, hasContent } from '../../../primitives/AsyncRegion/asyncStatus';
import { Badge } from '../../../primitives/Badge/Badge';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Image } from '../../../primitives/Image/Image';
import { Link } from '../../../primitives/Link/Link';
import { SafeHtml } from '../../../primitives/SafeHtml/SafeHtml';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import type { PromotionAction, PromotionActionResult, PromotionDetailItem } from '../promotions';
import * as styles from './PromotionDetail.css';

export interface PromotionDetailProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's heading until the promotion is on hand ("Promotion details"); then its title is. */
  title: ReactNode;
  status: AsyncStatus;
  /** The promotion; null once loaded when there is no such promotion. */
  promotion: PromotionDetailItem | null;
  /** The promotions page, for the way back. */
  backHref: string;
  /** Joins or claims; the host asks a visitor to log in first. */
  onAction: (action: PromotionAction, promotion: PromotionDetailItem) => Promise<PromotionActionResult>;
  onRetry?: () => void;
  retrying?: boolean;
  ref?: Ref<HTMLDivElement>;
}

type Outcome = { ok: boolean; text: string } | null;

function DetailSkeleton() {
  return (
    <div className={styles.body}>
      <Skeleton height={32} width="60%" />
      <Skeleton height={200} />
      <Skeleton height={16} width="80%" />
      <Skeleton height={16} width="70%" />
    </div>
  );
}

/**
 * A promotion's page: picture, period and activity status, its sanitized
 * content, and the one action the status allows (join, or claim); a status
 * that allows none (applying, claimed, closed, …) is shown, not offered.
 */
export function PromotionDetail({
  title,
  status,
  promotion,
  backHref,
  onAction,
  onRetry,
  retrying,
  className,
  ref,
  ...rest
}: PromotionDetailProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const act = async (action: PromotionAction, item: PromotionDetailItem) => {
    setBusy(true);
    setOutcome(null);
    const result = await onAction(action, item);
    setBusy(false);
    if (result.outcome === 'done') {
      setOutcome({
        ok: true,
        text: t(action === 'join' ? 'promotions.joined' : 'promotions.claimed', { title: item.title }),
      });
    } else if (result.outcome === 'failed') {
      setOutcome({ ok: false, text: result.error });
    }
  };

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <Link href={backHref} className={styles.back}>
        <ArrowLeft size={16} aria-hidden="true" />
        {t('promotions.back')}
      </Link>
      <h1 className={styles.title}>{promotion && hasContent(status) ? promotion.title : title}</h1>
      <AsyncRegion
        status={status}
        loadingLabel={t('promotions.detailLoading')}
        errorTitle={t('promotions.detailErrorTitle')}
        onRetry={onRetry}
        retrying={retrying}
        headingLevel={2}
        skeleton={<DetailSkeleton />}
        empty={promotion === null}
        emptyState={
          <EmptyState
            icon={<SearchX size={28} />}
            title={t('promotions.notFound')}
            description={t('promotions.notFoundHint')}
            headingLevel={2}
          />
        }
      >
        {promotion ? (
          <article className={styles.body}>
            {promotion.image ? <Image src={promotion.image} alt="" aspectRatio="8 / 3" fit="cover" /> : null}
            <dl className={styles.facts}>
              {promotion.period ? (
                <div className={styles.fact}>
                  <dt>{t('promotions.periodLabel')}</dt>
                  <dd className={styles.period}>{promotion.period}</dd>
                </div>
              ) : null}
              <div className={styles.fact}>
                <dt>{t('promotions.statusLabel')}</dt>
                <dd>
                  <Badge tone={promotion.status.tone}>{promotion.status.label}</Badge>
                </dd>
              </div>
            </dl>
            {promotion.action ? (
              <div className={styles.actions}>
                <Button
                  loading={busy}
                  onClick={() => promotion.action && void act(promotion.action, promotion)}
                  aria-label={t(promotion.action === 'join' ? 'promotions.joinOne' : 'promotions.claimOne', {
                    title: promotion.title,
                  })}
                >
                  {t(promotion.action === 'join' ? 'promotions.join' : 'promotions.claim')}
                </Button>
              </div>
            ) : null}
            <div role="status">
              {outcome?.ok ? <p className={clsx(styles.outcome, styles.success)}>{outcome.text}</p> : null}
            </div>
            {outcome && !outcome.ok ? (
              <p role="alert" className={clsx(styles.outcome, styles.failure)}>
                {outcome.text}
              </p>
            ) : null}
            <SafeHtml html={promotion.html} className={styles.content} />
          </article>
        ) : null}
      </AsyncRegion>
    </div>
  );
}
