import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const checkbox = style({
  flexShrink: 0,
  inlineSize: 18,
  blockSize: 18,
  margin: 0,
  // Centres the box on the first line of a 1rem label.
  marginBlockStart: 3,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&[aria-invalid="true"]': { outline: `2px solid ${vars.color.critical}`, outlineOffset: 1 },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});
