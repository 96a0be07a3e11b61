import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

export const content = style({
  zIndex: 1100, // as Popover: above Dialog (1000)
  boxSizing: 'border-box',
  minInlineSize: 'max(12rem, var(--radix-dropdown-menu-trigger-width))',
  maxInlineSize: 'min(22rem, calc(100vw - 16px))',
  maxBlockSize: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  padding: vars.space.xsmall,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMedium,
  // No shadow token in the theme contract: a neutral literal, legible on both themes.
  boxShadow: '0 8px 24px rgba(16, 22, 29, 0.18)',
  transformOrigin: 'var(--radix-dropdown-menu-content-transform-origin)',
  animation: `${enter} 120ms ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minBlockSize: 36,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  overflowWrap: 'anywhere',
  // An item that is a link reads like the others.
  color: 'inherit',
  textDecoration: 'none',
  selectors: {
    // The highlighted item holds focus: a strong fill shows it for pointer and keyboard alike.
    '&[data-highlighted]': { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
    '&[data-disabled]': { color: vars.color.disabledText, cursor: 'not-allowed' },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  inlineSize: '1.25em',
  justifyContent: 'center',
  color: vars.color.textMuted,
  selectors: {
    [`${item}[data-highlighted] &, ${item}[data-disabled] &`]: { color: 'inherit' },
  },
});

/** A shortcut at the item's end, muted like the icon and in the same colour when highlighted. */
export const shortcut = style({
  marginInlineStart: 'auto',
  paddingInlineStart: vars.space.medium,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  direction: 'ltr',
  unicodeBidi: 'isolate',
  selectors: {
    [`${item}[data-highlighted] &, ${item}[data-disabled] &`]: { color: 'inherit' },
  },
});

export const label = style({
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const separator = style({
  blockSize: 1,
  marginBlock: vars.space.xsmall,
  marginInline: `calc(-1 * ${vars.space.xsmall})`,
  backgroundColor: vars.color.border,
});
