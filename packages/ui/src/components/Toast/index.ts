export {
  TOAST_ERROR_DURATION_MS,
  TOAST_SUCCESS_DURATION_MS,
  ToastProvider,
  toastTones,
  useToast,
  type ToastApi,
  type ToastOptions,
  type ToastTone,
} from './Toast';
