import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: 48,
  blockSize: 48,
  marginBlockEnd: vars.space.xsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.secondary,
  color: vars.color.textMuted,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  maxInlineSize: '40ch',
  fontSize: vars.font.sizeMedium,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const action = style({ marginBlockStart: vars.space.small });
