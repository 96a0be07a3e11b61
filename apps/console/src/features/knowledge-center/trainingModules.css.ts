import { style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

/** The catalogue: as many 16 rem cards to a row as fit, one on a phone. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(16rem, 100%), 1fr))',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
});

/** The seeded images are 320×180: the frame keeps that shape whatever the picture is. */
export const cardImage = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
});

export const cardBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  flex: 1,
  padding: vars.space.medium,
});

export const cardHeading = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
  lineHeight: 1.3,
  overflowWrap: 'anywhere',
});

export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** A module's facts: label and value pairs, the labels muted. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  margin: 0,
  fontSize: vars.font.sizeSmall,
});

export const factLabel = style({ color: vars.color.textMuted });
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' });

export const cardFooter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
  marginBlockStart: 'auto',
});

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

export const pagination = style({ overflowX: 'auto' });

/** The module page: the picture beside the facts, stacked on a phone. */
export const moduleSummary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 24rem) minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { '(max-width: 48rem)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const moduleImage = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.medium,
});

export const moduleSection = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
});

/** Long texts keep the lines their author wrote. */
export const longText = style({ margin: 0, whiteSpace: 'pre-line', maxInlineSize: '70ch' });

export const skills = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
