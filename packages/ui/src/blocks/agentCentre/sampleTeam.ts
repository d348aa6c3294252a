import type { DownlineRow } from './teamManagement';

/** Downlines as the team management page lists them, for stories and tests. */
export const sampleDownlines: readonly DownlineRow[] = [
  {
    account: 'nam8163',
    nickname: 'Nam',
    role: 'Agent',
    isAgent: true,
    balance: '12,480.50',
    teamSize: '3',
    registered: '2025-02-11 09:12:44',
    lastLogin: '2025-06-14 21:03:10',
  },
  {
    account: 'hoa2291',
    nickname: 'Hoa',
    role: 'Member',
    isAgent: false,
    balance: '350.00',
    teamSize: '0',
    registered: '2025-05-30 17:45:02',
    lastLogin: '',
  },
];
