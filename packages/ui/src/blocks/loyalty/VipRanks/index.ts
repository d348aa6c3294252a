export type { RankItem, RankList } from '../vip';
export type { VipRanksProps } from './VipRanks';
export { VipRanks } from './VipRanks';
