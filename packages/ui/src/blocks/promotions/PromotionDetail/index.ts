export type { PromotionAction, PromotionActionResult, PromotionDetailItem } from '../promotions';
export type { PromotionDetailProps } from './PromotionDetail';
export { PromotionDetail } from './PromotionDetail';
