export type { ModalCloseReason, ModalProps } from './Modal';
export { Modal, useModal } from './Modal';
