import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(100%)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateY(var(--radix-toast-swipe-end-y))' },
  to: { transform: 'translateY(100%)', opacity: 0 },
});

/** How long a closed toast stays on screen for its exit animation. */
export const TOAST_EXIT_MS = 150;

export const viewport = style({
  position: 'fixed',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  zIndex: 1200, // above dialogs and popovers: a notification must stay visible
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  inlineSize: 'min(24rem, 100vw)',
  maxBlockSize: '100dvh',
  margin: 0,
  padding: vars.space.large,
  listStyle: 'none',
  outline: 'none',
});

export const toast = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    paddingBlock: vars.space.medium,
    paddingInlineStart: vars.space.medium,
    paddingInlineEnd: vars.space.small,
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeMedium,
    lineHeight: 1.4,
    overflowWrap: 'anywhere',
    // No shadow token in the theme contract: a neutral literal, legible on both themes.
    boxShadow: '0 8px 24px rgba(16, 22, 29, 0.22)',
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
      '&[data-state="open"]': { animation: `${slideIn} 200ms ease-out` },
      '&[data-state="closed"]': { animation: `${fadeOut} ${TOAST_EXIT_MS}ms ease-in forwards` },
      '&[data-swipe="move"]': { transform: 'translateY(var(--radix-toast-swipe-move-y))' },
      '&[data-swipe="cancel"]': { transform: 'translateY(0)', transition: 'transform 200ms' },
      '&[data-swipe="end"]': { animation: `${swipeOut} 150ms ease-out forwards` },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': {
        selectors: { '&[data-state], &[data-swipe]': { animation: 'none', transition: 'none' } },
      },
    },
  },
  variants: {
    // Solid fills with their "on" colour keep text and icon at AA contrast in both themes.
    tone: {
      success: { backgroundColor: vars.color.primary, color: vars.color.onPrimary },
      error: { backgroundColor: vars.color.critical, color: vars.color.onCritical },
    },
  },
});

export const icon = style({ flexShrink: 0, marginBlockStart: 2 });

export const text = style({ flex: 1, minInlineSize: 0 });

export const title = style({ fontWeight: vars.font.weightStrong });

export { visuallyHidden } from '../../internal/visuallyHidden.css';

export const closeButton = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 28,
  blockSize: 28,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: 'rgba(255, 255, 255, 0.16)' }, // a lighter veil of the tone
    '&:focus-visible': { outline: '2px solid currentColor', outlineOffset: 1 },
  },
});
