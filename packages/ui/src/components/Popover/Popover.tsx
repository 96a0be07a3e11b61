import * as PopoverPrimitive from '@radix-ui/react-popover';
import {
  forwardRef,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { optionOrDefault } from '../../internal/optionOrDefault';
import * as styles from './Popover.css';
import {
  DEFAULT_POPOVER_ALIGN,
  DEFAULT_POPOVER_SIDE,
  POPOVER_DISPOSE_MS,
  POPOVER_DISTANCE_PX,
  popoverAligns,
  popoverSides,
  type PopoverAlign,
  type PopoverSide,
} from './popoverOptions';
import { useOpenState } from './useOpenState';

export interface PopoverProps {
  /** The element that opens the popover on click: one focusable element, e.g. a `Button`. */
  trigger: ReactElement;
  /** What the popover shows. Wrap a button in `PopoverClose` to let it close the popover. */
  children: ReactNode;
  /** Names the panel for screen readers (it is a non-modal dialog). */
  label: string;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  side?: PopoverSide;
  /** `start` and `end` follow the reading direction. */
  align?: PopoverAlign;
  className?: string;
}

/**
 * A non-modal panel anchored to its trigger. Closes on Escape, on an outside click and on a
 * second click of the trigger; focus goes back to the trigger when it closes from inside.
 */
export const Popover = forwardRef<HTMLDivElement, PopoverProps>(function Popover(
  { trigger, children, label, open, defaultOpen = false, onOpenChange, side, align, className },
  ref,
) {
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange);
  const [mounted, setMounted] = useState(isOpen);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentRef = useRef<HTMLDivElement | null>(null);

  if (isOpen && !mounted) setMounted(true);

  // docs/product.md §9: keep the closed content mounted POPOVER_DISPOSE_MS for its exit animation.
  useEffect(() => {
    if (isOpen || !mounted) return;
    const timer = window.setTimeout(() => setMounted(false), POPOVER_DISPOSE_MS);
    return () => window.clearTimeout(timer);
  }, [isOpen, mounted]);

  // The content outlives its closing, so Radix would hand focus back only when it unmounts:
  // do it at once instead, and only if focus was inside (an outside click has moved it already).
  const returnFocusIfInside = () => {
    if (contentRef.current?.contains(document.activeElement)) triggerRef.current?.focus();
  };
  const handleOpenChange = (next: boolean) => {
    if (!next) returnFocusIfInside();
    setOpen(next);
  };
  // Also when the owner closes it through `open`.
  useLayoutEffect(() => {
    if (!isOpen) returnFocusIfInside();
  }, [isOpen]);

  const setContentRef = useCallback(
    (node: HTMLDivElement | null) => {
      contentRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  return (
    <PopoverPrimitive.Root open={isOpen} onOpenChange={handleOpenChange}>
      <PopoverPrimitive.Trigger asChild ref={triggerRef}>
        {trigger}
      </PopoverPrimitive.Trigger>
      {mounted ? (
        <PopoverPrimitive.Portal forceMount>
          <PopoverPrimitive.Content
            ref={setContentRef}
            forceMount
            aria-label={label}
            inert={!isOpen}
            side={optionOrDefault('Popover', 'side', side, popoverSides, DEFAULT_POPOVER_SIDE)}
            align={optionOrDefault('Popover', 'align', align, popoverAligns, DEFAULT_POPOVER_ALIGN)}
            sideOffset={POPOVER_DISTANCE_PX}
            collisionPadding={8}
            onCloseAutoFocus={(event) => event.preventDefault()}
            className={className ? `${styles.content} ${className}` : styles.content}
          >
            {children}
          </PopoverPrimitive.Content>
        </PopoverPrimitive.Portal>
      ) : null}
    </PopoverPrimitive.Root>
  );
});

/** Closes the popover it is in; use with `asChild` around a button. */
export const PopoverClose = PopoverPrimitive.Close;
