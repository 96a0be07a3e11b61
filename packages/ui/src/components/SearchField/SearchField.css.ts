import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The clear button's side: big enough for a fingertip (WCAG target size), small enough for the field. */
const CLEAR_BUTTON_SIZE = 32;

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const label = style({ fontSize: vars.font.sizeSmall, fontWeight: vars.font.weightMedium });

export const control = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const searchIcon = style({
  position: 'absolute',
  insetInlineStart: vars.space.medium,
  color: vars.color.textMuted,
  pointerEvents: 'none',
});

export const input = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  minBlockSize: 40,
  paddingBlock: vars.space.small,
  // Room for the magnifier before the text and for the clear button after it.
  paddingInlineStart: `calc(${vars.space.medium} + 1.25em + ${vars.space.small})`,
  paddingInlineEnd: `calc(${CLEAR_BUTTON_SIZE}px + ${vars.space.small})`,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.sizeMedium,
  fontFamily: 'inherit',
  appearance: 'none',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&:disabled': {
      backgroundColor: vars.color.disabledBackground,
      color: vars.color.disabledText,
    },
    // Our own clear button replaces the browser's, which has no translated name.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
    '&::-webkit-search-decoration': { appearance: 'none' },
  },
});

export const clearButton = style({
  position: 'absolute',
  insetInlineEnd: vars.space.xxsmall,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: CLEAR_BUTTON_SIZE,
  blockSize: CLEAR_BUTTON_SIZE,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.subtleHover, color: vars.color.text },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 },
  },
});

export const hint = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
