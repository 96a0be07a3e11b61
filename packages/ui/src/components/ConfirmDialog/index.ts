export {
  ConfirmDialog,
  confirmTones,
  type ConfirmDialogProps,
  type ConfirmTone,
} from './ConfirmDialog';
export { ConfirmProvider, useConfirm, type Confirm, type ConfirmOptions } from './ConfirmProvider';
