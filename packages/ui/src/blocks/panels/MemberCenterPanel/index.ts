export type { MemberCenterPanelProps } from './MemberCenterPanel';
export { MemberCenterPanel } from './MemberCenterPanel';
export type {
  MemberCenterLabelKey,
  MemberCenterMenuItem,
  MemberCenterMenuPage,
  MemberCenterPage,
} from './memberCenterPages';
export {
  memberCenterDefaultPage,
  memberCenterMissionPage,
  memberCenterOtherPages,
  memberCenterPages,
} from './memberCenterPages';
