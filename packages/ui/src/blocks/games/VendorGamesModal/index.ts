export type { VendorGamesModalProps } from './VendorGamesModal';
export { VendorGamesModal } from './VendorGamesModal';
