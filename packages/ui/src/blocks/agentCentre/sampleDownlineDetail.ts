import type { ContractRow } from './contracts';
import type { DownlineContractKind, DownlineFacts, RebateSetting } from './downlineDetail';

/** A plain member's detail, as the team management dialog shows it, for stories and tests. */
export const sampleMemberFacts: DownlineFacts = {
  account: 'hoa2291',
  nickname: 'Hoa',
  role: 'Member',
  isAgent: false,
  level: '1',
  registered: '2025-05-30 17:45:02',
  lastLogin: '2025-06-14 21:03:10',
  balance: '350.00',
  teamSize: '0',
  deposit: '2,000.00',
  withdraw: '300.00',
  betAmount: '5,120.00',
  validBet: '4,980.00',
  betCount: '42',
  profit: '-640.50',
  losing: true,
};

/** A sub-agent's detail. */
export const sampleAgentFacts: DownlineFacts = {
  ...sampleMemberFacts,
  account: 'nam8163',
  nickname: 'Nam',
  role: 'Agent',
  isAgent: true,
  balance: '12,480.50',
  teamSize: '3',
  profit: '1,204.00',
  losing: false,
};

/** Rebate rates of a downline, with the agent's own rate below the site's maximum for live casino. */
export const sampleRebateSettings: readonly RebateSetting[] = [
  { productType: 'LIVE', label: 'Live casino', rate: 0.3, quota: 0.8, minRate: 0, maxRate: 1.2 },
  { productType: 'RNG', label: 'Slots', rate: 0, quota: 1.2, minRate: 0, maxRate: 1.5 },
  { productType: 'SPORTS', label: 'Sports', rate: 0.2, quota: 0.6, minRate: 0, maxRate: 1 },
];

const activeDividend: ContractRow = {
  id: '41',
  account: 'nam8163',
  rate: '20%',
  period: 'Half month',
  status: { label: 'Active', tone: 'success' },
  periodValidBet: '48,000.00',
  periodPnl: '-3,200.00',
  activeMembers: '3',
  betAmount: '52,000.00',
  created: '2025-06-01 10:00:00',
  endable: true,
};

/** A sub-agent's contracts of two kinds: one held, one kind with none yet. */
export const sampleDownlineContracts: readonly DownlineContractKind[] = [
  { kind: 'dividend', label: 'Bonus', hasPeriods: true, rows: [activeDividend] },
  { kind: 'hourlySalary', label: 'Hourly salary', hasPeriods: false, rows: [] },
];
