import { style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

/** The Roles matrix: a permission's name, its explanation under it. */
export const permissionName = style({ display: 'block' });
export const permissionDescription = style({
  display: 'block',
  marginBlockStart: vars.space.xxsmall,
  fontSize: vars.font.sizeSmall,
  fontWeight: 'normal',
  color: vars.color.textMuted,
  maxInlineSize: '40ch',
});

export const allowed = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontWeight: vars.font.weightMedium,
});
export const notAllowed = style({ color: vars.color.textMuted });
