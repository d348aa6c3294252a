import type { MallReward } from './pointsMall';

/** Rewards as the points mall shows them, for stories and tests. */
export const sampleRewards: readonly MallReward[] = [
  { id: '5001', name: '₱50 cash', image: '', kind: 'Cash', points: 500, amountRequirement: '', stock: 120 },
  {
    id: '5002',
    name: '₱100 bonus',
    image: '',
    kind: 'Bonus',
    points: 900,
    amountRequirement: '5,000.00',
    stock: 40,
  },
  { id: '5009', name: 'Smart watch', image: '', kind: 'Gift', points: 20_000, amountRequirement: '', stock: 0 },
];

export const sampleRewardsCN: readonly MallReward[] = [
  { id: '5001', name: '₱50 现金', image: '', kind: '现金', points: 500, amountRequirement: '', stock: 120 },
  { id: '5009', name: '智能手表', image: '', kind: '实物礼品', points: 20_000, amountRequirement: '', stock: 0 },
];
