export { ToastProvider, useToast } from './Toast';
export type { ToastOptions, ToastProviderProps, ToastTone } from './Toast';
