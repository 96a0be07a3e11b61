import { globalStyle, style } from '@vanilla-extract/css';
import { darkTheme } from '@org/ui/themes';
import { vars } from '@org/ui/theme-contract';

/*
 * The sign-in page shows the product: the wide logo atop the card and, on wide screens,
 * the console's cover picture beside it. Both are pictures the router preloads, drawn by CSS so
 * that /login's first-load JavaScript does not grow (docs/decisions.md "/login first-load budget").
 * The logo is decorative: the heading names the product.
 */
const WIDE_SCREEN = 'screen and (min-width: 56rem)';
const PHONE = 'screen and (max-width: 30rem)';

export const card = style({
  boxSizing: 'border-box',
  // Never touching the screen's edges, from 320 px phones up.
  inlineSize: `calc(100% - 2 * ${vars.space.medium})`,
  maxInlineSize: 440,
  marginInline: 'auto',
  marginBlock: '10vh',
  padding: vars.space.xlarge,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.family,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  '::before': {
    content: '""',
    display: 'block',
    blockSize: 40,
    inlineSize: 200,
    maxInlineSize: '100%',
    background: 'url(/images/logo-wide.svg) no-repeat',
    backgroundSize: 'contain',
  },
  '@media': {
    [PHONE]: { marginBlock: vars.space.large, padding: vars.space.large },
    [WIDE_SCREEN]: { marginBlock: 'auto', alignSelf: 'center' },
  },
});

// The logo's dark text and teal mark, turned light for the dark theme (hue kept).
globalStyle(`${darkTheme} ${card}::before`, { filter: 'invert(1) hue-rotate(180deg)' });

// Wide screens: the cover picture fills the inline-start half, the card sits in the other.
globalStyle(`main:has(> ${card})`, {
  '@media': {
    [WIDE_SCREEN]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
      minBlockSize: '100vh',
    },
  },
});
globalStyle(`main:has(> ${card})::before`, {
  '@media': {
    [WIDE_SCREEN]: {
      content: '""',
      background: 'url(/images/console-cover.svg) center / cover no-repeat',
    },
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
export const title = style({ margin: 0, fontSize: '1.5rem' });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const instructions = style({ margin: 0 });
export const failure = style({ margin: 0, color: vars.color.criticalText });
// A live region must stay in the page to be announced: while empty it takes no room (no gap).
export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  selectors: {
    '&:empty': {
      position: 'absolute',
      inlineSize: 1,
      blockSize: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});
export const notice = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const secondaryActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
