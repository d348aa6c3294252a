export type { VendorCardEntry, VendorCardsProps } from './VendorCards';
export { VendorCards } from './VendorCards';
