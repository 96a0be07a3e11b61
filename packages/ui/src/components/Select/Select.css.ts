import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const select = style({
  cursor: 'pointer',
  selectors: {
    // The empty placeholder option reads as a hint, not as a value.
    '&:has(option[value=""]:checked)': { color: vars.color.textMuted },
  },
});

export const option = style({ color: vars.color.text, backgroundColor: vars.color.surfaceRaised });
