import { style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

/** The patient's name in the table: a link to their record, legible on every surface and theme. */
export const recordLink = style({
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** "Assigned to me" sits on the toolbar's baseline, beside the filters. */
export const toolbarCheckbox = style({
  flex: '0 0 auto',
  alignSelf: 'center',
  paddingBlockStart: vars.space.large,
});

/** One part of the record: a heading, its details, and what can be changed. */
export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlockEnd: vars.space.large,
  borderBlockEnd: `1px solid ${vars.color.border}`,
  selectors: { '&:last-child': { borderBlockEnd: 'none', paddingBlockEnd: 0 } },
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMedium,
  fontWeight: vars.font.weightStrong,
});

export const record = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

/** Label and value pairs, the label above its value. */
export const details = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(7rem, auto) 1fr',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

export const value = style({ margin: 0, overflowWrap: 'anywhere' });

export const muted = style({ color: vars.color.textMuted });

export const history = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const historyEntry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const historyMeta = style({ color: vars.color.textMuted, fontSize: vars.font.sizeSmall });

/** The possible-duplicate notice at the top of the enrolment form. */
export const notice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}` } },
});

export const noticeTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMedium,
  fontWeight: vars.font.weightStrong,
});

export const noticeText = style({ margin: 0 });

/** A term and its value: the grid's cells, grouped for the markup only. */
export const detailRow = style({ display: 'contents' });
