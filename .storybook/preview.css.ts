import { style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

/** The story canvas takes the theme's page colours, so dark stories are checked on dark. */
export const frame = style({
  padding: vars.space.large,
  minBlockSize: '100%',
  backgroundColor: vars.color.background,
  color: vars.color.text,
});
