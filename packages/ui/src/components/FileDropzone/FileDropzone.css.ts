import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const zone = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    minBlockSize: 112,
    boxSizing: 'border-box',
    paddingBlock: vars.space.large,
    paddingInline: vars.space.large,
    borderRadius: vars.radius.medium,
    border: `2px dashed ${vars.color.border}`,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    textAlign: 'center',
    overflowWrap: 'anywhere',
    selectors: {
      '&:hover': { borderColor: vars.color.text },
      '&:has(input[aria-invalid="true"])': { borderColor: vars.color.critical },
      '&:has(input:focus-visible)': {
        outline: `3px solid ${vars.color.focusRing}`,
        outlineOffset: 2,
      },
      // The page's surface stays: disabledText on disabledBackground is under 4.5:1.
      '&:has(input:disabled)': {
        borderColor: vars.color.disabledBackground,
        color: vars.color.disabledText,
      },
    },
  },
  variants: {
    dragOver: {
      true: {
        borderStyle: 'solid',
        borderColor: vars.color.primary,
        backgroundColor: vars.color.subtleHover,
      },
      false: {},
    },
  },
  defaultVariants: { dragOver: false },
});

/** The real file input, invisible, over the whole area: it takes clicks, focus, keys and drops. */
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

export const instructions = style({
  fontSize: vars.font.sizeMedium,
  fontWeight: vars.font.weightMedium,
});

export const constraint = style({
  fontSize: vars.font.sizeSmall,
  color: vars.color.textMuted,
  selectors: { [`${input}:disabled ~ &`]: { color: 'inherit' } },
});

export const fileList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const fileItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  fontSize: vars.font.sizeSmall,
});

export const fileName = style({ flex: 1, minInlineSize: 0, overflowWrap: 'anywhere' });

export const fileSize = style({ color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const removeButton = style({
  flexShrink: 0,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.sizeSmall,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.subtleHover },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&:disabled': {
      backgroundColor: vars.color.disabledBackground,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
  },
});

export const rejectedList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.sizeSmall,
  color: vars.color.criticalText,
  overflowWrap: 'anywhere',
});
