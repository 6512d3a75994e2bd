export {
  ToastRegion,
  toastQueue,
  createToastQueue,
  toastTones,
  type ToastRegionProps,
  type ToastContent,
  type ToastOptions,
  type ToastTone,
  type ToastApi,
  type ToastQueue,
} from './Toast';
