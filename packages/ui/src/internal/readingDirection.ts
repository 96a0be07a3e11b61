/** A reading direction as Radix primitives take it. */
export type ReadingDirection = 'ltr' | 'rtl';

/**
 * The direction `element` is laid out in (from `dir` on it or an ancestor, or CSS). Radix
 * primitives assume left-to-right unless told, and their portals leave the element's tree, so an
 * overlay takes its trigger's direction.
 */
export const readingDirectionOf = (element: Element | null): ReadingDirection =>
  element && getComputedStyle(element).direction === 'rtl' ? 'rtl' : 'ltr';
