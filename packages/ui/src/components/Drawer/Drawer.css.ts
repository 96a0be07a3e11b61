import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { reducedMotion, surface } from '../Dialog/Dialog.css';

const PANEL_SIZE = 'min(28rem, 100vw)';
const offscreen = `calc(-1 * ${PANEL_SIZE})`;

// Slides along the inline axis with logical insets, so the end side is the right in LTR and
// the left in RTL without any direction-specific code.
const enterFromEnd = keyframes({ from: { insetInlineEnd: offscreen }, to: { insetInlineEnd: 0 } });
const exitToEnd = keyframes({ from: { insetInlineEnd: 0 }, to: { insetInlineEnd: offscreen } });
const enterFromStart = keyframes({
  from: { insetInlineStart: offscreen },
  to: { insetInlineStart: 0 },
});
const exitToStart = keyframes({
  from: { insetInlineStart: 0 },
  to: { insetInlineStart: offscreen },
});

export const panel = recipe({
  base: [
    surface,
    {
      position: 'fixed',
      insetBlock: 0,
      inlineSize: PANEL_SIZE,
      blockSize: '100dvh',
    },
  ],
  variants: {
    side: {
      end: {
        insetInlineEnd: 0,
        borderStartStartRadius: vars.radius.medium,
        borderEndStartRadius: vars.radius.medium,
        selectors: {
          '&[data-state="open"]': { animation: `${enterFromEnd} 200ms ease-out` },
          '&[data-state="closed"]': { animation: `${exitToEnd} 150ms ease-in` },
        },
        '@media': reducedMotion,
      },
      start: {
        insetInlineStart: 0,
        borderStartEndRadius: vars.radius.medium,
        borderEndEndRadius: vars.radius.medium,
        selectors: {
          '&[data-state="open"]': { animation: `${enterFromStart} 200ms ease-out` },
          '&[data-state="closed"]': { animation: `${exitToStart} 150ms ease-in` },
        },
        '@media': reducedMotion,
      },
    },
  },
  defaultVariants: { side: 'end' },
});
