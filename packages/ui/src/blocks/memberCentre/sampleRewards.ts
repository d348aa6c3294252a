import type { ClaimRow, RaffleItem, RewardItem } from './rewardCentre';

export const sampleRewards: readonly RewardItem[] = [
  {
    id: '6002',
    title: 'Daily reload 10%',
    amount: '100.00',
    status: { label: 'Claim', tone: 'info' },
    expires: '2027-01-28 23:59:59',
    action: 'claim',
    href: '/promoDetail?id=6002',
  },
  {
    id: '6005',
    title: 'Sports cashback 5%',
    amount: '',
    status: { label: 'Join', tone: 'info' },
    action: 'join',
    href: '/promoDetail?id=6005',
  },
  {
    id: '6010',
    title: 'VIP upgrade bonus',
    amount: '288.00',
    status: { label: 'Issued', tone: 'info' },
    action: 'claim',
    href: '/promoDetail?id=6010',
  },
];

export const sampleRaffles: readonly RaffleItem[] = [
  {
    id: '6006',
    title: 'Weekend lucky draw',
    status: { label: 'Claim', tone: 'info' },
    ends: '2027-02-10 23:59:59',
    canOpen: true,
  },
  {
    id: '6013',
    title: 'Lunar New Year red envelope',
    status: { label: 'Coming soon', tone: 'neutral' },
    starts: '2026-11-29 00:00:00',
    canOpen: false,
  },
];

export const sampleClaims: readonly ClaimRow[] = [
  {
    id: '6008',
    title: '7-day check-in',
    amount: '77.00',
    status: { label: 'Claimed', tone: 'success' },
    time: '2026-11-15 10:20:00',
  },
  {
    id: '6012',
    title: 'Lottery lucky number',
    amount: '0.00',
    status: { label: 'Rejected', tone: 'danger' },
    time: '2026-11-09 08:00:00',
  },
  {
    id: '6001',
    title: '100% welcome bonus',
    amount: '500.00',
    status: { label: 'Claimed', tone: 'success' },
    time: '2026-10-15 12:00:00',
  },
];
