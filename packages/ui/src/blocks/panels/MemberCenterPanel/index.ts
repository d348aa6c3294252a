export type { MemberCenterPanelProps } from './MemberCenterPanel';
export { MemberCenterPanel } from './MemberCenterPanel';
export type { MemberCentrePage, MemberCentreSectionId } from './memberCentreSections';
export {
  memberCentre,
  memberCentreDefaultPage,
  memberCentreMissionPage,
  memberCentreOtherPages,
  memberCentreSections,
} from './memberCentreSections';
