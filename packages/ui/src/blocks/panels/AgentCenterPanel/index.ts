export type { AgentCenterPanelProps } from './AgentCenterPanel';
export { AgentCenterPanel } from './AgentCenterPanel';
export type { AgentCentrePage } from './agentCentreSections';
export { agentCentre, agentCentreDefaultPage, agentCentreSections } from './agentCentreSections';
