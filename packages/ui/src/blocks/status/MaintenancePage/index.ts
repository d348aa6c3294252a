export type { MaintenancePageProps } from './MaintenancePage';
export { MaintenancePage } from './MaintenancePage';
