import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const TRACK_INLINE = 40;
const TRACK_BLOCK = 24;
const THUMB = 18;
const THUMB_GAP = (TRACK_BLOCK - THUMB) / 2;

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  inlineSize: TRACK_INLINE,
  blockSize: TRACK_BLOCK,
});

/** The real checkbox, invisible, over the whole track: it takes clicks, focus and form state. */
export const input = style({
  position: 'absolute',
  inset: 0,
  zIndex: 1,
  inlineSize: '100%',
  blockSize: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

export const track = style({
  position: 'relative',
  boxSizing: 'border-box',
  inlineSize: '100%',
  blockSize: '100%',
  borderRadius: vars.radius.full,
  // The border colour gives the off track 3:1 against the page (WCAG 1.4.11).
  backgroundColor: vars.color.border,
  transition: 'background-color 120ms ease',
  selectors: {
    [`${input}:checked + &`]: { backgroundColor: vars.color.primary },
    [`${input}[aria-invalid="true"] + &`]: {
      outline: `2px solid ${vars.color.critical}`,
      outlineOffset: 2,
    },
    [`${input}:focus-visible + &`]: {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: 2,
    },
    [`${input}:disabled + &`]: { backgroundColor: vars.color.disabledBackground },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const thumb = style({
  position: 'absolute',
  insetBlockStart: THUMB_GAP,
  // Logical inset: the thumb starts at the reading start, so it moves right-to-left in RTL.
  insetInlineStart: THUMB_GAP,
  inlineSize: THUMB,
  blockSize: THUMB,
  borderRadius: '50%',
  backgroundColor: vars.color.onPrimary,
  transition: 'inset-inline-start 120ms ease',
  selectors: {
    [`${input}:checked + ${track} &`]: { insetInlineStart: TRACK_INLINE - THUMB - THUMB_GAP },
    [`${input}:disabled + ${track} &`]: { backgroundColor: vars.color.disabledText },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
