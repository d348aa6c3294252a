import { createStore, useStore } from './store';

/** The site's named modals (accounts, notices) and the popup game list; one is open at a time. */
export type ModalName =
  | 'loginPopupModal'
  | 'registerModal'
  | 'forgetPassModal'
  | 'changePassModal'
  | 'noticeModal'
  | 'gameListModal'
  | 'feedbackModal';

/** The modals a visitor may pass through on the way to logging in. */
export const loginModals: ReadonlySet<ModalName> = new Set<ModalName>([
  'loginPopupModal',
  'registerModal',
  'forgetPassModal',
  'changePassModal',
]);

const openModal = createStore<ModalName | null>(null);

export const modals = {
  open: (name: ModalName) => openModal.set(name),
  close: () => openModal.set(null),
  current: () => openModal.get(),
};

export function useOpenModal(): ModalName | null {
  return useStore(openModal);
}
