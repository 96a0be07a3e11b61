import { style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

export const page = style({
  minBlockSize: '100vh',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

// spec §2: the page background is white when signed out and the primary colour when signed in.
export const plainPage = style([page, { backgroundColor: vars.color.background }]);
export const authorisedPage = style([page, { backgroundColor: vars.color.primary }]);

export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.xlarge,
  backgroundColor: vars.color.surfaceRaised,
  borderBlockEnd: `1px solid ${vars.color.border}`,
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  fontWeight: vars.font.weightStrong,
  color: vars.color.text,
  textDecoration: 'none',
});

export const nav = style({ display: 'flex', gap: vars.space.medium, flex: 1 });

export const navLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  paddingBlock: vars.space.xsmall,
  borderBlockEnd: '2px solid transparent',
  selectors: { '&[aria-current="page"]': { borderBlockEndColor: vars.color.primary } },
});

export const userName = style({ fontWeight: vars.font.weightMedium });

export const main = style({ padding: vars.space.xlarge });

export const card = style({
  maxInlineSize: 440,
  marginInline: 'auto',
  marginBlockStart: '10vh',
  padding: vars.space.xlarge,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const panel = style({
  padding: vars.space.xlarge,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
});
