import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const group = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

// A fixed share of the row: left alone, a select is as wide as its longest country name.
export const countrySelect = style({
  flex: '0 1 14rem',
  inlineSize: '14rem',
  minInlineSize: 0,
  textOverflow: 'ellipsis',
  cursor: 'pointer',
});

export const localNumber = style({
  flex: '1 1 10rem',
  inlineSize: 'auto',
  minInlineSize: 0,
});
