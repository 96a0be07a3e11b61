import { style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

/** The signed-in maintenance banner: across the top of the page, above the header. */
export const maintenanceBanner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'center',
  columnGap: vars.space.medium,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xlarge,
  backgroundColor: vars.color.dark,
  color: vars.color.onDark,
  fontFamily: vars.font.family,
  fontSize: vars.font.sizeMedium,
  fontWeight: vars.font.weightMedium,
  textAlign: 'center',
});

/** The same message inside the sign-in card. */
export const maintenanceNotice = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.small,
  borderInlineStart: `4px solid ${vars.color.critical}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
});

export const noticeTitle = style({ display: 'block', fontWeight: vars.font.weightStrong });

/** A long message stays a few lines on a phone: the rest scrolls inside the banner. */
export const bannerText = style({
  maxBlockSize: '6lh',
  overflowY: 'auto',
  overflowWrap: 'anywhere',
});

export const bannerTitle = style({ fontWeight: vars.font.weightStrong });

export const bannerToggle = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});
