import { style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

/**
 * docs/product.md §12.3: up to 600 px wide (a phone), the log is a list of cards instead of a
 * table, so nothing is clipped or scrolls sideways. In rem, so it follows the reader's text size.
 */
export const NARROW_SCREEN = 'screen and (max-width: 37.5rem)';

export const log = style({
  alignSelf: 'stretch',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minInlineSize: 0,
});

/** The date fields and the checkbox share the toolbar with the list's search and filter. */
export const dateField = style({ flex: '1 1 9rem', minInlineSize: 0 });
export const toolbarEnd = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
});

export const wideOnly = style({
  '@media': { [NARROW_SCREEN]: { display: 'none' } },
});

export const narrowOnly = style({
  display: 'none',
  '@media': { [NARROW_SCREEN]: { display: 'block' } },
});

export const person = style({ display: 'flex', flexDirection: 'column', overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  overflowWrap: 'anywhere',
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMedium,
  fontWeight: vars.font.weightStrong,
});

export const facts = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const fact = style({ display: 'flex', flexWrap: 'wrap', columnGap: vars.space.small });
export const factName = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, minInlineSize: 0 });

export const emptyText = style({ margin: 0, color: vars.color.textMuted });
export const placeholderLine = style({
  blockSize: '4.5rem',
  borderRadius: vars.radius.medium,
  background: vars.color.subtleHover,
});
