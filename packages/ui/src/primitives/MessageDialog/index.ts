export type {
  MessageDialogButton,
  MessageDialogCloseReason,
  MessageDialogProps,
  MessageDialogTone,
} from './MessageDialog';
export { MessageDialog } from './MessageDialog';
