export type { RealityCheckInterval } from '../intervals';
export { realityCheckIntervals } from '../intervals';
export type { ResponsibleGamingProps } from './ResponsibleGaming';
export { ResponsibleGaming } from './ResponsibleGaming';
