import { style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

/** The status sentence: always there (an empty live region), so its changes are announced. */
export const status = style({ margin: 0, minBlockSize: '1.5em' });

export const headline = style([status, { fontWeight: vars.font.weightStrong }]);

export const failure = style([status, { color: vars.color.criticalText }]);

export const note = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.sizeSmall,
});

/** The upload's progress: @org/ui's ProgressBar is the page's top bar, not a determinate one. */
export const track = style({
  blockSize: '0.5rem',
  inlineSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
});

export const fill = style({
  blockSize: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.primary,
  transition: 'inline-size 150ms ease-out',
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const lineCell = style({ fontVariantNumeric: 'tabular-nums' });

/** How the file's headings are read: a select per heading, two across where there is room. */
export const columnChoices = style({
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
  display: 'grid',
  gap: vars.space.small,
});

export const columnChoicesLegend = style({
  padding: 0,
  fontWeight: vars.font.weightStrong,
});

export const columnChoiceGrid = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 14rem), 1fr))',
});
