import { style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

export const bell = style({ position: 'relative', display: 'inline-flex' });

/** The unread count over the bell: the number is the meaning, the colour only draws the eye. */
export const count = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  minInlineSize: '1.25rem',
  blockSize: '1.25rem',
  paddingInline: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  background: vars.color.critical,
  color: vars.color.onCritical,
  fontSize: vars.font.sizeSmall,
  fontWeight: vars.font.weightStrong,
  lineHeight: '1.25rem',
  textAlign: 'center',
  pointerEvents: 'none',
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  inlineSize: 'min(24rem, calc(100vw - 2rem))',
  maxBlockSize: 'min(32rem, calc(100vh - 6rem))',
  overflowY: 'auto',
});

export const panelHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  flexWrap: 'wrap',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  padding: vars.space.xsmall,
  borderRadius: vars.radius.small,
  borderInlineStart: `3px solid transparent`,
});

export const unreadItem = style({
  borderInlineStartColor: vars.color.primary,
  background: vars.color.subtleHover,
});

export const itemText = style({ margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });

// A whole line to tap: at least 24 pixels high (axe's target-size).
export const itemLink = style({
  display: 'block',
  minBlockSize: '1.5rem',
  lineHeight: 1.5,
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  overflowWrap: 'anywhere',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const itemMeta = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});
