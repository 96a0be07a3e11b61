import * as DialogPrimitive from '@radix-ui/react-dialog';
import { forwardRef, type ReactNode, type RefObject } from 'react';
import { optionOrDefault } from '../../internal/optionOrDefault';
import { DialogFrame } from '../Dialog/DialogFrame';
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
  const classes = styles.panel({
    side: optionOrDefault('Drawer', 'side', side, drawerSides, DEFAULT_DRAWER_SIDE),
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
      contentClassName={className ? `${classes} ${className}` : classes}
      alwaysShowBody
    >
      {children}
    </DialogFrame>
  );
});

/** Closes the drawer it is in; use with `asChild` around a footer button. */
export const DrawerClose = DialogPrimitive.Close;
