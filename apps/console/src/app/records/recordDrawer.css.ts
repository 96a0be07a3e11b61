import { style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.medium });

export const error = style({ margin: 0, color: vars.color.criticalText });
