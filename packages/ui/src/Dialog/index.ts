export {
  Dialog,
  DialogTrigger,
  dialogSizes,
  type DialogProps,
  type DialogSize,
  type DialogContent,
  type DialogTriggerProps,
} from './Dialog';
