export type { PvpRoomItem, PvpRoomListProps } from './PvpRoomList';
export { PvpRoomList } from './PvpRoomList';
