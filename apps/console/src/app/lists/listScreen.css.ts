import { style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.medium,
});

/** The search takes what the filters leave; on a phone each control takes the whole row. */
export const search = style({ flex: '2 1 16rem', minInlineSize: 0 });
export const filter = style({ flex: '1 1 10rem', minInlineSize: 0 });

/** Wide tables scroll sideways inside their frame instead of widening the page. */
export const table = style({ overflowX: 'auto' });

/** A long text in a cell keeps to two lines; its record shows it whole. */
export const longText = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  maxInlineSize: '40ch',
});
