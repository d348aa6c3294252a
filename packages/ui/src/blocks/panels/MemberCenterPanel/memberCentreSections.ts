import {
  BanknoteArrowDown,
  BanknoteArrowUp,
  ChartLine,
  ClipboardList,
  Gift,
  HandCoins,
  Mail,
  ScrollText,
  Send,
  Target,
  Trophy,
  UserPlus,
  UserRound,
  Wallet,
} from 'lucide-react';
import type { CentreOtherPage, CentreRegistry, CentreSection } from '../CenterPanel/centreSections';
import { memberCentreDefaultPage } from './memberCentreDefaultPage';

/**
 * The member centre's menu, in order: fourteen sections, each shown to every
 * member unless `shownWhen` names the settings switch or member fact it needs.
 */
export const memberCentreSections = [
  { id: 'securityCenter', labelKey: 'panels.member.myAccount', icon: UserRound },
  { id: 'transferFund', labelKey: 'panels.member.myWallet', icon: Wallet, shownWhen: { switch: 'FUNDTRANS3' } },
  { id: 'depositv2', labelKey: 'panels.member.deposit', icon: BanknoteArrowDown, shownWhen: { switch: 'DPSTBAS3' } },
  { id: 'withdraw', labelKey: 'panels.member.withdraw', icon: BanknoteArrowUp, shownWhen: { switch: 'WTHDRW3' } },
  {
    id: 'transferUpline',
    labelKey: 'panels.member.transferUpline',
    icon: Send,
    shownWhen: { memberFact: 'toUpline' },
  },
  { id: 'personalHistoryCopy', labelKey: 'panels.member.bettingRecord', icon: ClipboardList },
  { id: 'manualRebate', labelKey: 'panels.member.cashback', icon: HandCoins },
  {
    id: 'transactionHistory',
    labelKey: 'panels.member.accountRecord',
    icon: ScrollText,
    shownWhen: { switch: 'MEMTRANS3' },
  },
  { id: 'personalProfit', labelKey: 'panels.member.personalLoss', icon: ChartLine, shownWhen: { switch: 'PERSPNL3' } },
  { id: 'bonusDetails', labelKey: 'panels.member.bonusDetails', icon: Gift },
  { id: 'rewardCenter', labelKey: 'panels.member.rewardCenter', icon: Trophy, shownWhen: { switch: 'REWCEN3' } },
  { id: 'referral', labelKey: 'panels.member.inviteFriends', icon: UserPlus, shownWhen: { switch: 'REFERRAL3' } },
  {
    id: 'missionLeaderboard',
    labelKey: 'panels.member.missions',
    icon: Target,
    shownWhen: { switch: 'MISSIONLB3' },
  },
  { id: 'messageV2', labelKey: 'panels.member.messages', icon: Mail, shownWhen: { switch: 'INBOX3' } },
] as const satisfies readonly CentreSection[];

/** Pages of the member centre without a menu entry (the VIP rank and the profile, reached from elsewhere). */
export const memberCentreOtherPages = [
  { id: 'playerRank', labelKey: 'panels.member.playerRank' },
  { id: 'profile', labelKey: 'panels.member.profile' },
] as const satisfies readonly CentreOtherPage[];

/** A page the member centre's menu opens. */
export type MemberCentreSectionId = (typeof memberCentreSections)[number]['id'];
/** Any page the member centre shows. */
export type MemberCentrePage = MemberCentreSectionId | (typeof memberCentreOtherPages)[number]['id'];

/** The section whose entry carries the count of mission rewards to claim. */
export const memberCentreMissionPage = 'missionLeaderboard' satisfies MemberCentreSectionId;

export const memberCentre: CentreRegistry<MemberCentreSectionId, (typeof memberCentreOtherPages)[number]['id']> = {
  sections: memberCentreSections,
  otherPages: memberCentreOtherPages,
  defaultPage: memberCentreDefaultPage satisfies MemberCentreSectionId,
};
