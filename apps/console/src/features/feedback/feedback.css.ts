import { style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

/** Which page goes with the feedback: a long address breaks rather than widening the drawer. */
export const page = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  overflowWrap: 'anywhere',
});
