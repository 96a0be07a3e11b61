/** docs/product.md §9: a tooltip shows 200 ms after the pointer rests on its trigger. */
export const TOOLTIP_SHOW_DELAY_MS = 200;

/** Logical sides: `start` and `end` follow the trigger's reading direction. */
export const tooltipSides = ['top', 'bottom', 'start', 'end'] as const;
export type TooltipSide = (typeof tooltipSides)[number];
/** docs/product.md §9: placement top. */
export const DEFAULT_TOOLTIP_SIDE: TooltipSide = 'top';

type PhysicalSide = 'top' | 'bottom' | 'left' | 'right';

/** Radix positions on physical sides; this maps the logical ones for the trigger's direction. */
export function physicalSide(side: TooltipSide, direction: 'ltr' | 'rtl'): PhysicalSide {
  if (side === 'start') return direction === 'rtl' ? 'right' : 'left';
  if (side === 'end') return direction === 'rtl' ? 'left' : 'right';
  return side;
}
