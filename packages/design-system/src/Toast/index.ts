export type {
  ToastApi,
  ToastContent,
  ToastProviderProps,
  ToastQueueOf,
  ToastTone,
} from './Toast';
export { createToastQueue, TOAST_TIMEOUT_MS, ToastProvider, ToastRegion, useToast } from './Toast';
