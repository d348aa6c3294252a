import type { Contract } from '@lobby/api';
import { describe, expect, it } from 'vitest';
import { downlineContractKindsOf, downlineFactsOf, rebateSettingsOf } from './downlineDetail';

const t = (key: string) => key;

const detail = {
  customerId: '7',
  account: 'linh42',
  nickname: 'Linh',
  type: 0,
  level: 1,
  balance: 1500.5,
  registerTime: '2025-01-02 03:04:05',
  lastLoginTime: null,
  teamSize: 0,
};

describe('downlineFactsOf', () => {
  it('writes the facts, and the figures once the P&L is there, marking a loss', () => {
    const facts = downlineFactsOf(
      detail,
      { account: 'linh42', deposit: 2000, withdraw: 300, betAmount: 5000, validBet: 4800, betCount: 12, profit: -250 },
      t,
    );
    expect(facts).toMatchObject({
      account: 'linh42',
      isAgent: false,
      role: 'agentCentre.team.roles.member',
      level: '1',
      balance: '1,500.50',
      deposit: '2,000.00',
      betCount: '12',
      profit: '-250.00',
      losing: true,
    });
  });

  it('leaves the figures empty while the P&L loads', () => {
    const facts = downlineFactsOf({ ...detail, type: 2, teamSize: 1234 }, undefined, t);
    expect(facts).toMatchObject({ isAgent: true, teamSize: '1,234', deposit: '', profit: '', losing: false });
  });
});

describe('rebateSettingsOf', () => {
  it('pairs each product type of the range with the downline rate and the agent quota, 0 when missing', () => {
    const settings = rebateSettingsOf(
      [
        { productType: 'LIVE', minRate: 0, maxRate: 1.2 },
        { productType: 'KENO', minRate: 0.1, maxRate: 0.5 },
      ],
      [{ productType: 'LIVE', quota: 0.8 }],
      [{ productType: 'LIVE', rate: 0.3 }],
      t,
    );
    expect(settings).toEqual([
      {
        productType: 'LIVE',
        label: 'agentCentre.team.rebates.products.LIVE',
        rate: 0.3,
        quota: 0.8,
        minRate: 0,
        maxRate: 1.2,
      },
      { productType: 'KENO', label: 'KENO', rate: 0, quota: 0, minRate: 0.1, maxRate: 0.5 },
    ]);
  });
});

describe('downlineContractKindsOf', () => {
  const contract = (overrides: Partial<Contract>): Contract => ({
    contractId: '1',
    account: 'linh42',
    rate: 1,
    status: 'ACTIVE',
    direction: 'offered',
    ...overrides,
  });

  it('keeps only the contracts offered to that downline', () => {
    const [dividend, hourly] = downlineContractKindsOf(
      'linh42',
      [
        {
          kind: 'dividend',
          contracts: [
            contract({ contractId: '1' }),
            contract({ contractId: '2', account: 'other9' }),
            contract({ contractId: '3', direction: 'received' }),
          ],
        },
        { kind: 'hourlySalary', contracts: undefined },
      ],
      (key) => key,
    );
    expect(dividend?.rows.map((row) => row.id)).toEqual(['1']);
    expect(dividend?.hasPeriods).toBe(true);
    expect(hourly).toMatchObject({ kind: 'hourlySalary', hasPeriods: false, rows: [] });
  });
});
