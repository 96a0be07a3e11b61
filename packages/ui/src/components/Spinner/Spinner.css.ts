import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import type { SpinnerSize } from './spinnerOptions';

export { visuallyHidden } from '../../internal/visuallyHidden.css';

export const root = style({ display: 'inline-flex', verticalAlign: 'middle' });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

const diameters = { sm: 16, md: 24, lg: 40 } satisfies Record<SpinnerSize, number>;

export const ring = recipe({
  base: {
    display: 'block',
    boxSizing: 'border-box',
    borderRadius: '50%',
    borderStyle: 'solid',
    // The arc takes the text colour around it, so it has the text's contrast in either theme.
    borderColor: 'color-mix(in srgb, currentColor 20%, transparent)',
    borderBlockStartColor: 'currentColor',
    animation: `${spin} 800ms linear infinite`,
    // Slowed, not stopped: a frozen spinner reads as a hung page (same choice as Button's).
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2.4s' } },
  },
  variants: {
    size: Object.fromEntries(
      Object.entries(diameters).map(([size, diameter]) => [
        size,
        { inlineSize: diameter, blockSize: diameter, borderWidth: Math.max(2, diameter / 10) },
      ]),
    ) as Record<SpinnerSize, { inlineSize: number; blockSize: number; borderWidth: number }>,
  },
  defaultVariants: { size: 'md' },
});
