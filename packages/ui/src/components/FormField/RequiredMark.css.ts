import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const requiredMark = style({
  color: vars.color.criticalText,
  marginInlineStart: vars.space.xxsmall,
});
