export type { PaginationProps } from './Pagination';
export { Pagination } from './Pagination';
export type { PaginationItem, PaginationItemsOptions } from './paginationItems';
export { paginationItems } from './paginationItems';
