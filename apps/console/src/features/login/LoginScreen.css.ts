import { style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
export const title = style({ margin: 0, fontSize: '1.5rem' });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const failure = style({ margin: 0, color: vars.color.criticalText });
