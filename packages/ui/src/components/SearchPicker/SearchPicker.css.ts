import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The clear button's side: a fingertip's target (WCAG 2.2 target size), as SearchField's. */
const CLEAR_BUTTON_SIZE = 32;
/** A chip's remove button: the smallest target WCAG 2.2 AA allows. */
const REMOVE_BUTTON_SIZE = 24;
const CHEVRON_SIZE = 16;

/** The field's frame, the look of every text-like control (FormField's `control`), around an input. */
export const box = style({
  position: 'relative',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  inlineSize: '100%',
  minInlineSize: 0,
  minBlockSize: 40,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.sizeMedium,
  cursor: 'text',
  selectors: {
    // The input inside draws no ring of its own: the frame shows where focus is.
    '&:has(input:focus-visible)': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: 1,
    },
    '&[data-invalid="true"]': { borderColor: vars.color.critical },
    '&[data-disabled="true"]': {
      backgroundColor: vars.color.disabledBackground,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
  },
});

/** Chips and the input share the lines of the frame; names wrap, the frame grows. */
export const multiBox = style({
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xsmall,
  paddingInlineStart: vars.space.xsmall,
  paddingInlineEnd: `calc(${CHEVRON_SIZE}px + ${vars.space.medium} + ${vars.space.xsmall})`,
});

export const input = style({
  boxSizing: 'border-box',
  flex: '1 1 auto',
  inlineSize: '100%',
  minInlineSize: 0,
  minBlockSize: 38,
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInlineStart: vars.space.medium,
  // Room for the chevron after the text.
  paddingInlineEnd: `calc(${CHEVRON_SIZE}px + ${vars.space.medium} + ${vars.space.xsmall})`,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  textOverflow: 'ellipsis',
  // A record's name keeps its own direction (a Latin name on an Arabic page), as dir="auto"
  // would give it, while the input keeps the page's: its padding stays clear of the buttons.
  unicodeBidi: 'plaintext',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

/** With a clear button, room for it too. */
export const inputWithClear = style({
  paddingInlineEnd: `calc(${CLEAR_BUTTON_SIZE}px + ${CHEVRON_SIZE}px + ${vars.space.medium} + ${vars.space.xsmall})`,
});

/** In the chips' frame: at least a few letters wide, the rest of the line when there is room. */
export const multiInput = style({
  flex: '1 1 8rem',
  inlineSize: 'auto',
  minBlockSize: 30,
  paddingBlock: vars.space.xxsmall,
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: 0,
});

export const chevron = style({
  position: 'absolute',
  insetInlineEnd: vars.space.medium,
  insetBlockStart: `calc(50% - ${CHEVRON_SIZE / 2}px)`,
  color: vars.color.textMuted,
  pointerEvents: 'none',
  transition: 'transform 120ms ease',
  selectors: { '[aria-expanded="true"] ~ &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const clearButton = style({
  position: 'absolute',
  insetInlineEnd: `calc(${vars.space.medium} + ${CHEVRON_SIZE}px)`,
  insetBlockStart: `calc(50% - ${CLEAR_BUTTON_SIZE / 2}px)`,
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

export const chip = style({
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  maxInlineSize: '100%',
  minInlineSize: 0,
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: vars.space.xxsmall,
  paddingBlock: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.secondary,
  color: vars.color.text,
  fontSize: vars.font.sizeSmall,
  lineHeight: 1.4,
  cursor: 'default',
  selectors: {
    '[data-disabled="true"] &': {
      backgroundColor: 'transparent',
      border: `1px solid ${vars.color.border}`,
      color: vars.color.disabledText,
    },
  },
});

export const chipLabel = style({
  minInlineSize: 0,
  // Long names wrap between words; only a word longer than the whole line breaks inside
  // (break-word, not anywhere, which lets a measuring flex row break every word: as Badge).
  overflowWrap: 'break-word',
});

export const chipRemove = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: REMOVE_BUTTON_SIZE,
  blockSize: REMOVE_BUTTON_SIZE,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.secondaryHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 0 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const panel = style({
  zIndex: 1100, // above Dialog (1000), as Popover and MultiSelect
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  // As wide as the field, never wider than the screen: nothing scrolls sideways on a phone.
  inlineSize: 'var(--radix-popover-trigger-width)',
  maxInlineSize: 'calc(100vw - 16px)',
  maxBlockSize: 'min(22rem, var(--radix-popover-content-available-height))',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMedium,
  // No shadow token in the theme contract: the same neutral literal as Popover.
  boxShadow: '0 8px 24px rgba(16, 22, 29, 0.18)',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: 0,
  overflowY: 'auto',
  selectors: { '&:not(:empty)': { paddingBlock: vars.space.xsmall } },
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInlineStart: `calc(${vars.space.medium} - 3px)`,
  paddingInlineEnd: vars.space.medium,
  // The highlighted option also shows a bar, which forced colours keep when backgrounds go.
  borderInlineStart: '3px solid transparent',
  cursor: 'pointer',
  selectors: {
    '&[data-highlighted="true"]': {
      backgroundColor: vars.color.subtleHover,
      borderInlineStartColor: vars.color.primary,
    },
    '&[aria-disabled="true"]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
  overflowWrap: 'break-word',
  lineHeight: 1.5,
});

export const optionDescription = style({
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  selectors: { '[aria-disabled="true"] &': { color: 'inherit' } },
});

export const check = style({ flexShrink: 0, marginBlockStart: 4, color: vars.color.primary });

/** Searching, no match, failed, "N more": lines under the options, never options themselves. */
export const line = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
  overflowWrap: 'break-word',
  selectors: {
    [`${list}:not(:empty) ~ &`]: { borderBlockStart: `1px solid ${vars.color.border}` },
  },
});

export const failedLine = style({ color: vars.color.criticalText });

export const retryButton = style({
  minBlockSize: 24,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  border: 'none',
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightMedium,
  textDecoration: 'underline',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.subtleHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});
