import * as DialogPrimitive from '@radix-ui/react-dialog';
import { forwardRef, type ReactNode, type RefObject } from 'react';
import { useUiText } from '../../i18n';
import { optionOrDefault } from '../../internal/optionOrDefault';
import { Button } from '../Button';
import { CloseIcon } from '../Dialog/CloseIcon';
import * as dialogStyles from '../Dialog/Dialog.css';
import { useFocusReturn } from '../Dialog/useFocusReturn';
import { useScrollableFocus } from '../Dialog/useScrollableFocus';
import * as styles from './Drawer.css';

/** Logical sides: `end` is the right in left-to-right pages and the left in right-to-left ones. */
export const drawerSides = ['end', 'start'] as const;
export type DrawerSide = (typeof drawerSides)[number];
export const DEFAULT_DRAWER_SIDE: DrawerSide = 'end';

export interface DrawerProps {
  open: boolean;
  /** Called with `false` on Escape, the close button and (if `dismissible`) a backdrop click. */
  onOpenChange: (open: boolean) => void;
  /** Names the drawer. Always given; hide it visually with `hideTitle` if the content says it. */
  title: ReactNode;
  hideTitle?: boolean;
  description?: ReactNode;
  children?: ReactNode;
  /** Actions, pinned to the block end of the panel. */
  footer?: ReactNode;
  side?: DrawerSide;
  /** A backdrop click closes the drawer; Escape and the close button always do. */
  dismissible?: boolean;
  /** Gets focus when the drawer opens; by default the first focusable element inside does. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * A modal panel along one inline edge of the window: a Dialog in shape of a side sheet, with the
 * same focus rules (moved in, trapped, given back to the opener) and the same ways to close.
 */
export const Drawer = forwardRef<HTMLDivElement, DrawerProps>(function Drawer(
  {
    open,
    onOpenChange,
    title,
    hideTitle = false,
    description,
    children,
    footer,
    side,
    dismissible = true,
    initialFocusRef,
    className,
  },
  ref,
) {
  const text = useUiText();
  const { onOpenAutoFocus, onCloseAutoFocus } = useFocusReturn(initialFocusRef);
  const scrollable = useScrollableFocus();
  const classes = styles.panel({
    side: optionOrDefault('Drawer', 'side', side, drawerSides, DEFAULT_DRAWER_SIDE),
  });

  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={dialogStyles.overlay} />
        <DialogPrimitive.Content
          ref={ref}
          // Radix adds the description's id when there is one; otherwise there is deliberately none.
          aria-describedby={undefined}
          className={className ? `${classes} ${className}` : classes}
          onOpenAutoFocus={onOpenAutoFocus}
          onCloseAutoFocus={onCloseAutoFocus}
          onPointerDownOutside={dismissible ? undefined : (event) => event.preventDefault()}
        >
          <div className={dialogStyles.header}>
            <DialogPrimitive.Title
              className={hideTitle ? dialogStyles.visuallyHidden : dialogStyles.title}
            >
              {title}
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button
                variant="ghost"
                size="sm"
                rounded="cycle"
                aria-label={text('close')}
                className={dialogStyles.closeButton}
              >
                <CloseIcon />
              </Button>
            </DialogPrimitive.Close>
          </div>
          {description ? (
            <DialogPrimitive.Description className={dialogStyles.description}>
              {description}
            </DialogPrimitive.Description>
          ) : null}
          <div
            ref={scrollable.containerRef}
            className={dialogStyles.body}
            // A body that scrolls must be reachable by keyboard to be scrolled (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={scrollable.overflowing ? 0 : undefined}
          >
            <div ref={scrollable.innerRef}>{children}</div>
          </div>
          {footer ? <div className={dialogStyles.footer}>{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
});

/** Closes the drawer it is in; use with `asChild` around a footer button. */
export const DrawerClose = DialogPrimitive.Close;
