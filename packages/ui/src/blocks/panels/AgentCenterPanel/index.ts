export type { AgentCenterPanelProps } from './AgentCenterPanel';
export { AgentCenterPanel } from './AgentCenterPanel';
export type {
  AgentCenterFlags,
  AgentCenterItem,
  AgentCenterLabelKey,
  AgentCenterMenuItem,
  AgentCenterPage,
  AgentCenterPageType,
} from './agentCenterPages';
export { agentCenterDefaultPage, agentCenterPages, agentPageTypeFlags, visibleAgentPages } from './agentCenterPages';
