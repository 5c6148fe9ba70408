export {
  ToastProvider,
  useToast,
  toastKinds,
  defaultToastLabels,
  TOAST_DURATION_MS,
  ERROR_TOAST_DURATION_MS,
} from './Toast';
export type { ToastApi, ToastKind, ToastLabels, ToastProviderProps } from './Toast';
