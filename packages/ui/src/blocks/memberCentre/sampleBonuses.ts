import type { BonusItem } from './bonusDetails';

/** Bonuses in each kind of state, as the view shows them. */
export const sampleBonuses: readonly BonusItem[] = [
  {
    id: '6002',
    title: 'Weekend reload 10%',
    kind: 'Deposit bonus',
    amount: '100.00',
    status: { label: 'Issued', tone: 'info' },
    expires: '2026-12-31 23:59:59',
    claimable: true,
  },
  {
    id: '6006',
    title: 'Lucky draw',
    kind: 'Raffle',
    amount: '888.00',
    status: { label: 'Issued', tone: 'info' },
    expires: '2026-12-15 23:59:59',
    claimable: true,
  },
  {
    id: '6001',
    title: 'First deposit 100%',
    kind: 'Deposit bonus',
    amount: '500.00',
    status: { label: 'Claimed', tone: 'success' },
    claimable: false,
  },
  {
    id: '6005',
    title: 'Slots tournament',
    kind: 'Manual bonus',
    amount: '',
    status: { label: 'Applying', tone: 'warning' },
    claimable: false,
  },
];

export const sampleBonusesCN: readonly BonusItem[] = [
  {
    id: '6002',
    title: '周末充值 10%',
    kind: '存款红利',
    amount: '100.00',
    status: { label: '已发放', tone: 'info' },
    expires: '2026-12-31 23:59:59',
    claimable: true,
  },
  {
    id: '6001',
    title: '首存 100%',
    kind: '存款红利',
    amount: '500.00',
    status: { label: '已领取', tone: 'success' },
    claimable: false,
  },
];
