export type { NotAvailableNoticeProps } from './NotAvailableNotice';
export { NotAvailableNotice } from './NotAvailableNotice';
