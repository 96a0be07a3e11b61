import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type PointerEvent as ReactPointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { optionOrDefault } from '../../internal/optionOrDefault';
import { readingDirectionOf, type ReadingDirection } from '../../internal/readingDirection';
import { POPOVER_DISTANCE_PX } from '../Popover/popoverOptions';
import * as styles from './Tooltip.css';
import {
  DEFAULT_TOOLTIP_SIDE,
  TOOLTIP_SHOW_DELAY_MS,
  physicalSide,
  tooltipSides,
  type TooltipSide,
} from './tooltipOptions';

export interface TooltipProps {
  /** The hint. Keep it short and plain: a tooltip cannot hold links or buttons. */
  content: ReactNode;
  /** The trigger: one focusable element that takes a ref, e.g. a `Button`. */
  children: ReactElement;
  side?: TooltipSide;
}

/**
 * A short hint for its trigger. Shows 200 ms after the pointer rests on the trigger, at once on
 * keyboard focus, and on a tap for touch screens (closed again by the next tap elsewhere).
 */
export function Tooltip({ content, children, side }: TooltipProps) {
  const resolvedSide = optionOrDefault('Tooltip', 'side', side, tooltipSides, DEFAULT_TOOLTIP_SIDE);
  const [open, setOpen] = useState(false);
  const [openedByTouch, setOpenedByTouch] = useState(false);
  const [direction, setDirection] = useState<ReadingDirection>('ltr');
  const triggerRef = useRef<HTMLButtonElement>(null);

  const show = useCallback(() => {
    const trigger = triggerRef.current;
    if (trigger) setDirection(readingDirectionOf(trigger));
    setOpen(true);
  }, []);

  const hide = useCallback(() => {
    setOpenedByTouch(false);
    setOpen(false);
  }, []);

  const handleOpenChange = (next: boolean) => {
    if (next) show();
    // After a tap, Radix closes on the tap's own click and blur: keep it until the next tap outside.
    else if (!openedByTouch) hide();
  };

  // docs/product.md §9: touch is a trigger too, which Radix leaves out; a tap on the trigger toggles it.
  const handlePointerDown = (event: ReactPointerEvent) => {
    if (event.pointerType !== 'touch') return;
    if (open) {
      hide();
    } else {
      show();
      setOpenedByTouch(true);
    }
  };

  useEffect(() => {
    if (!openedByTouch) return;
    const closeOnTapOutside = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !triggerRef.current?.contains(event.target)) hide();
    };
    document.addEventListener('pointerdown', closeOnTapOutside, true);
    return () => document.removeEventListener('pointerdown', closeOnTapOutside, true);
  }, [openedByTouch, hide]);

  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_SHOW_DELAY_MS}>
      <TooltipPrimitive.Root open={open} onOpenChange={handleOpenChange}>
        <TooltipPrimitive.Trigger asChild ref={triggerRef} onPointerDown={handlePointerDown}>
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={physicalSide(resolvedSide, direction)}
            sideOffset={POPOVER_DISTANCE_PX}
            collisionPadding={8}
            className={styles.content}
            onEscapeKeyDown={hide}
          >
            {content}
            <TooltipPrimitive.Arrow className={styles.arrow} width={10} height={5} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
