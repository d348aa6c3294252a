import type { RankItem, RankStanding } from './vip';

/** Ranks as the VIP page shows them, for stories and tests. */
export const sampleRanks: readonly RankItem[] = [
  { level: 0, name: 'Member', turnover: '', deposit: '', benefits: ['Daily rebate 0.5%'], current: false },
  {
    level: 1,
    name: 'Bronze',
    turnover: '10,000.00',
    deposit: '1,000.00',
    benefits: ['Daily rebate 0.6%', 'Upgrade bonus ₱18'],
    current: true,
  },
  {
    level: 2,
    name: 'Silver',
    turnover: '50,000.00',
    deposit: '5,000.00',
    benefits: ['Daily rebate 0.7%', 'Upgrade bonus ₱88', 'Birthday gift ₱88'],
    current: false,
  },
  {
    level: 5,
    name: 'Diamond',
    turnover: '1,500,000.00',
    deposit: '150,000.00',
    benefits: ['Daily rebate 1.0%', 'VIP service channel'],
    current: false,
  },
];

export const sampleRanksCN: readonly RankItem[] = [
  { level: 0, name: '会员', turnover: '', deposit: '', benefits: ['每日返水 0.5%'], current: false },
  {
    level: 1,
    name: '青铜',
    turnover: '10,000.00',
    deposit: '1,000.00',
    benefits: ['每日返水 0.6%', '晋级礼金 ₱18'],
    current: true,
  },
  { level: 2, name: '白银', turnover: '50,000.00', deposit: '5,000.00', benefits: [], current: false },
];

export const sampleStanding: RankStanding = {
  status: 'ready',
  rankName: 'Bronze',
  level: 1,
  nextRankName: 'Silver',
  monthly: { actual: '12,500.00', expected: '50,000.00', percent: 25 },
  total: { actual: '88,000.00', expected: '600,000.00', percent: 14 },
};
