export type {
  InvitedFriend,
  InvitedFriendList,
  ReferralIncomeSummary,
  ReferralInvite,
  ReferralRuleList,
} from '../referral';
export type { ReferralProps, ReferralShareData } from './Referral';
export { Referral } from './Referral';
