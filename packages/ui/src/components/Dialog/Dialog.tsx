import * as DialogPrimitive from '@radix-ui/react-dialog';
import { forwardRef, type ReactNode, type RefObject } from 'react';
import { useUiText } from '../../i18n';
import { optionOrDefault } from '../../internal/optionOrDefault';
import { Button } from '../Button';
import { CloseIcon } from './CloseIcon';
import * as styles from './Dialog.css';
import { useFocusReturn } from './useFocusReturn';
import { useScrollableFocus } from './useScrollableFocus';

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
  const text = useUiText();
  const { onOpenAutoFocus, onCloseAutoFocus } = useFocusReturn(initialFocusRef);
  const scrollable = useScrollableFocus();
  const classes = styles.content({
    size: optionOrDefault('Dialog', 'size', size, dialogSizes, DEFAULT_DIALOG_SIZE),
  });

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          ref={ref}
          role={role}
          // Radix adds the description's id when there is one; otherwise there is deliberately none.
          aria-describedby={undefined}
          className={className ? `${classes} ${className}` : classes}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          onPointerDownOutside={dismissible ? undefined : (event) => event.preventDefault()}
        >
          <div className={styles.header}>
            <DialogPrimitive.Title className={hideTitle ? styles.visuallyHidden : styles.title}>
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button
                variant="ghost"
                size="sm"
                rounded="cycle"
                aria-label={text('close')}
                className={styles.closeButton}
              >
                <CloseIcon />
              </Button>
            </DialogPrimitive.Close>
          </div>
          {description ? (
            <DialogPrimitive.Description className={styles.description}>
              {description}
            </DialogPrimitive.Description>
          ) : null}
          {children ? (
            <div
              ref={scrollable.containerRef}
              className={styles.body}
              // A body that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
              tabIndex={scrollable.overflowing ? 0 : undefined}
            >
              <div ref={scrollable.innerRef}>{children}</div>
            </div>
          ) : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
});

/** Closes the dialog it is in; use with `asChild` around a footer button. */
export const DialogClose = DialogPrimitive.Close;
