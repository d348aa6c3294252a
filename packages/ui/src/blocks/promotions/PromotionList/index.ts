export type { PromotionCardItem, PromotionCatalogue, PromotionCategoryTab, PromotionStatusLabel } from '../promotions';
export type { PromotionListProps } from './PromotionList';
export { allPromotions, PromotionList } from './PromotionList';
