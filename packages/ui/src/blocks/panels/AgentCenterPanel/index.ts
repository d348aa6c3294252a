export type { AgentCenterPanelProps } from './AgentCenterPanel';
export { AgentCenterPanel } from './AgentCenterPanel';
export { agentCentreDefaultPage } from './agentCentreDefaultPage';
export type { AgentCentrePage } from './agentCentreSections';
export { agentCentre, agentCentreSections } from './agentCentreSections';
