import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Target } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { hasContent } from '../../../primitives/AsyncRegion/asyncStatus';
import { Badge } from '../../../primitives/Badge/Badge';
import { Button } from '../../../primitives/Button/Button';
import { DataTable, type DataTableColumn } from '../../../primitives/DataTable/DataTable';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import type {
  Leaderboard,
  LeaderboardRow,
  MissionClaimResult,
  MissionItem,
  MissionList,
  MissionRules,
} from '../missions';
import * as styles from './Missions.css';

export interface MissionsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's name, "Missions". */
  title: ReactNode;
  missions: MissionList;
  leaderboard: Leaderboard;
  rules: MissionRules;
  /** Claims a completed mission's reward. */
  onClaim: (mission: MissionItem) => Promise<MissionClaimResult>;
  ref?: Ref<HTMLDivElement>;
}

type Outcome = { ok: boolean; text: string } | null;

function ListSkeleton() {
  return (
    <div className={styles.list}>
      {Array.from({ length: 3 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
        <div key={index} className={styles.item}>
          <Skeleton height={18} width="55%" />
          <Skeleton height={8} width="100%" />
        </div>
      ))}
    </div>
  );
}

function percentOf(progress: number, target: number): number {
  if (!(target > 0)) return 100;
  return Math.min(100, Math.max(0, Math.floor((progress / target) * 100)));
}

/**
 * The member centre's missions: each mission's progress and reward, a claim
 * for a completed one, the leaderboard with the player's own place, and the
 * rules.
 */
export function Missions({ title, missions, leaderboard, rules, onClaim, className, ref, ...rest }: MissionsProps) {
  const { t } = useTranslation();
  const listLabelId = useId();
  const [claiming, setClaiming] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const ready = missions.missions.filter((mission) => mission.claimable).length;

  const claim = async (mission: MissionItem) => {
    setClaiming(mission.id);
    setOutcome(null);
    const result = await onClaim(mission);
    setClaiming(null);
    setOutcome(
      result.ok
        ? { ok: true, text: t('missions.claimed', { title: mission.title }) }
        : { ok: false, text: result.error },
    );
  };

  const columns: DataTableColumn<LeaderboardRow>[] = [
    { id: 'rank', header: t('missions.column.rank'), cell: (row) => row.rank, numeric: true, width: '4rem' },
    { id: 'player', header: t('missions.column.player'), cell: (row) => row.player, priority: 'primary' },
    { id: 'score', header: t('missions.column.score'), cell: (row) => row.score, numeric: true },
    { id: 'reward', header: t('missions.column.reward'), cell: (row) => row.reward, numeric: true },
  ];

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <section className={styles.section}>
        <div className={styles.header}>
          <h3 id={listLabelId} className={styles.title}>
            {title}
          </h3>
          {hasContent(missions.status) && ready > 0 ? (
            <p className={styles.muted}>{t('missions.ready', { count: ready })}</p>
          ) : null}
        </div>
        <AsyncRegion
          className={styles.section}
          status={missions.status}
          loadingLabel={t('missions.missionsLoading')}
          errorTitle={t('missions.missionsError')}
          onRetry={missions.onRetry}
          retrying={missions.retrying}
          headingLevel={4}
          skeleton={<ListSkeleton />}
          empty={missions.missions.length === 0}
          emptyState={
            <EmptyState
              icon={<Target size={28} />}
              title={t('missions.missionsEmpty')}
              description={t('missions.missionsEmptyHint')}
              headingLevel={4}
            />
          }
        >
          <ul className={styles.list} aria-labelledby={listLabelId}>
            {missions.missions.map((mission) => (
              <li key={mission.id} className={styles.item}>
                <div className={styles.itemText}>
                  <div className={styles.itemTitleRow}>
                    <h4 className={styles.itemTitle}>{mission.title}</h4>
                    <Badge tone={mission.status.tone}>{mission.status.label}</Badge>
                  </div>
                  <div
                    className={styles.bar}
                    role="progressbar"
                    aria-label={mission.title}
                    aria-valuemin={0}
                    aria-valuemax={mission.target}
                    aria-valuenow={Math.min(mission.progress, mission.target)}
                    aria-valuetext={t('missions.progress', { progress: mission.progress, target: mission.target })}
                  >
                    <div className={styles.fill} style={{ width: `${percentOf(mission.progress, mission.target)}%` }} />
                  </div>
                  <p className={styles.muted}>
                    {t('missions.progress', { progress: mission.progress, target: mission.target })}
                    {mission.reward ? ` · ${t('missions.reward', { amount: mission.reward })}` : ''}
                  </p>
                </div>
                {mission.claimable ? (
                  <Button
                    size="sm"
                    loading={claiming === mission.id}
                    disabled={claiming !== null && claiming !== mission.id}
                    onClick={() => void claim(mission)}
                    aria-label={t('missions.claimOne', { title: mission.title })}
                  >
                    {t('missions.claim')}
                  </Button>
                ) : null}
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
      </section>

      <section className={styles.section}>
        <h4 className={styles.subtitle}>{t('missions.leaderboardTitle')}</h4>
        {hasContent(leaderboard.status) ? (
          <p className={styles.muted}>
            {leaderboard.mine
              ? t('missions.myStanding', { rank: leaderboard.mine.rank, score: leaderboard.mine.score })
              : t('missions.notRanked')}
          </p>
        ) : null}
        <DataTable<LeaderboardRow>
          caption={t('missions.leaderboardTitle')}
          hideCaption
          columns={columns}
          rows={leaderboard.rows}
          getRowId={(row) => row.rank}
          status={leaderboard.status}
          onRetry={leaderboard.onRetry}
          emptyTitle={t('missions.leaderboardEmpty')}
          errorTitle={t('missions.leaderboardError')}
        />
      </section>

      <section className={styles.section}>
        <h4 className={styles.subtitle}>{t('missions.rulesTitle')}</h4>
        <AsyncRegion
          status={rules.status}
          loadingLabel={t('missions.rulesLoading')}
          errorTitle={t('missions.rulesError')}
          onRetry={rules.onRetry}
          headingLevel={5}
          size="compact"
          skeleton={<Skeleton height={48} width="100%" />}
          empty={rules.rules.length === 0}
          emptyState={<EmptyState size="compact" title={t('missions.rulesEmpty')} headingLevel={5} />}
        >
          <dl className={styles.rules}>
            {rules.rules.map((rule) => (
              <div key={rule.title}>
                <dt className={styles.ruleTerm}>{rule.title}</dt>
                <dd className={styles.ruleText}>{rule.content}</dd>
              </div>
            ))}
          </dl>
        </AsyncRegion>
      </section>
    </div>
  );
}
