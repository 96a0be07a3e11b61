export {
  DEFAULT_DIALOG_SIZE,
  Dialog,
  DialogClose,
  dialogSizes,
  type DialogProps,
  type DialogSize,
} from './Dialog';
