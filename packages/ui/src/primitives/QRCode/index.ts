export type { QRCodeLogo, QRCodeProps } from './QRCode';
export { QRCode } from './QRCode';
