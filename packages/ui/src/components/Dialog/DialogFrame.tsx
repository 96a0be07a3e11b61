import * as DialogPrimitive from '@radix-ui/react-dialog';
import { forwardRef, type ReactNode, type RefObject } from 'react';
import { useUiText } from '../../i18n';
import { Button } from '../Button';
import { CloseIcon } from './CloseIcon';
import * as styles from './Dialog.css';
import { useFocusReturn } from './useFocusReturn';
import { useScrollableFocus } from './useScrollableFocus';

export interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  hideTitle: boolean;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  dismissible: boolean;
  initialFocusRef?: RefObject<HTMLElement | null>;
  role?: 'dialog' | 'alertdialog';
  /** The panel's class: its size and position are what tells a Dialog from a Drawer. */
  contentClassName: string;
  /** Keep the (empty) body so the footer stays at the block end of a tall panel. */
  alwaysShowBody?: boolean;
}

/**
 * What Dialog and Drawer share: the modal behaviour (focus moved in, trapped and given back;
 * Escape, close button and — when dismissible — backdrop close it) and the title row, description,
 * scrollable body and footer.
 */
export const DialogFrame = forwardRef<HTMLDivElement, DialogFrameProps>(function DialogFrame(
  {
    open,
    onOpenChange,
    title,
    hideTitle,
    description,
    children,
    footer,
    dismissible,
    initialFocusRef,
    role = 'dialog',
    contentClassName,
    alwaysShowBody = false,
  },
  ref,
) {
  const text = useUiText();
  const { onOpenAutoFocus, onCloseAutoFocus } = useFocusReturn(initialFocusRef);
  const scrollable = useScrollableFocus();

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          ref={ref}
          role={role}
          // Radix adds the description's id when there is one; otherwise there is deliberately none.
          aria-describedby={undefined}
          className={contentClassName}
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
          {children || alwaysShowBody ? (
            <div
              ref={scrollable.containerRef}
              className={footer ? styles.body : `${styles.body} ${styles.bodyAtEnd}`}
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
