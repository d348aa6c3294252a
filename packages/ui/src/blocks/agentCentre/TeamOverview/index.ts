export type {
  TeamChartMetric,
  TeamDaily,
  TeamDay,
  TeamFigures,
  TeamPeriod,
  TeamTotals,
} from '../teamOverview';
export { teamChartMetrics, teamPeriods } from '../teamOverview';
export type { TeamOverviewProps } from './TeamOverview';
export { TeamOverview } from './TeamOverview';
