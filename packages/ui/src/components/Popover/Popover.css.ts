import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { POPOVER_DISPOSE_MS } from './popoverOptions';

const enter = keyframes({
  from: { opacity: 0, transform: 'scale(0.96)' },
  to: { opacity: 1, transform: 'scale(1)' },
});
const exit = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const content = style({
  zIndex: 1100, // above Dialog (1000), so a popover opened inside a dialog shows
  boxSizing: 'border-box',
  maxInlineSize: 'min(24rem, calc(100vw - 16px))',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMedium,
  overflowWrap: 'anywhere',
  // No shadow token in the theme contract: a neutral literal, legible on both themes.
  boxShadow: '0 8px 24px rgba(16, 22, 29, 0.18)',
  transformOrigin: 'var(--radix-popover-content-transform-origin)',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
    '&[data-state="open"]': { animation: `${enter} 120ms ease-out` },
    // docs/product.md §9: the exit animation fits inside the dispose timeout.
    '&[data-state="closed"]': {
      animation: `${exit} ${POPOVER_DISPOSE_MS}ms ease-in forwards`,
      pointerEvents: 'none',
    },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      selectors: {
        '&[data-state="open"]': { animation: 'none' },
        '&[data-state="closed"]': { animation: 'none', opacity: 0 },
      },
    },
  },
});
