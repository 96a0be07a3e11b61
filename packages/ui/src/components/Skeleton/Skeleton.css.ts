import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import type { SkeletonRadius } from './skeletonOptions';

const shimmer = keyframes({
  from: { backgroundPosition: '100% 0' },
  to: { backgroundPosition: '0 0' },
});

export const shape = recipe({
  base: {
    display: 'block',
    maxInlineSize: '100%',
    backgroundColor: vars.color.disabledBackground,
    backgroundImage: `linear-gradient(90deg, ${vars.color.disabledBackground} 30%, ${vars.color.surface} 50%, ${vars.color.disabledBackground} 70%)`,
    backgroundSize: '300% 100%',
    animation: `${shimmer} 1.6s ease-in-out infinite`,
    selectors: {
      // The light sweeps in the reading direction.
      '&:dir(rtl)': { animationDirection: 'reverse' },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    radius: {
      small: { borderRadius: vars.radius.small },
      medium: { borderRadius: vars.radius.medium },
      full: { borderRadius: vars.radius.full },
    } satisfies Record<SkeletonRadius, { borderRadius: string }>,
  },
  defaultVariants: { radius: 'small' },
});

export const textLines = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5em',
  paddingBlock: '0.25em',
});

export const textLine = style({ blockSize: '0.75em', inlineSize: '100%' });

export const lastTextLine = style({ inlineSize: '60%' });

export const table = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  fontFamily: vars.font.family,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const toolbarButtons = style({ display: 'flex', gap: vars.space.small });

export const grid = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.secondary}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
});

const gridRow = {
  display: 'grid',
  alignItems: 'center',
  gap: vars.space.large,
  minBlockSize: 48,
  paddingInline: vars.space.large,
  borderBlockEnd: `1px solid ${vars.color.secondary}`,
} as const;

export const row = style(gridRow);

export const headerRow = style({
  ...gridRow,
  minBlockSize: 40,
  backgroundColor: vars.color.surface,
});

export const footerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  minBlockSize: 48,
  paddingInline: vars.space.large,
});

export const footerControls = style({ display: 'flex', gap: vars.space.small });
