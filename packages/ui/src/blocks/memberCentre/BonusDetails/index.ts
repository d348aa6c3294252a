export type { BonusClaimResult, BonusItem, BonusList } from '../bonusDetails';
export type { BonusDetailsProps } from './BonusDetails';
export { BonusDetails } from './BonusDetails';
