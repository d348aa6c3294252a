import type { ClaimableRebate, RebateHistoryRow, RebateRateRow } from './cashback';

/** Cashback owed on three product types, as the view shows it. */
export const sampleRebates: readonly ClaimableRebate[] = [
  { productType: 'RNG', label: 'Slots', validBet: '8,420.00', rate: '1.2%', amount: '101.04' },
  { productType: 'LIVE', label: 'Live casino', validBet: '12,000.00', rate: '0.8%', amount: '96.00' },
  { productType: 'SPORTS', label: 'Sports', validBet: '3,150.00', rate: '0.5%', amount: '15.75' },
];
export const sampleRebatesTotal = '212.79';

export const sampleRebatesCN: readonly ClaimableRebate[] = [
  { productType: 'RNG', label: '电子', validBet: '8,420.00', rate: '1.2%', amount: '101.04' },
  { productType: 'LIVE', label: '真人', validBet: '12,000.00', rate: '0.8%', amount: '96.00' },
];

export const sampleRebateHistory: readonly RebateHistoryRow[] = [
  { id: '81', label: 'Live casino', validBet: '9,500.00', rate: '0.8%', amount: '76.00', time: '2026-11-23 10:00:00' },
  { id: '82', label: 'Slots', validBet: '6,000.00', rate: '1.2%', amount: '72.00', time: '2026-11-22 10:00:00' },
  { id: '83', label: 'Sports', validBet: '2,000.00', rate: '0.5%', amount: '10.00', time: '2026-11-21 10:00:00' },
];

export const sampleRebateRates: readonly RebateRateRow[] = [
  { productType: 'RNG', label: 'Slots', rate: '1.2%' },
  { productType: 'LIVE', label: 'Live casino', rate: '0.8%' },
  { productType: 'SPORTS', label: 'Sports', rate: '0.5%' },
  { productType: 'LOTTERY', label: 'Lottery', rate: '0.3%' },
];
