import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { toastStackBlockSize } from '../../internal/toastStack.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'scale(0.97)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

/** Beats the `[data-state]` animations below: same specificity, and media rules come last. */
export const reducedMotion = {
  '(prefers-reduced-motion: reduce)': { selectors: { '&[data-state]': { animation: 'none' } } },
};

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  // No overlay token in the theme contract: a dark veil that dims either theme.
  backgroundColor: 'rgba(16, 22, 29, 0.55)',
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} 150ms ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} 120ms ease-in` },
  },
  '@media': reducedMotion,
});

/** What Dialog and Drawer panels share: colours, type, layout of header, body and footer. */
export const surface = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1000,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMedium,
  overflowWrap: 'anywhere',
  // No shadow token in the theme contract: a neutral literal, legible on both themes.
  boxShadow: '0 16px 48px rgba(16, 22, 29, 0.28)',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}` },
    // A closing panel stays in the page while it fades out: its buttons must not take a click
    // meant for the page (the overlay, still there, absorbs it).
    '&[data-state="closed"]': { pointerEvents: 'none' },
  },
});

export const content = recipe({
  base: [
    surface,
    {
      // Centred by auto margins, which need no direction-specific offsets.
      position: 'fixed',
      inset: 0,
      margin: 'auto',
      blockSize: 'fit-content',
      maxInlineSize: 'calc(100vw - 32px)',
      maxBlockSize: 'calc(100dvh - 32px)',
      borderRadius: vars.radius.medium,
      selectors: {
        '&[data-state="open"]': { animation: `${popIn} 150ms ease-out` },
        '&[data-state="closed"]': { animation: `${fadeOut} 120ms ease-in` },
      },
      '@media': reducedMotion,
    },
  ],
  variants: {
    size: {
      sm: { inlineSize: '24rem' },
      md: { inlineSize: '32rem' },
      lg: { inlineSize: '48rem' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.large,
  paddingInline: vars.space.xlarge,
  paddingBlockEnd: vars.space.small,
});

export const title = style({
  flex: 1,
  margin: 0,
  paddingBlockStart: vars.space.xsmall,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
  lineHeight: 1.3,
});

export { visuallyHidden } from '../../internal/visuallyHidden.css';

export const closeButton = style({
  flexShrink: 0,
  marginInlineStart: 'auto',
  marginInlineEnd: `calc(-1 * ${vars.space.small})`,
});

export const description = style({
  margin: 0,
  paddingInline: vars.space.xlarge,
  paddingBlockEnd: vars.space.small,
  color: vars.color.textMuted,
});

export const body = style({
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  paddingInline: vars.space.xlarge,
  paddingBlock: vars.space.small,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 },
  },
});

/** A body with no footer under it ends at the panel's end: its last lines scroll clear of toasts. */
export const bodyAtEnd = style({
  paddingBlockEnd: `calc(${vars.space.small} + ${toastStackBlockSize})`,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingInline: vars.space.xlarge,
  paddingBlockStart: vars.space.medium,
  paddingBlockEnd: vars.space.large,
});
