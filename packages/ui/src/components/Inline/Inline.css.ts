import { style, styleVariants } from '@vanilla-extract/css';
import type { InlineAlign, InlineJustify } from './inlineOptions';

export const inline = style({
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  minInlineSize: 0,
});

export const align = styleVariants({
  start: { alignItems: 'start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'end' },
  baseline: { alignItems: 'baseline' },
  stretch: { alignItems: 'stretch' },
} satisfies Record<InlineAlign, object>);

export const justify = styleVariants({
  start: { justifyContent: 'start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'end' },
  spaceBetween: { justifyContent: 'space-between' },
} satisfies Record<InlineJustify, object>);
