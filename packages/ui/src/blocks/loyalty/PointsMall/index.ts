export type { MallReward, PointsActionResult, PointsBalance, RewardCatalogue } from '../pointsMall';
export type { PointsMallMemberProps, PointsMallProps, PointsMallVisitorProps } from './PointsMall';
export { PointsMall } from './PointsMall';
