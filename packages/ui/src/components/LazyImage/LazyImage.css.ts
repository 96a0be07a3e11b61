import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const noMotion = { '(prefers-reduced-motion: reduce)': { animation: 'none' } };

export const image = style({
  maxInlineSize: '100%',
  blockSize: 'auto',
  objectFit: 'cover',
  backgroundColor: vars.color.disabledBackground,
  selectors: { '&[data-state="loaded"]': { animation: `${fadeIn} 300ms ease-out` } },
  '@media': noMotion,
});

export const background = style({
  backgroundColor: vars.color.disabledBackground,
  backgroundSize: 'cover',
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
  // docs/product.md §2: the fade-in marker the background variant gets once its picture is applied.
  selectors: { '&.fade-in': { animation: `${fadeIn} 400ms ease-out` } },
  '@media': noMotion,
});
