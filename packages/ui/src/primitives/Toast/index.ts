export type { ToastProviderProps } from './Toast';
export { ToastProvider, useToast } from './Toast';
export type { ToastOptions, ToastTone } from './toasts';
