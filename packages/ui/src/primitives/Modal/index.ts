export type { ModalCloseReason, ModalControls, ModalProps } from './Modal';
export { Modal, useModal } from './Modal';
