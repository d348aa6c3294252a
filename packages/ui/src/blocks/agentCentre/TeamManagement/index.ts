export type { DownlineList, DownlineRow, DownlineTransfer } from '../teamManagement';
export type { TeamManagementProps } from './TeamManagement';
export { TeamManagement } from './TeamManagement';
