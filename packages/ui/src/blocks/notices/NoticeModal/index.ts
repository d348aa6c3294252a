export type { Notice } from '../notice';
export { noticesPerPage } from '../notice';
export type { NoticeModalProps } from './NoticeModal';
export { NoticeModal } from './NoticeModal';
