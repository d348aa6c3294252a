export type { TransferToUplineProps, UplineTransferRequest } from './TransferToUpline';
export { TransferToUpline } from './TransferToUpline';
