import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import type { AvatarShape, AvatarSize } from './avatarOptions';

interface SizeMetrics {
  /** The picture's inline size; its block size follows from the shape's aspect ratio. */
  side: number;
  initials: string;
  title: string;
}

const sizeMetrics = {
  xs: { side: 24, initials: '0.625rem', title: vars.font.sizeSmall },
  sm: { side: 32, initials: '0.75rem', title: vars.font.sizeSmall },
  md: { side: 40, initials: '0.875rem', title: vars.font.sizeMedium },
  lg: { side: 48, initials: '1rem', title: vars.font.sizeMedium },
  xl: { side: 64, initials: '1.375rem', title: vars.font.sizeLarge },
  '2xl': { side: 96, initials: '2rem', title: vars.font.sizeLarge },
} satisfies Record<AvatarSize, SizeMetrics>;

const shapes = {
  round: { aspectRatio: '1 / 1', borderRadius: '50%' },
  square: { aspectRatio: '1 / 1', borderRadius: vars.radius.small },
  portrait: { aspectRatio: '3 / 4', borderRadius: vars.radius.small },
} satisfies Record<AvatarShape, { aspectRatio: string; borderRadius: string }>;

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.small,
    maxInlineSize: '100%',
    fontFamily: vars.font.family,
    color: vars.color.text,
    verticalAlign: 'middle',
  },
  variants: {
    size: Object.fromEntries(
      Object.entries(sizeMetrics).map(([size, { title }]) => [size, { fontSize: title }]),
    ) as Record<AvatarSize, { fontSize: string }>,
  },
});

export const frame = recipe({
  base: { position: 'relative', flexShrink: 0 },
  variants: {
    size: Object.fromEntries(
      Object.entries(sizeMetrics).map(([size, { side }]) => [size, { inlineSize: side }]),
    ) as Record<AvatarSize, { inlineSize: number }>,
    shape: Object.fromEntries(
      Object.entries(shapes).map(([shape, { aspectRatio }]) => [shape, { aspectRatio }]),
    ) as Record<AvatarShape, { aspectRatio: string }>,
  },
});

export const picture = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: '100%',
    blockSize: '100%',
    overflow: 'hidden',
    backgroundColor: vars.color.secondary,
    color: vars.color.text,
    fontWeight: vars.font.weightStrong,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: Object.fromEntries(
      Object.entries(sizeMetrics).map(([size, { initials }]) => [size, { fontSize: initials }]),
    ) as Record<AvatarSize, { fontSize: string }>,
    shape: Object.fromEntries(
      Object.entries(shapes).map(([shape, { borderRadius }]) => [shape, { borderRadius }]),
    ) as Record<AvatarShape, { borderRadius: string }>,
  },
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
});

export const personIcon = style({ inlineSize: '60%', blockSize: '60%' });

/** docs/product.md §2 optional badge, at the picture's inline-end bottom corner (bottom-left in rtl). */
export const badgeSlot = style({
  position: 'absolute',
  insetInlineEnd: 0,
  insetBlockEnd: 0,
  display: 'flex',
  lineHeight: 1,
});

export const labels = style({
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

export const title = style({ fontWeight: vars.font.weightMedium });

export const subtitle = style({ fontSize: vars.font.sizeSmall, color: vars.color.textMuted });
