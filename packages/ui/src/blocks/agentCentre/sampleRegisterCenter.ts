import type { AffiliateLinkRow, DownlineRegisterSection } from './registerCenter';

/** Stories' and tests' affiliate links: an agent link on a channel, and a member link that never expires. */
export const sampleAffiliateLinks: AffiliateLinkRow[] = [
  {
    id: '2',
    code: 'AF3L2',
    url: 'https://www.lobby.example/register?affiliateCode=AF3L2',
    role: 'Agent',
    isAgent: true,
    expires: '2025-07-08 10:00:00',
    created: '2025-07-01 10:00:00',
    channel: 'Chat groups',
    registered: '4',
  },
  {
    id: '1',
    code: 'AF3L1',
    url: 'https://www.lobby.example/register?affiliateCode=AF3L1',
    role: 'Member',
    isAgent: false,
    expires: '',
    created: '2025-06-20 09:30:00',
    channel: '',
    registered: '0',
  },
];

export const sampleExpiryDays = [1, 7, 30, 0];

export const sampleChannels = [
  { id: 'SOCIAL', name: 'Social media' },
  { id: 'CHAT', name: 'Chat groups' },
];

/** The username and password rules of a merchant, as its register settings send them. */
export const sampleDownlineRules: DownlineRegisterSection['rules'] = {
  username: {
    enabled: true,
    required: true,
    acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    patternId: '8',
    minLength: 6,
    maxLength: 16,
  },
  password: {
    enabled: true,
    required: true,
    acceptedPattern: '^(?=.*[a-z])(?=.*[A-Z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$',
    patternId: '6',
    minLength: 8,
    maxLength: 20,
  },
};
