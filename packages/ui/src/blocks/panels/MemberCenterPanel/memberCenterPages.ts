/**
 * The member center's menu (spec §2 "Member center"): the label key of each
 * entry and the page it opens, in menu order. Labels are messages under
 * `panels.<name>` in `@lobby/i18n`. The site types its page state with these ids.
 */
export const memberCenterPages = [
  { name: 'in_my_account', page: 'securityCenter' },
  { name: 'in_my_wallet', page: 'transferFund' },
  { name: 'in_increase_deposit', page: 'depositv2' },
  { name: 'in_increase_withdrawal', page: 'withdraw' },
  { name: 'in_transfer_upline', page: 'transferUpline' },
  { name: 'in_betting_record', page: 'personalHistoryCopy' },
  { name: 'in_cashback', page: 'manualRebate' },
  { name: 'in_account_record', page: 'transactionHistory' },
  { name: 'in_personal_loss', page: 'personalProfit' },
  { name: 'in_bonus_details', page: 'bonusDetails' },
  { name: 'in_reward_center', page: 'rewardCenter' },
  { name: 'invite_friends', page: 'referral' },
  { name: 'mission_activity', page: 'missionLeaderboard' },
  { name: 'in_platform_information', page: 'messageV2' },
] as const;

export type MemberCenterMenuItem = (typeof memberCenterPages)[number];
/** A page the member center's menu opens. */
export type MemberCenterMenuPage = MemberCenterMenuItem['page'];
/** Label key of a menu entry (a message under `panels.`). */
export type MemberCenterLabelKey = MemberCenterMenuItem['name'];

/** Pages the member center shows without a menu entry of their own (spec §2 "Other named pages"). */
export const memberCenterOtherPages = ['playerRank', 'profile'] as const;

/** Any page the member center can show. */
export type MemberCenterPage = MemberCenterMenuPage | (typeof memberCenterOtherPages)[number];

/** The page the center opens on (spec §2); choosing it is the host's job. */
export const memberCenterDefaultPage: MemberCenterMenuPage = 'securityCenter';

/** The page of the mission entry, which carries the mission count badge. */
export const memberCenterMissionPage: MemberCenterMenuPage = 'missionLeaderboard';
