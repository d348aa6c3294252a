export type { ToastOptions, ToastProviderProps, ToastTone } from './Toast';
export { ToastProvider, useToast } from './Toast';
