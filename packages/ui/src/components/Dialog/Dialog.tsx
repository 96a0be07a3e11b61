import * as DialogPrimitive from '@radix-ui/react-dialog';
import { forwardRef, type ReactNode, type RefObject } from 'react';
import { optionOrDefault } from '../../internal/optionOrDefault';
import * as styles from './Dialog.css';
import { DialogFrame } from './DialogFrame';

export const dialogSizes = ['sm', 'md', 'lg'] as const;
export type DialogSize = (typeof dialogSizes)[number];
export const DEFAULT_DIALOG_SIZE: DialogSize = 'md';

export interface DialogProps {
  open: boolean;
  /** Called with `false` on Escape, the close button and (if `dismissible`) a backdrop click. */
  onOpenChange: (open: boolean) => void;
  /** Names the dialog. Always given; hide it visually with `hideTitle` if the content says it. */
  title: ReactNode;
  hideTitle?: boolean;
  /** Read out with the title when the dialog opens. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, at the block end, aligned to the inline end; usually `Button`s. */
  footer?: ReactNode;
  /** A backdrop click closes the dialog; Escape and the close button always do. */
  dismissible?: boolean;
  size?: DialogSize;
  /** Gets focus when the dialog opens; by default the first focusable element inside does. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `alertdialog` for a dialog that interrupts to ask for a decision. */
  role?: 'dialog' | 'alertdialog';
  className?: string;
}

/**
 * A modal dialog: focus moves in and is trapped inside while open, the rest of the page is
 * hidden from assistive technology, and focus goes back to whatever opened it when it closes.
 */
export const Dialog = forwardRef<HTMLDivElement, DialogProps>(function Dialog(
  {
    open,
    onOpenChange,
    title,
    hideTitle = false,
    description,
    children,
    footer,
    dismissible = true,
    size,
    initialFocusRef,
    role = 'dialog',
    className,
  },
  ref,
) {
  const classes = styles.content({
    size: optionOrDefault('Dialog', 'size', size, dialogSizes, DEFAULT_DIALOG_SIZE),
  });
  return (
    <DialogFrame
      ref={ref}
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      hideTitle={hideTitle}
      description={description}
      footer={footer}
      dismissible={dismissible}
      initialFocusRef={initialFocusRef}
      role={role}
      contentClassName={className ? `${classes} ${className}` : classes}
    >
      {children}
    </DialogFrame>
  );
});

/** Closes the dialog it is in; use with `asChild` around a footer button. */
export const DialogClose = DialogPrimitive.Close;
