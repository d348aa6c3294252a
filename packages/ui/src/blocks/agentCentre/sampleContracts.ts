import type { ContractDownline, ContractLists, ContractRow } from './contracts';

/** Contracts as the pages show them, for stories and tests. */
const row = (fields: Partial<ContractRow> & Pick<ContractRow, 'id' | 'account'>): ContractRow => ({
  rate: '1%',
  period: 'Daily',
  status: { label: 'Active', tone: 'success' },
  periodValidBet: '50,000.00',
  periodPnl: '0.00',
  activeMembers: '3',
  betAmount: '125,400.00',
  created: '2025-06-10 12:00:00',
  endable: false,
  ...fields,
});

export const sampleContractLists: Omit<ContractLists, 'status'> = {
  requests: [
    row({
      id: '2',
      account: 'house_master',
      status: { label: 'Waiting for an answer', tone: 'warning' },
      endable: true,
    }),
  ],
  held: [row({ id: '5', account: 'house_master', rate: '0.8%', status: { label: 'Terminated', tone: 'neutral' } })],
  offered: [
    row({ id: '7', account: 'minh2231', rate: '0.5%', endable: true }),
    row({
      id: '11',
      account: 'lan908',
      rate: '0.5%',
      status: { label: 'Rejected', tone: 'danger' },
    }),
  ],
};

export const sampleContractListsCN: Omit<ContractLists, 'status'> = {
  requests: [row({ id: '2', account: 'house_master', period: '日结', status: { label: '待处理', tone: 'warning' } })],
  held: [],
  offered: [
    row({ id: '7', account: 'minh2231', period: '日结', status: { label: '生效中', tone: 'success' }, endable: true }),
  ],
};

export const sampleDownlineAgents: readonly ContractDownline[] = [
  { account: 'minh2231', label: 'minh2231 (Minh)' },
  { account: 'lan908', label: 'lan908 (Lan)' },
];
