export type { CenterPanelEntry, CenterPanelProps } from './CenterPanel';
export { CenterPanel } from './CenterPanel';
