export type { PointsActionResult, PointsBalance, RewardCatalogue, RewardItem } from '../pointsMall';
export type { PointsMallMemberProps, PointsMallProps, PointsMallVisitorProps } from './PointsMall';
export { PointsMall } from './PointsMall';
