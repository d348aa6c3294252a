import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Gift, History, Mail } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { Badge } from '../../../primitives/Badge/Badge';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Link } from '../../../primitives/Link/Link';
import { Pagination } from '../../../primitives/Pagination/Pagination';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import type {
  ClaimHistorySection,
  RaffleItem,
  RaffleOpenResult,
  RewardClaimResult,
  RewardItem,
  RewardSection,
} from '../rewardCentre';
import * as styles from './RewardCentre.css';

export interface RewardCentreProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's name, "Reward Center". */
  title: ReactNode;
  available: RewardSection<RewardItem>;
  raffles: RewardSection<RaffleItem>;
  history: ClaimHistorySection;
  /** Claims a promotion's bonus; the money moves to the balance. */
  onClaim: (reward: RewardItem) => Promise<RewardClaimResult>;
  /** Opens a raffle or red envelope: the draw, then the prize. */
  onOpenRaffle: (raffle: RaffleItem) => Promise<RaffleOpenResult>;
  ref?: Ref<HTMLDivElement>;
}

type Outcome = { ok: boolean; text: string } | null;

function ListSkeleton({ rows }: { rows: number }) {
  return (
    <div className={styles.list}>
      {Array.from({ length: rows }, (_, index) => (
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
 * The member centre's rewards: the promotions waiting for the member (claim
 * here, or join on the promotion's page), the raffles and red envelopes to
 * open, and the history of claims, page by page.
 */
export function RewardCentre({
  title,
  available,
  raffles,
  history,
  onClaim,
  onOpenRaffle,
  className,
  ref,
  ...rest
}: RewardCentreProps) {
  const { t } = useTranslation();
  const availableId = useId();
  const rafflesId = useId();
  const historyId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [opened, setOpened] = useState<{ id: string; prize: string } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const claim = async (reward: RewardItem) => {
    setBusy(reward.id);
    setOutcome(null);
    const result = await onClaim(reward);
    setBusy(null);
    setOutcome(
      result.ok
        ? { ok: true, text: t('rewardCentre.claimed', { title: reward.title }) }
        : { ok: false, text: result.error },
    );
  };

  const open = async (raffle: RaffleItem) => {
    setBusy(raffle.id);
    setOutcome(null);
    setOpened(null);
    const result = await onOpenRaffle(raffle);
    setBusy(null);
    if (result.ok) {
      setOpened({ id: raffle.id, prize: result.prize });
      // An answer without the prize still says where it went.
      setOutcome({
        ok: true,
        text: result.prize ? t('rewardCentre.won', { prize: result.prize }) : t('rewardCentre.prizeSent'),
      });
    } else {
      setOutcome({ ok: false, text: result.error });
    }
  };

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <h3 className={styles.title}>{title}</h3>

      <section className={styles.section} aria-labelledby={availableId}>
        <h4 id={availableId} className={styles.sectionTitle}>
          {t('rewardCentre.available')}
        </h4>
        <AsyncRegion
          status={available.status}
          loadingLabel={t('rewardCentre.availableLoading')}
          errorTitle={t('rewardCentre.availableError')}
          onRetry={available.onRetry}
          retrying={available.retrying}
          headingLevel={5}
          skeleton={<ListSkeleton rows={3} />}
          empty={available.items.length === 0}
          emptyState={
            <EmptyState
              size="compact"
              icon={<Gift size={24} />}
              title={t('rewardCentre.availableEmpty')}
              description={t('rewardCentre.availableEmptyHint')}
              headingLevel={5}
            />
          }
        >
          <ul className={styles.list} aria-labelledby={availableId}>
            {available.items.map((reward) => (
              <li key={reward.id} className={styles.item}>
                <div className={styles.itemText}>
                  <div className={styles.itemTitleRow}>
                    <h5 className={styles.itemTitle}>{reward.title}</h5>
                    <Badge tone={reward.status.tone}>{reward.status.label}</Badge>
                  </div>
                  {reward.expires ? (
                    <p className={styles.meta}>{t('rewardCentre.ends', { time: reward.expires })}</p>
                  ) : null}
                </div>
                <div className={styles.itemEnd}>
                  {reward.amount ? <span className={styles.amount}>{reward.amount}</span> : null}
                  {reward.action === 'claim' ? (
                    <Button
                      size="sm"
                      loading={busy === reward.id}
                      disabled={busy !== null && busy !== reward.id}
                      onClick={() => void claim(reward)}
                      aria-label={t('rewardCentre.claimOne', { title: reward.title })}
                    >
                      {t('rewardCentre.claim')}
                    </Button>
                  ) : null}
                  {reward.action === 'join' ? (
                    <Link
                      href={reward.href}
                      className={styles.joinLink}
                      aria-label={t('rewardCentre.joinOne', { title: reward.title })}
                    >
                      {t('rewardCentre.join')}
                    </Link>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </AsyncRegion>
      </section>

      <section className={styles.section} aria-labelledby={rafflesId}>
        <h4 id={rafflesId} className={styles.sectionTitle}>
          {t('rewardCentre.raffles')}
        </h4>
        <AsyncRegion
          status={raffles.status}
          loadingLabel={t('rewardCentre.rafflesLoading')}
          errorTitle={t('rewardCentre.rafflesError')}
          onRetry={raffles.onRetry}
          retrying={raffles.retrying}
          headingLevel={5}
          skeleton={<ListSkeleton rows={2} />}
          empty={raffles.items.length === 0}
          emptyState={
            <EmptyState
              size="compact"
              icon={<Mail size={24} />}
              title={t('rewardCentre.rafflesEmpty')}
              description={t('rewardCentre.rafflesEmptyHint')}
              headingLevel={5}
            />
          }
        >
          <ul className={styles.raffles} aria-labelledby={rafflesId}>
            {raffles.items.map((raffle) => {
              const justOpened = opened?.id === raffle.id;
              const prize = justOpened ? opened.prize : raffle.prize;
              const opening = busy === raffle.id;
              return (
                <li key={raffle.id} className={styles.raffle}>
                  <div
                    className={clsx(styles.envelope, opening && styles.shaking, (prize || justOpened) && styles.open)}
                    aria-hidden="true"
                  >
                    {prize ? <span className={styles.prize}>{prize}</span> : <Gift size={28} />}
                  </div>
                  <div className={styles.itemText}>
                    <div className={styles.itemTitleRow}>
                      <h5 className={styles.itemTitle}>{raffle.title}</h5>
                      <Badge tone={raffle.status.tone}>{raffle.status.label}</Badge>
                    </div>
                    {prize ? <p className={styles.meta}>{t('rewardCentre.prize', { prize })}</p> : null}
                    {raffle.starts ? (
                      <p className={styles.meta}>{t('rewardCentre.starts', { time: raffle.starts })}</p>
                    ) : raffle.ends ? (
                      <p className={styles.meta}>{t('rewardCentre.ends', { time: raffle.ends })}</p>
                    ) : null}
                  </div>
                  {raffle.canOpen && !justOpened ? (
                    <Button
                      size="sm"
                      loading={opening}
                      disabled={busy !== null && !opening}
                      onClick={() => void open(raffle)}
                      aria-label={t('rewardCentre.openOne', { title: raffle.title })}
                    >
                      {opening ? t('rewardCentre.opening') : t('rewardCentre.open')}
                    </Button>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </AsyncRegion>
      </section>

      <div role="status">
        {outcome?.ok ? <p className={clsx(styles.outcome, styles.success)}>{outcome.text}</p> : null}
      </div>
      {outcome && !outcome.ok ? (
        <p role="alert" className={clsx(styles.outcome, styles.failure)}>
          {outcome.text}
        </p>
      ) : null}

      <section className={styles.section} aria-labelledby={historyId}>
        <h4 id={historyId} className={styles.sectionTitle}>
          {t('rewardCentre.history')}
        </h4>
        <AsyncRegion
          status={history.status}
          loadingLabel={t('rewardCentre.historyLoading')}
          errorTitle={t('rewardCentre.historyError')}
          onRetry={history.onRetry}
          retrying={history.retrying}
          headingLevel={5}
          skeleton={<ListSkeleton rows={4} />}
          empty={history.items.length === 0}
          emptyState={
            <EmptyState
              size="compact"
              icon={<History size={24} />}
              title={t('rewardCentre.historyEmpty')}
              description={t('rewardCentre.historyEmptyHint')}
              headingLevel={5}
            />
          }
        >
          <ul className={styles.list} aria-labelledby={historyId}>
            {history.items.map((row) => (
              <li key={`${row.id} ${row.time}`} className={styles.historyRow}>
                <div className={styles.itemText}>
                  <span className={styles.itemTitle}>{row.title}</span>
                  <span className={styles.meta}>{row.time}</span>
                </div>
                <div className={styles.itemEnd}>
                  <span className={styles.amount}>{row.amount}</span>
                  <Badge tone={row.status.tone}>{row.status.label}</Badge>
                </div>
              </li>
            ))}
          </ul>
          {history.pageCount > 1 ? (
            <Pagination
              page={history.page}
              pageCount={history.pageCount}
              onPageChange={history.onPageChange}
              align="center"
            />
          ) : null}
        </AsyncRegion>
      </section>
    </div>
  );
}
