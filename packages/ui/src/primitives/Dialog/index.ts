export type {
  DialogCloseProps,
  DialogContentProps,
  DialogFooterProps,
  DialogRootProps,
  DialogTriggerProps,
} from './Dialog';
export { Dialog } from './Dialog';
