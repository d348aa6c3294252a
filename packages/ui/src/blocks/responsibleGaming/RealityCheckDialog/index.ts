export type { RealityCheckDialogProps } from './RealityCheckDialog';
export { RealityCheckDialog } from './RealityCheckDialog';
