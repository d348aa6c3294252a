import { type Contract, PlatformError } from '@lobby/api';
import { describe, expect, it } from 'vitest';
import {
  contractDownlinesOf,
  contractListsOf,
  contractProposalFailureOf,
  contractRowOf,
  nextRealTimeSettlement,
} from './agentContracts';

// Like i18next: a key without words comes back as the key.
const t = (key: string) => key;

const contract = (fields: Partial<Contract> & Pick<Contract, 'contractId'>): Contract => ({
  account: 'house_master',
  rate: 1,
  status: 'ACTIVE',
  periodValidBet: 50_000,
  periodPnl: -1234.5,
  activeMembers: 3,
  betAmount: 10,
  period: 'DAILY',
  createTime: '2025-06-01 10:00:00',
  ...fields,
});

describe('contractRowOf', () => {
  it('writes the rate in per cent and the amounts with two decimals, and names the period and status', () => {
    expect(contractRowOf(contract({ contractId: '1', rate: 0.5, period: 'half-month', status: 'pending' }), t)).toEqual(
      {
        id: '1',
        account: 'house_master',
        rate: '0.5%',
        period: 'agentCentre.contracts.periods.HALF_MONTH',
        status: { label: 'agentCentre.contracts.status.PENDING', tone: 'warning' },
        periodValidBet: '50,000.00',
        periodPnl: '-1,234.50',
        activeMembers: '3',
        betAmount: '10.00',
        created: '2025-06-01 10:00:00',
        endable: true,
      },
    );
  });

  it('ends only running or waiting contracts, and keeps a period it does not know as written', () => {
    const ended = contractRowOf(contract({ contractId: '2', status: 'TERMINATED', period: 'FORTNIGHT' }), t);
    expect(ended.endable).toBe(false);
    expect(ended.period).toBe('FORTNIGHT');
    expect(ended.status.tone).toBe('neutral');
  });
});

describe('contractListsOf', () => {
  const all = [
    contract({ contractId: '1', status: 'PENDING', direction: 'received' }),
    contract({ contractId: '2', status: 'ACTIVE', direction: 'received' }),
    contract({ contractId: '3', status: 'PENDING', direction: 'offered', account: 'sub1' }),
    contract({ contractId: '4', status: 'TERMINATED' }),
  ];

  it('splits requests to answer, contracts held and contracts offered by the side the platform gives', () => {
    const lists = contractListsOf(all, undefined, t);
    expect(lists.requests.map((row) => row.id)).toEqual(['1']);
    expect(lists.held.map((row) => row.id)).toEqual(['2', '4']);
    expect(lists.offered.map((row) => [row.id, row.account])).toEqual([['3', 'sub1']]);
  });

  it("takes the platform's request list where the kind has one", () => {
    const lists = contractListsOf(all, [contract({ contractId: '9', status: 'PENDING', direction: 'received' })], t);
    expect(lists.requests.map((row) => row.id)).toEqual(['9']);
    // A pending request the list does not carry is not shown as held either.
    expect(lists.held.map((row) => row.id)).toEqual(['2', '4']);
  });
});

describe('contractDownlinesOf', () => {
  it('offers contracts to agents only', () => {
    const downline = (account: string, type: number, nickname: string | null = null) => ({
      customerId: account,
      account,
      nickname,
      type,
      balance: 0,
      registerTime: null,
      lastLoginTime: null,
      status: null,
    });
    expect(
      contractDownlinesOf([downline('anna1', 0), downline('binh2', 2, 'Binh'), downline('chi3', 41, 'chi3')]),
    ).toEqual([
      { account: 'binh2', label: 'binh2 (Binh)' },
      { account: 'chi3', label: 'chi3' },
    ]);
  });
});

describe('contractProposalFailureOf', () => {
  it('asks to confirm when the rate is below the downline contracts it names', () => {
    const error = new PlatformError({
      kind: 'business',
      errorCode: 'contract.terminate.confirm',
      message: 'confirm',
      details: { contracts: [{ contractId: '22', account: 'kim77', rate: 8 }] },
    });
    expect(contractProposalFailureOf(error, t)).toEqual({
      ok: false,
      confirm: [{ id: '22', account: 'kim77', rate: '8%' }],
    });
  });

  it('says any other refusal in words', () => {
    const error = new PlatformError({ kind: 'business', errorCode: 'contract.rate.invalid', message: 'Invalid rate' });
    expect(contractProposalFailureOf(error, t)).toEqual({ ok: false, error: 'Invalid rate' });
  });
});

describe('nextRealTimeSettlement', () => {
  it("is the clock's next five minutes, never now", () => {
    const at = (time: string) => Date.parse(`2025-06-15T${time}Z`);
    expect(nextRealTimeSettlement(at('04:00:00'))).toBe(at('04:05:00'));
    expect(nextRealTimeSettlement(at('04:03:59'))).toBe(at('04:05:00'));
    expect(nextRealTimeSettlement(at('04:59:30'))).toBe(at('05:00:00'));
  });
});
