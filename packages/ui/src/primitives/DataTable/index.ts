export type { DataTableColumn, DataTableProps, DataTableStatus } from './DataTable';
export { DataTable } from './DataTable';
