export type { Notice } from '../notice';
export type { NoticeListProps } from './NoticeList';
export { NoticeList } from './NoticeList';
