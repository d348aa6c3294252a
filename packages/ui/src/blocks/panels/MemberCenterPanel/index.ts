export type { MemberCenterPanelProps } from './MemberCenterPanel';
export { MemberCenterPanel } from './MemberCenterPanel';
export { memberCentreDefaultPage } from './memberCentreDefaultPage';
export type { MemberCentrePage, MemberCentreSectionId } from './memberCentreSections';
export {
  memberCentre,
  memberCentreMissionPage,
  memberCentreOtherPages,
  memberCentreSections,
} from './memberCentreSections';
