export type { RankStanding, TurnoverMeter } from '../vip';
export type { RankProgressProps } from './RankProgress';
export { RankProgress } from './RankProgress';
