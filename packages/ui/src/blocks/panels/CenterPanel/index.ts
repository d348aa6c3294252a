export type { CenterPanelEntry, CenterPanelProps } from './CenterPanel';
export { CenterPanel } from './CenterPanel';
export type {
  AgentContractKind,
  CentreFacts,
  CentreOtherPage,
  CentreRegistry,
  CentreSection,
  CentreSwitch,
  MemberFact,
  ShownWhen,
} from './centreSections';
export {
  agentContractKinds,
  centrePageEntry,
  centrePageFor,
  contractKindOf,
  isSectionShown,
  visibleSections,
} from './centreSections';
