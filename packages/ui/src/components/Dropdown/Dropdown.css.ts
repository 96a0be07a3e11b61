import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A dropdown is at least as wide as its trigger and reads as a list, so it is tighter than a popover. */
export const content = style({
  minInlineSize: 'var(--radix-popover-trigger-width)',
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.xsmall,
});
