import { style } from '@vanilla-extract/css';
import { toastStackBlockSize, vars } from '@org/ui/theme-contract';

const page = style({
  minBlockSize: '100vh',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

// docs/product.md §2: the page background is white when signed out and the primary colour when signed in.
// flow-root: a child's block margin (the sign-in card's 10vh) stays inside the page instead of
// collapsing through it onto <body>, which moved the whole body down as the screen appeared (CLS).
export const plainPage = style([
  page,
  { backgroundColor: vars.color.background, display: 'flow-root' },
]);
export const authorisedPage = style([
  page,
  { backgroundColor: vars.color.primary, display: 'flex', flexDirection: 'column' },
]);

export const main = style({
  flex: 1,
  // The surface fills the page down to its frame, however little the screen shows.
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.xlarge,
  // While toasts show, the page's last rows (a list's pages) can be scrolled out from under them.
  paddingBlockEnd: `calc(${vars.space.xlarge} + ${toastStackBlockSize})`,
  '@media': {
    '(max-width: 40rem)': {
      padding: vars.space.small,
      paddingBlockEnd: `calc(${vars.space.small} + ${toastStackBlockSize})`,
    },
  },
});

/** The screen's surface on the primary background of the signed-in page. */
export const content = style({
  flex: 1,
  boxSizing: 'border-box',
  inlineSize: '100%',
  maxInlineSize: '80rem',
  marginInline: 'auto',
  padding: vars.space.xlarge,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const card = style({
  maxInlineSize: 440,
  marginInline: 'auto',
  marginBlockStart: '10vh',
  padding: vars.space.xlarge,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const screenTitle = style({
  margin: 0,
  fontSize: '1.5rem',
  fontWeight: vars.font.weightStrong,
  lineHeight: 1.3,
});

export const screenText = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '60ch' });

/** A link inside text: the text colour, underlined, legible on every surface and theme. */
export const textLink = style({
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** Off screen until focused (WCAG 2.4.1), then at the top of the page over everything. */
export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.small,
  insetBlockStart: vars.space.small,
  zIndex: 1000,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontWeight: vars.font.weightStrong,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
  },
});
