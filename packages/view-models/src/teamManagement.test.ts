import { describe, expect, it } from 'vitest';
import { downlineRowsOf } from './teamManagement';

const t = (key: string) => key;

describe('downlineRowsOf', () => {
  it('marks agents, whose team can be opened, and writes balances and team sizes', () => {
    const rows = downlineRowsOf(
      [
        {
          customerId: '1',
          account: 'nam8163',
          nickname: 'Nam',
          type: 2,
          balance: 1234.5,
          teamSize: 3,
          registerTime: '2025-01-02 03:04:05',
          lastLoginTime: null,
          status: 'ACTIVE',
        },
        {
          customerId: '2',
          account: 'anh12',
          nickname: null,
          type: 0,
          balance: null,
          registerTime: null,
          lastLoginTime: '2025-06-01 10:00:00',
          status: null,
        },
      ],
      t,
    );
    expect(rows).toEqual([
      {
        account: 'nam8163',
        nickname: 'Nam',
        role: 'agentCentre.team.roles.agent',
        isAgent: true,
        balance: '1,234.50',
        teamSize: '3',
        registered: '2025-01-02 03:04:05',
        lastLogin: '',
      },
      {
        account: 'anh12',
        nickname: '',
        role: 'agentCentre.team.roles.member',
        isAgent: false,
        balance: '0.00',
        teamSize: '0',
        registered: '',
        lastLogin: '2025-06-01 10:00:00',
      },
    ]);
  });
});
