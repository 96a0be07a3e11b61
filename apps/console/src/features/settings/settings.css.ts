import { style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xlarge });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  paddingBlockStart: vars.space.large,
  borderBlockStart: `1px solid ${vars.color.border}`,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.font.sizeLarge,
  fontWeight: vars.font.weightStrong,
});

export const field = style({ minInlineSize: 'min(20rem, 100%)' });

export const text = style({ margin: 0, color: vars.color.textMuted, maxInlineSize: '60ch' });

export const status = style({ margin: 0, minBlockSize: '1.5em' });

export const failure = style([status, { color: vars.color.criticalText }]);

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

export const wide = style({ alignSelf: 'stretch' });
