import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { optionOrDefault } from '../../internal/optionOrDefault';
import * as layout from '../Stack/layoutSpace.css';
import {
  DEFAULT_LAYOUT_ELEMENT,
  DEFAULT_LAYOUT_SPACE,
  layoutElements,
  layoutSpaces,
  type LayoutElement,
  type LayoutSpace,
} from '../Stack/stackOptions';
import * as styles from './Inline.css';
import {
  DEFAULT_INLINE_ALIGN,
  DEFAULT_INLINE_JUSTIFY,
  inlineAligns,
  inlineJustifies,
  type InlineAlign,
  type InlineJustify,
} from './inlineOptions';

export interface InlineProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /** The gap between children, across and between lines, from the theme's space scale. */
  space?: LayoutSpace;
  /** How children of different heights line up. */
  align?: InlineAlign;
  /** Where children sit along the reading direction. */
  justify?: InlineJustify;
  /** `ul` or `ol` when the children are `li` items. */
  as?: LayoutElement;
  children?: ReactNode;
}

/** Children side by side in the reading direction, wrapping onto new lines, with an even gap. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  {
    space = DEFAULT_LAYOUT_SPACE,
    align = DEFAULT_INLINE_ALIGN,
    justify = DEFAULT_INLINE_JUSTIFY,
    as = DEFAULT_LAYOUT_ELEMENT,
    children,
    ...rest
  },
  ref,
) {
  const tag = optionOrDefault('Inline', 'as', as, layoutElements, DEFAULT_LAYOUT_ELEMENT);
  const className = [
    styles.inline,
    layout.element[tag],
    layout.gap[optionOrDefault('Inline', 'space', space, layoutSpaces, DEFAULT_LAYOUT_SPACE)],
    styles.align[optionOrDefault('Inline', 'align', align, inlineAligns, DEFAULT_INLINE_ALIGN)],
    styles.justify[
      optionOrDefault('Inline', 'justify', justify, inlineJustifies, DEFAULT_INLINE_JUSTIFY)
    ],
  ].join(' ');
  return createElement(tag, { ref, className, ...rest }, children);
});
