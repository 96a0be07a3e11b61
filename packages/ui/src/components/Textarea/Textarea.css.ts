import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textarea = style({
  resize: 'vertical',
  lineHeight: 1.5,
  minBlockSize: 80,
});

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const counterNearLimit = style({
  color: vars.color.criticalText,
  fontWeight: vars.font.weightMedium,
});
