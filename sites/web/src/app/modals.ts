import { createStore, useStore } from './store';

/** The named modals (docs/product.md#layout-and-modals); one is open at a time. */
export type ModalName = 'loginPopupModal' | 'registerModal' | 'forgetPassModal' | 'changePassModal' | 'noticeModal';

const openModal = createStore<ModalName | null>(null);

export const modals = {
  open: (name: ModalName) => openModal.set(name),
  close: () => openModal.set(null),
  current: () => openModal.get(),
};

export function useOpenModal(): ModalName | null {
  return useStore(openModal);
}
