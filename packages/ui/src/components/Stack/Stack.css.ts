import { style, styleVariants } from '@vanilla-extract/css';
import type { StackAlign } from './stackOptions';

export const stack = style({ display: 'flex', flexDirection: 'column', minInlineSize: 0 });

export const align = styleVariants({
  stretch: { alignItems: 'stretch' },
  start: { alignItems: 'start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'end' },
} satisfies Record<StackAlign, object>);
