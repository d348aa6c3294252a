import { useTranslation } from '@lobby/i18n';
import type { ReactNode } from 'react';
import { CenterPanel, type CenterPanelEntry, type CenterPanelProps } from '../CenterPanel/CenterPanel';
import { type CentreFacts, visibleSections } from '../CenterPanel/centreSections';
import {
  type MemberCentrePage,
  type MemberCentreSectionId,
  memberCentreMissionPage,
  memberCentreSections,
} from './memberCentreSections';

export interface MemberCenterPanelProps
  extends Pick<
    CenterPanelProps,
    | 'open'
    | 'onClose'
    | 'status'
    | 'onRetry'
    | 'retrying'
    | 'beforeClose'
    | 'openDelay'
    | 'closeLabel'
    | 'className'
    | 'style'
  > {
  /** The page on the right; `securityCenter` when the panel opens (the host sets it). */
  page: MemberCentrePage;
  onPageChange: (page: MemberCentreSectionId) => void;
  /** The settings switches and member facts that decide which sections show (`visibleSections`). */
  facts: CentreFacts;
  /** Missions with something to claim; a count badge on the mission entry when above 0. */
  missionCount?: number;
  /** Replaces the title (default "Personal Center"). */
  title?: ReactNode;
  /** Replaces entry labels, e.g. a merchant's own wording for one page. */
  labels?: Partial<Record<MemberCentreSectionId, string>>;
  /** The page the host renders for `page`. */
  children?: ReactNode;
}

/**
 * The member's personal centre: the sections of `memberCentreSections` this
 * member may see, in a menu beside the chosen page, in the generic modal.
 * Opening it is gated by the host (never for trial accounts).
 */
export function MemberCenterPanel({
  page,
  onPageChange,
  facts,
  missionCount = 0,
  title,
  labels,
  children,
  ...rest
}: MemberCenterPanelProps) {
  const { t } = useTranslation();
  const entries: CenterPanelEntry<MemberCentreSectionId>[] = visibleSections(memberCentreSections, facts).map(
    ({ id, labelKey, icon: Icon }) => {
      const isMission = id === memberCentreMissionPage;
      return {
        page: id,
        label: labels?.[id] ?? t(labelKey),
        icon: <Icon size={20} />,
        count: isMission ? missionCount : undefined,
        countLabel: isMission ? t('panels.member.missionCount', { count: missionCount }) : undefined,
      };
    },
  );
  return (
    <CenterPanel<MemberCentreSectionId>
      {...rest}
      name="memberCenter"
      title={title ?? t('panels.member.title')}
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
