import { style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontWeight: vars.font.weightStrong,
  fontSize: vars.font.sizeLarge,
  color: vars.color.text,
  textDecoration: 'none',
  borderRadius: vars.radius.small,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const logoMark = style({ display: 'block' });

// The trigger is as big as a medium button; the avatar fills it.
export const profileTrigger = style({ padding: vars.space.xxsmall });

export const popoverBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.small,
  minInlineSize: '14rem',
});

export const popoverTitle = style({
  margin: 0,
  fontSize: vars.font.sizeMedium,
  fontWeight: vars.font.weightStrong,
});

export const popoverText = style({ margin: 0, color: vars.color.textMuted });

export const popoverLinks = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const popoverLink = style({
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

export const menuProfile = style({ paddingBlock: vars.space.xsmall });
