import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const label = style({ fontSize: vars.font.sizeSmall, fontWeight: vars.font.weightMedium });

export const input = style({
  minBlockSize: 40,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.sizeMedium,
  fontFamily: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': {
      backgroundColor: vars.color.disabledBackground,
      color: vars.color.disabledText,
    },
  },
});

export const hint = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });

export const error = style({ fontSize: vars.font.sizeSmall, color: vars.color.criticalText });
