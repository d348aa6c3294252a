export type { DataTableColumn, DataTableProps } from './DataTable';
export { DataTable } from './DataTable';
