import type { InvitedFriend, ReferralIncomeSummary, ReferralInvite, ReferralRuleList } from './referral';

export const sampleInvite: ReferralInvite = {
  status: 'ready',
  link: 'https://www.lobby.example/register?referralCode=RF4K2Q',
  code: 'RF4K2Q',
  totalInvitations: 3,
};

export const sampleFriends: readonly InvitedFriend[] = [
  { id: '101', account: 'lucky_star', registered: '2026-11-02 14:21:09', deposit: '1,500.00', reward: '15.00' },
  { id: '102', account: 'tiger88', registered: '2026-11-10 09:03:44', deposit: '200.00', reward: '2.00' },
  { id: '103', account: 'newcomer', registered: '2026-11-20 21:47:15', deposit: '0.00', reward: '0.00' },
];

export const sampleIncome: ReferralIncomeSummary = {
  status: 'ready',
  total: '17.00',
  today: '2.00',
  yesterday: '0.00',
};

export const sampleRules: ReferralRuleList = {
  status: 'ready',
  rules: [
    'Share your invite link or referral code; friends who sign up with it become your invitees.',
    'You earn 1% of every successful deposit your invitees make.',
  ],
};
