import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&[data-invalid="true"]': { borderColor: vars.color.critical },
  },
});

export const summary = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const placeholder = style({
  color: vars.color.textMuted,
  selectors: { [`button:disabled &`]: { color: 'inherit' } },
});

export const chevron = style({
  flexShrink: 0,
  inlineSize: 16,
  blockSize: 16,
  transition: 'transform 120ms ease',
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const content = style({
  zIndex: 1100, // above Dialog (1000), as Popover
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 'var(--radix-popover-trigger-width)',
  maxInlineSize: 'min(28rem, calc(100vw - 16px))',
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
  overflowY: 'auto',
  paddingBlock: vars.space.xsmall,
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { backgroundColor: vars.color.subtleHover },
    '&:has(:disabled)': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const checkbox = style({
  flexShrink: 0,
  inlineSize: 18,
  blockSize: 18,
  margin: 0,
  marginBlockStart: 3,
  accentColor: vars.color.primary,
  cursor: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const optionLabel = style({ lineHeight: 1.5 });

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const clearButton = style({
  paddingBlock: vars.space.xsmall,
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
    '&:hover:not(:disabled)': { backgroundColor: vars.color.subtleHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&:disabled': { color: vars.color.disabledText, textDecoration: 'none', cursor: 'not-allowed' },
  },
});

/** With a filter, a steady width: the panel does not narrow and widen as the list is filtered. */
export const searchableContent = style({
  inlineSize: 'max(var(--radix-popover-trigger-width), min(20rem, 100vw - 16px))',
});

export const filter = style({
  flexShrink: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.small,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const noMatches = style({
  margin: 0,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  color: vars.color.textMuted,
});
