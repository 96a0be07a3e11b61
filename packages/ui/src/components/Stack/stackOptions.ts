/** The gaps a layout primitive can leave between its children: the theme's space scale, plus none. */
export const layoutSpaces = [
  'none',
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'large',
  'xlarge',
] as const;
export type LayoutSpace = (typeof layoutSpaces)[number];
export const DEFAULT_LAYOUT_SPACE: LayoutSpace = 'medium';

/** The elements a layout primitive may render; lists drop their bullets and indent. */
export const layoutElements = ['div', 'section', 'ul', 'ol'] as const;
export type LayoutElement = (typeof layoutElements)[number];
export const DEFAULT_LAYOUT_ELEMENT: LayoutElement = 'div';

/** How a Stack lines its children up across the reading direction; `start` and `end` follow it. */
export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;
export type StackAlign = (typeof stackAligns)[number];
export const DEFAULT_STACK_ALIGN: StackAlign = 'stretch';
