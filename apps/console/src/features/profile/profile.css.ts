import { style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.large,
});

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.small} ${vars.space.large}`,
  margin: 0,
  '@media': { '(max-width: 40rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const term = style({ fontWeight: vars.font.weightStrong });

export const value = style({
  margin: 0,
  // An address keeps its lines; a long e-mail breaks rather than widening the page.
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  '@media': { '(max-width: 40rem)': { marginBlockEnd: vars.space.small } },
});

export const clinics = style({
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const clinic = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const muted = style({ color: vars.color.textMuted });

export const text = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '60ch' });

export const link = style({
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
