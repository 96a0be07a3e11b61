import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import type { TableColumnAlign } from './tableOptions';

const focusRing = { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 };

export const frame = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontFamily: vars.font.family,
  // Keeps the rounded corners on the header row and the footer.
  overflow: 'hidden',
});

export const scroller = style({
  overflowX: 'auto',
  // Holds what is placed absolutely in the cells (visually hidden words), which would otherwise
  // reach past the scroller and widen the page on a phone.
  position: 'relative',
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: -3 } },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.sizeSmall,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  paddingBlock: vars.space.medium,
  paddingInline: vars.space.large,
  fontSize: vars.font.sizeMedium,
  fontWeight: vars.font.weightStrong,
});

export { visuallyHidden } from '../../internal/visuallyHidden.css';

const cell = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  verticalAlign: 'middle',
  // A word longer than its column may break; others wrap between words ("Hospital Central", never
  // "Hospi/tal"), and a table wider than its frame scrolls inside it.
  overflowWrap: 'break-word',
});

export const align = styleVariants({
  start: { textAlign: 'start' },
  center: { textAlign: 'center' },
  end: { textAlign: 'end' },
} satisfies Record<TableColumnAlign, { textAlign: 'start' | 'center' | 'end' }>);

export const headerCell = style([
  cell,
  {
    backgroundColor: vars.color.surface,
    borderBlockEnd: `1px solid ${vars.color.border}`,
    fontWeight: vars.font.weightStrong,
    whiteSpace: 'nowrap',
  },
]);

export const sortableHeaderCell = style({ paddingInline: vars.space.small });

export const sortButton = style({
  // Lines the header text up with the cells below; the button's own padding is its hit area.
  fontWeight: vars.font.weightStrong,
  fontSize: 'inherit',
  whiteSpace: 'nowrap',
});

export const sortIcon = style({ flexShrink: 0, inlineSize: 16, blockSize: 16 });

export const bodyCell = style([
  cell,
  {
    borderBlockEnd: `1px solid ${vars.color.secondary}`,
    // The frame draws the bottom edge.
    selectors: { 'tr:last-child > &': { borderBlockEnd: 'none' } },
  },
]);

export const rowHeaderCell = style({ fontWeight: vars.font.weightMedium });

export const row = style({
  selectors: {
    '&:hover': { backgroundColor: vars.color.subtleHover },
    '&[data-selected="true"]': { backgroundColor: vars.color.secondary },
  },
});

export const selectCell = style({
  inlineSize: '1%',
  paddingInlineEnd: 0,
});

export const checkbox = style({
  display: 'block',
  inlineSize: 18,
  blockSize: 18,
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const emptyCell = style([
  cell,
  {
    paddingBlock: vars.space.xlarge,
    textAlign: 'center',
    color: vars.color.textMuted,
  },
]);

const pulse = keyframes({ '50%': { opacity: 0.5 } });

/** A grey bar standing in for text while rows load. */
export const placeholderBar = style({
  display: 'block',
  blockSize: '0.875rem',
  maxInlineSize: '100%',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.disabledBackground,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.medium,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});
