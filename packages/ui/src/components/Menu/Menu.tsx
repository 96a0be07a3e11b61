import * as MenuPrimitive from '@radix-ui/react-dropdown-menu';
import {
  forwardRef,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentPropsWithoutRef,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { tabbable, type FocusableElement } from 'tabbable';
import { optionOrDefault } from '../../internal/optionOrDefault';
import { readingDirectionOf, type ReadingDirection } from '../../internal/readingDirection';
import { POPOVER_DISTANCE_PX } from '../Popover/popoverOptions';
import { useOpenState } from '../Popover/useOpenState';
import * as styles from './Menu.css';

/** docs/product.md §9: once the pointer leaves trigger and menu, the menu closes after 400 ms. */
export const MENU_HIDE_DELAY_MS = 400;

/** `start` and `end` follow the reading direction. */
export const menuAligns = ['start', 'end'] as const;
export type MenuAlign = (typeof menuAligns)[number];
export const DEFAULT_MENU_ALIGN: MenuAlign = 'start';

export interface MenuProps {
  /** The button that opens the menu: one focusable element. Leave its `id` to the menu. */
  trigger: ReactElement;
  /** `MenuItem`, `MenuSeparator` and `MenuLabel` elements. */
  children: ReactNode;
  align?: MenuAlign;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** The element the page's Tab order reaches after `element`, or null at the end. */
function nextInTabOrder(element: HTMLElement | null): FocusableElement | null {
  if (!element) return null;
  const order = tabbable(element.ownerDocument.body);
  const at = order.indexOf(element);
  return at === -1 ? null : (order[at + 1] ?? null);
}

/**
 * A list of commands under a button. Opens on click or Enter/Space/ArrowDown, below the trigger;
 * arrow keys, Home/End and typing move through the items. Closes on selection, Escape, an outside
 * click, and 400 ms after the pointer has left both trigger and menu; focus returns to the trigger.
 * Tab closes it too and, as the WAI-ARIA menu button pattern says, goes on from the trigger: to
 * what follows it (Shift+Tab: to the trigger itself).
 */
export const Menu = forwardRef<HTMLDivElement, MenuProps>(function Menu(
  { trigger, children, align, open, defaultOpen = false, onOpenChange, className },
  ref,
) {
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  const hideTimerRef = useRef<number | undefined>(undefined);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // Radix lays the menu out left to right unless told: the menu reads like its trigger.
  const [direction, setDirection] = useState<ReadingDirection>('ltr');
  useLayoutEffect(() => {
    if (isOpen) setDirection(readingDirectionOf(triggerRef.current));
  }, [isOpen]);

  const cancelHide = useCallback(() => {
    window.clearTimeout(hideTimerRef.current);
    hideTimerRef.current = undefined;
  }, []);

  const scheduleHide = (event: ReactPointerEvent) => {
    if (!isOpen || event.pointerType === 'touch') return;
    cancelHide();
    hideTimerRef.current = window.setTimeout(() => setOpen(false), MENU_HIDE_DELAY_MS);
  };

  const handleOpenChange = (next: boolean) => {
    cancelHide();
    setOpen(next);
  };

  const closedByTabRef = useRef(false);
  const closeOnTab = (event: ReactKeyboardEvent) => {
    if (event.key !== 'Tab') return;
    // Radix keeps Tab inside an open menu; the pattern moves on instead.
    event.preventDefault();
    closedByTabRef.current = !event.shiftKey;
    handleOpenChange(false);
  };
  const focusAfterClose = (event: Event) => {
    if (!closedByTabRef.current) return;
    closedByTabRef.current = false;
    const next = nextInTabOrder(triggerRef.current);
    if (!next) return;
    event.preventDefault();
    next.focus();
  };

  useEffect(() => cancelHide, [cancelHide]);

  return (
    // Non-modal, so the pointer coming back to the trigger is seen and cancels the hide delay.
    <MenuPrimitive.Root open={isOpen} onOpenChange={handleOpenChange} modal={false} dir={direction}>
      <MenuPrimitive.Trigger
        ref={triggerRef}
        asChild
        onPointerEnter={cancelHide}
        onPointerLeave={scheduleHide}
      >
        {trigger}
      </MenuPrimitive.Trigger>
      <MenuPrimitive.Portal>
        <MenuPrimitive.Content
          ref={ref}
          side="bottom"
          align={optionOrDefault('Menu', 'align', align, menuAligns, DEFAULT_MENU_ALIGN)}
          sideOffset={POPOVER_DISTANCE_PX}
          collisionPadding={8}
          onPointerEnter={cancelHide}
          onPointerLeave={scheduleHide}
          onKeyDown={closeOnTab}
          onCloseAutoFocus={focusAfterClose}
          className={className ? `${styles.content} ${className}` : styles.content}
        >
          {children}
        </MenuPrimitive.Content>
      </MenuPrimitive.Portal>
    </MenuPrimitive.Root>
  );
});

export interface MenuItemProps extends Omit<
  ComponentPropsWithoutRef<typeof MenuPrimitive.Item>,
  'asChild'
> {
  /** Decorative: hidden from screen readers, the item's text names it. */
  icon?: ReactNode;
  /** Runs when the item is chosen by click, Enter or Space; the menu then closes. */
  onSelect?: (event: Event) => void;
  disabled?: boolean;
  /**
   * The keyboard shortcut that does the same, as the platform writes it ("⌘S", "Ctrl+S"), shown
   * at the item's end. Screen readers get it from `aria-keyshortcuts`, which the caller sets in
   * ARIA's own syntax ("Meta+S").
   */
  shortcut?: string;
  /**
   * An item that goes somewhere is a link: the browser's own ways to open it (a new tab, copying
   * the address) work. An app that routes on the client handles a plain click in `onClick`.
   */
  href?: string;
}

export const MenuItem = forwardRef<HTMLDivElement, MenuItemProps>(function MenuItem(
  { icon, shortcut, href, children, className, ...itemProps },
  ref,
) {
  const content = (
    <>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
      {shortcut ? (
        <kbd className={styles.shortcut} aria-hidden="true">
          {shortcut}
        </kbd>
      ) : null}
    </>
  );
  const itemClass = className ? `${styles.item} ${className}` : styles.item;
  if (href !== undefined) {
    return (
      <MenuPrimitive.Item ref={ref} className={itemClass} asChild {...itemProps}>
        <a href={href}>{content}</a>
      </MenuPrimitive.Item>
    );
  }
  return (
    <MenuPrimitive.Item ref={ref} className={itemClass} {...itemProps}>
      {content}
    </MenuPrimitive.Item>
  );
});

/** A line between groups of items. */
export const MenuSeparator = forwardRef<HTMLDivElement, { className?: string }>(
  function MenuSeparator({ className }, ref) {
    return (
      <MenuPrimitive.Separator
        ref={ref}
        className={className ? `${styles.separator} ${className}` : styles.separator}
      />
    );
  },
);

/** A heading for the items that follow it; not focusable. */
export const MenuLabel = forwardRef<HTMLDivElement, { children: ReactNode; className?: string }>(
  function MenuLabel({ children, className }, ref) {
    return (
      <MenuPrimitive.Label
        ref={ref}
        className={className ? `${styles.label} ${className}` : styles.label}
      >
        {children}
      </MenuPrimitive.Label>
    );
  },
);
