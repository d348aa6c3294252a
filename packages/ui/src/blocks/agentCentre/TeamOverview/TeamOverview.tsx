import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { ChartColumn } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Select } from '../../../primitives/Select/Select';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden';
import {
  type TeamChartMetric,
  type TeamDaily,
  type TeamDay,
  type TeamFigures,
  type TeamPeriod,
  type TeamTotals,
  teamChartMetrics,
  teamPeriods,
} from '../teamOverview';
import * as styles from './TeamOverview.css';

type HeadingLevel = 2 | 3;

export interface TeamOverviewProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's name, "Team Overview". */
  title: ReactNode;
  /** 3 under a centre's page (default). */
  headingLevel?: HeadingLevel;
  period: TeamPeriod;
  onPeriodChange: (period: TeamPeriod) => void;
  totals: TeamTotals;
  daily: TeamDaily;
  ref?: Ref<HTMLDivElement>;
}

const figureKeys: readonly (keyof TeamFigures)[] = [
  'teamSize',
  'activeMembers',
  'newMembers',
  'balance',
  'deposit',
  'withdraw',
  'validBet',
  'profit',
];

const labelKey = {
  teamSize: 'agentCentre.overview.teamSize',
  activeMembers: 'agentCentre.overview.activeMembers',
  newMembers: 'agentCentre.overview.newMembers',
  balance: 'agentCentre.overview.balance',
  deposit: 'agentCentre.overview.deposit',
  withdraw: 'agentCentre.overview.withdraw',
  validBet: 'agentCentre.overview.validBet',
  profit: 'agentCentre.overview.profit',
} as const;

const periodKey = {
  today: 'agentCentre.overview.periods.today',
  yesterday: 'agentCentre.overview.periods.yesterday',
  last7: 'agentCentre.overview.periods.last7',
  last30: 'agentCentre.overview.periods.last30',
} as const;

/**
 * The agent centre's first page: the team's size, active and new members,
 * balance, deposits, withdrawals, valid bets and P&L over a chosen period,
 * and a chart of one figure per day (drawn in SVG, listed in a table for
 * screen readers).
 */
export function TeamOverview({
  title,
  headingLevel = 3,
  period,
  onPeriodChange,
  totals,
  daily,
  className,
  ref,
  ...rest
}: TeamOverviewProps) {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const SectionHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const sectionLevel = (headingLevel + 1) as 3 | 4;
  const [metric, setMetric] = useState<TeamChartMetric>('validBet');

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <div className={styles.header}>
        <Heading className={styles.title}>{title}</Heading>
        <div className={styles.periodPicker}>
          <Select
            label={t('agentCentre.overview.period')}
            options={teamPeriods.map((value) => ({ value, label: t(periodKey[value]) }))}
            value={period}
            onValueChange={(value) => {
              const chosen = teamPeriods.find((candidate) => candidate === value);
              if (chosen) onPeriodChange(chosen);
            }}
          />
        </div>
      </div>
      <AsyncRegion
        status={totals.status}
        loadingLabel={t('agentCentre.overview.loading')}
        errorTitle={t('agentCentre.overview.errorTitle')}
        onRetry={totals.onRetry}
        retrying={totals.retrying}
        headingLevel={sectionLevel}
        skeleton={
          <div className={styles.figures}>
            {figureKeys.map((key) => (
              <div key={key} className={styles.figure}>
                <Skeleton height={14} width="60%" />
                <Skeleton height={22} width="80%" />
              </div>
            ))}
          </div>
        }
      >
        {totals.figures ? (
          <dl className={styles.figures}>
            {figureKeys.map((key) => (
              <div key={key} className={styles.figure}>
                <dt className={styles.figureLabel}>{t(labelKey[key])}</dt>
                <dd className={styles.figureValue}>{totals.figures?.[key]}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </AsyncRegion>
      <section className={styles.chartSection} aria-label={t('agentCentre.overview.chartTitle')}>
        <div className={styles.chartHeader}>
          <SectionHeading className={styles.sectionTitle}>{t('agentCentre.overview.chartTitle')}</SectionHeading>
          <fieldset className={styles.metrics}>
            <legend className={styles.legend}>{t('agentCentre.overview.chartMetric')}</legend>
            {teamChartMetrics.map((value) => (
              <button
                key={value}
                type="button"
                className={styles.metric}
                aria-pressed={metric === value}
                onClick={() => setMetric(value)}
              >
                {t(labelKey[value])}
              </button>
            ))}
          </fieldset>
        </div>
        <AsyncRegion
          status={daily.status}
          loadingLabel={t('agentCentre.overview.chartLoading')}
          errorTitle={t('agentCentre.overview.chartError')}
          onRetry={daily.onRetry}
          retrying={daily.retrying}
          headingLevel={(sectionLevel + 1) as 4 | 5}
          skeleton={<Skeleton height={180} width="100%" />}
          empty={daily.days.every((day) => day.values[metric] === 0)}
          emptyState={
            <EmptyState
              size="compact"
              icon={<ChartColumn size={24} />}
              title={t('agentCentre.overview.chartEmpty')}
              headingLevel={(sectionLevel + 1) as 4 | 5}
            />
          }
        >
          <DailyChart days={daily.days} metric={metric} label={t(labelKey[metric])} />
        </AsyncRegion>
      </section>
    </div>
  );
}

const chartHeight = 160;
const barGap = 0.25;

/** One figure per day as bars above (and, for a loss, below) the zero line; the same numbers in a hidden table. */
function DailyChart({ days, metric, label }: { days: readonly TeamDay[]; metric: TeamChartMetric; label: string }) {
  const { t } = useTranslation();
  const values = days.map((day) => day.values[metric]);
  const top = Math.max(0, ...values);
  const bottom = Math.min(0, ...values);
  const span = top - bottom || 1;
  const zero = (top / span) * chartHeight;
  const width = Math.max(days.length, 1);
  // Label every day up to a week, then about seven labels along the axis.
  const labelEvery = Math.max(1, Math.ceil(days.length / 7));

  return (
    <figure className={styles.figureChart}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${width * 10} ${chartHeight + 16}`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <line x1={0} x2={width * 10} y1={zero} y2={zero} className={styles.axis} />
        {days.map((day, index) => {
          const value = day.values[metric];
          const height = (Math.abs(value) / span) * chartHeight;
          return (
            <g key={day.date}>
              <rect
                x={index * 10 + barGap * 5}
                width={10 - barGap * 10}
                y={value >= 0 ? zero - height : zero}
                height={Math.max(height, value === 0 ? 0 : 1)}
                className={value >= 0 ? styles.bar : styles.barNegative}
              >
                <title>{t('agentCentre.overview.chartDay', { date: day.date, value: day.texts[metric] })}</title>
              </rect>
            </g>
          );
        })}
      </svg>
      <div className={styles.axisLabels} aria-hidden="true">
        {days.map((day, index) => (
          <span key={day.date} className={styles.axisLabel}>
            {index % labelEvery === 0 ? day.label : ''}
          </span>
        ))}
      </div>
      <VisuallyHidden asChild>
        <table>
          <caption>{label}</caption>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{day.date}</th>
                <td>{day.texts[metric]}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
