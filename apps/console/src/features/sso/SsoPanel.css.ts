import { style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.small,
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const refused = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const prompt = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const message = style({ margin: 0 });

export const question = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const failure = style({ margin: 0, color: vars.color.criticalText });
