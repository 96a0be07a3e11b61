import { style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

export const records = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minInlineSize: '12rem',
});
export const recordLine = style({ display: 'flex', flexDirection: 'column' });
export const muted = style({ margin: 0, color: vars.color.textMuted });
export const reasons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const scan = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});
export const scanTitle = style({ margin: 0, fontSize: vars.font.sizeLarge });
export const progress = style({
  inlineSize: '100%',
  maxInlineSize: '30rem',
  accentColor: vars.color.primary,
});

/** The side-by-side view: a field per row, the two records as columns; stacked on a phone. */
export const choices = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });
export const choice = style({
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.small,
  minInlineSize: 0,
  '@media': { 'screen and (max-width: 40rem)': { gridTemplateColumns: '1fr' } },
});
export const legend = style({ fontWeight: vars.font.weightStrong, padding: 0 });
export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  overflowWrap: 'anywhere',
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
});
export const optionText = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});
export const radio = style({
  flexShrink: 0,
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  margin: 0,
  marginBlockStart: '0.125rem',
  accentColor: vars.color.primary,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
export const same = style({ margin: 0, gridColumn: '1 / -1', color: vars.color.textMuted });
export const error = style({ margin: 0, color: vars.color.criticalText });
