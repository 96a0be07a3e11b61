import { globalStyle } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

// nprogress writes its own DOM (#nprogress > .bar > .peg) at the end of <body>; these rules replace
// its stylesheet, which is not imported. Its inline styles move the bar with translate3d from the
// left, so in right-to-left the whole strip is mirrored, and inside it the physical direction is
// fixed to ltr: that way the bar grows from the inline start and the peg glows at its leading edge
// in both directions.
globalStyle('#nprogress', {
  pointerEvents: 'none',
  position: 'fixed',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: '100%',
  blockSize: 3,
  // No z-index token yet: above page content, dialogs and popovers (Radix portals use auto).
  zIndex: 2000,
  direction: 'ltr',
});

globalStyle('#nprogress:dir(rtl)', { transform: 'scaleX(-1)' });

globalStyle('#nprogress .bar', {
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: '100%',
  blockSize: '100%',
  backgroundColor: vars.color.primary,
});

globalStyle('#nprogress .peg', {
  display: 'block',
  position: 'absolute',
  insetInlineEnd: 0,
  inlineSize: 100,
  blockSize: '100%',
  boxShadow: `0 0 10px ${vars.color.primary}, 0 0 5px ${vars.color.primary}`,
  opacity: 1,
  transform: 'rotate(3deg) translate(0px, -4px)',
});

// nprogress animates with inline transitions; only !important outranks them.
globalStyle('#nprogress, #nprogress .bar', {
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none !important' } },
});
