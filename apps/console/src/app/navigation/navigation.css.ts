import { keyframes, style } from '@vanilla-extract/css';

export const routeSpinner = style({
  display: 'grid',
  placeItems: 'center',
  minBlockSize: '100vh',
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const routeSpinnerRing = style({
  display: 'block',
  boxSizing: 'border-box',
  inlineSize: 40,
  blockSize: 40,
  borderRadius: '50%',
  borderWidth: 4,
  borderStyle: 'solid',
  borderColor: 'color-mix(in srgb, currentColor 20%, transparent)',
  borderBlockStartColor: 'currentColor',
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
});
