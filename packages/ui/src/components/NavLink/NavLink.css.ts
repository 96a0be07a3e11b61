import { style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { NavListOrientation } from './navLinkOptions';

const listBase = {
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  gap: vars.space.xsmall,
} as const;

// Plain objects rather than composition: each list is then one class the links can refer to.
export const list = styleVariants({
  horizontal: { ...listBase, flexWrap: 'wrap', alignItems: 'center' },
  vertical: { ...listBase, flexDirection: 'column', alignItems: 'stretch' },
} satisfies Record<NavListOrientation, StyleRule>);

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  boxSizing: 'border-box',
  minBlockSize: 40,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  border: 0,
  // The bar under the current link; transparent until then so nothing moves.
  borderBlockEnd: '3px solid transparent',
  borderRadius: vars.radius.small,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMedium,
  fontWeight: vars.font.weightMedium,
  lineHeight: 1.2,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.subtleHover, textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    // The bar takes the text colour: it keeps 3:1 against the header in both themes.
    '&[aria-current="page"]': {
      borderColor: vars.color.text,
      backgroundColor: vars.color.secondary,
      fontWeight: vars.font.weightStrong,
    },
    // In a column the bar stands at the inline start (the right, in right-to-left).
    [`${list.vertical} &`]: {
      display: 'flex',
      whiteSpace: 'normal',
      borderBlockEnd: 0,
      borderInlineStart: '3px solid transparent',
    },
    [`${list.vertical} &[aria-current="page"]`]: { borderColor: vars.color.text },
  },
});
