export type { VendorStripItem, VendorStripProps } from './VendorStrip';
export { VendorStrip } from './VendorStrip';
