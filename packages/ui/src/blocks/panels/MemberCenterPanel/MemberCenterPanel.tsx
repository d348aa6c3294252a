import { useTranslation } from '@lobby/i18n';
import {
  BanknoteArrowDown,
  BanknoteArrowUp,
  ChartLine,
  ClipboardList,
  Gift,
  HandCoins,
  type LucideIcon,
  Mail,
  ScrollText,
  Send,
  Target,
  Trophy,
  UserPlus,
  UserRound,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { CenterPanel, type CenterPanelEntry, type CenterPanelProps } from '../CenterPanel/CenterPanel';
import {
  type MemberCenterMenuPage,
  type MemberCenterPage,
  memberCenterMissionPage,
  memberCenterPages,
} from './memberCenterPages';

const icons: Record<MemberCenterMenuPage, LucideIcon> = {
  securityCenter: UserRound,
  transferFund: Wallet,
  depositv2: BanknoteArrowDown,
  withdraw: BanknoteArrowUp,
  transferUpline: Send,
  personalHistoryCopy: ClipboardList,
  manualRebate: HandCoins,
  transactionHistory: ScrollText,
  personalProfit: ChartLine,
  bonusDetails: Gift,
  rewardCenter: Trophy,
  referral: UserPlus,
  missionLeaderboard: Target,
  messageV2: Mail,
};

export interface MemberCenterPanelProps
  extends Pick<
    CenterPanelProps,
    | 'open'
    | 'onClose'
    | 'loaded'
    | 'error'
    | 'onRetry'
    | 'retrying'
    | 'beforeClose'
    | 'openDelay'
    | 'closeLabel'
    | 'className'
    | 'style'
  > {
  /** The page on the right; `securityCenter` when the panel opens (the host sets it). */
  page: MemberCenterPage;
  onPageChange: (page: MemberCenterMenuPage) => void;
  /** Missions with something to claim; a count badge on the mission entry when above 0 (spec §2). */
  missionCount?: number;
  /** Replaces the title (default "Personal Center", key in_personal_center). */
  title?: ReactNode;
  /** Replaces entry labels, e.g. a merchant's own wording for one page. */
  labels?: Partial<Record<MemberCenterMenuPage, string>>;
  /** The page the host renders for `page`. */
  children?: ReactNode;
}

/**
 * The member's personal center (spec §2 "Member center"): fourteen sections
 * in a menu beside the chosen page, in the generic modal. Opening it is gated
 * by the host (not for trial accounts, spec §4).
 */
export function MemberCenterPanel({
  page,
  onPageChange,
  missionCount = 0,
  title,
  labels,
  children,
  ...rest
}: MemberCenterPanelProps) {
  const { t } = useTranslation();
  const entries: CenterPanelEntry<MemberCenterMenuPage>[] = memberCenterPages.map(({ name, page: id }) => {
    const Icon = icons[id];
    const isMission = id === memberCenterMissionPage;
    return {
      page: id,
      label: labels?.[id] ?? t(`panels.${name}`),
      icon: <Icon size={20} />,
      count: isMission ? missionCount : undefined,
      countLabel: isMission ? t('panels.member.missionCount', { count: missionCount }) : undefined,
    };
  });
  return (
    <CenterPanel<MemberCenterMenuPage>
      {...rest}
      name="memberCenter"
      title={title ?? t('panels.in_personal_center')}
      menuLabel={t('panels.member.menu')}
      loadingLabel={t('panels.member.loading')}
      entries={entries}
      page={page}
      onPageChange={onPageChange}
    >
      {children}
    </CenterPanel>
  );
}
