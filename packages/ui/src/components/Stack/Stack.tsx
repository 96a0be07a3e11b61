import { createElement, forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { optionOrDefault } from '../../internal/optionOrDefault';
import * as layout from './layoutSpace.css';
import * as styles from './Stack.css';
import {
  DEFAULT_LAYOUT_ELEMENT,
  DEFAULT_LAYOUT_SPACE,
  DEFAULT_STACK_ALIGN,
  layoutElements,
  layoutSpaces,
  stackAligns,
  type LayoutElement,
  type LayoutSpace,
  type StackAlign,
} from './stackOptions';

export interface StackProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /** The gap between children, from the theme's space scale. */
  space?: LayoutSpace;
  /** Where children sit across the reading direction; `stretch` makes them full width. */
  align?: StackAlign;
  /** `ul` or `ol` when the children are `li` items. */
  as?: LayoutElement;
  children?: ReactNode;
}

/** Children one below the other with an even gap from the theme: no screen writes its own flex CSS. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  {
    space = DEFAULT_LAYOUT_SPACE,
    align = DEFAULT_STACK_ALIGN,
    as = DEFAULT_LAYOUT_ELEMENT,
    children,
    ...rest
  },
  ref,
) {
  const tag = optionOrDefault('Stack', 'as', as, layoutElements, DEFAULT_LAYOUT_ELEMENT);
  const className = [
    styles.stack,
    layout.element[tag],
    layout.gap[optionOrDefault('Stack', 'space', space, layoutSpaces, DEFAULT_LAYOUT_SPACE)],
    styles.align[optionOrDefault('Stack', 'align', align, stackAligns, DEFAULT_STACK_ALIGN)],
  ].join(' ');
  return createElement(tag, { ref, className, ...rest }, children);
});
