export type { InvitedFriend, InvitedFriendList, ReferralInvite } from '../referral';
export type { ReferralProps, ReferralShareData } from './Referral';
export { Referral } from './Referral';
