/** docs/product.md §9: a popover sits 5 px from its trigger. Dropdown and Menu keep the same distance. */
export const POPOVER_DISTANCE_PX = 5;
/** docs/product.md §9: after closing, the content stays mounted this long for its exit animation. */
export const POPOVER_DISPOSE_MS = 150;

/** Block-axis sides only: start and end of a popover are chosen by `align`, which follows `dir`. */
export const popoverSides = ['bottom', 'top'] as const;
export const popoverAligns = ['center', 'start', 'end'] as const;

export type PopoverSide = (typeof popoverSides)[number];
export type PopoverAlign = (typeof popoverAligns)[number];

export const DEFAULT_POPOVER_SIDE: PopoverSide = 'bottom';
export const DEFAULT_POPOVER_ALIGN: PopoverAlign = 'center';
