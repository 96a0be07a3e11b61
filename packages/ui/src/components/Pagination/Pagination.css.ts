import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const focusRing = { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 };

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.xlarge,
  rowGap: vars.space.small,
  inlineSize: '100%',
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeSmall,
  color: vars.color.text,
});

export const group = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  whiteSpace: 'nowrap',
});

/** Previous/next and the page field sit at the inline end, or wrap under the rest on narrow screens. */
export const pager = style([group, { marginInlineStart: 'auto' }]);

export const summary = style({ margin: 0 });

const control = style({
  minBlockSize: 32,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: 'inherit',
  selectors: { '&:focus-visible': focusRing },
});

export const select = style([control, { paddingInline: vars.space.small, cursor: 'pointer' }]);

export const pageInput = style([
  control,
  {
    // Room for four digits, in whatever digits the locale writes.
    inlineSize: '6ch',
    paddingInline: vars.space.xsmall,
    textAlign: 'center',
  },
]);

/** Chevrons point along the reading direction, so they turn round in right-to-left. */
export const chevron = style({
  display: 'inline-flex',
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});
