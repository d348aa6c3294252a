export type { AuthBanner, AuthModalProps, AuthTab } from '../types';
export { AUTH_MODAL_WIDTH, AuthModal, authModalNames } from './AuthModal';
