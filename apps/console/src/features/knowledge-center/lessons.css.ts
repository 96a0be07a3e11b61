import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

export const reader = style({
  display: 'grid',
  gap: vars.space.medium,
  maxInlineSize: '70ch',
});

export const progressRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
});

export const progress = style({ inlineSize: '12rem', maxInlineSize: '100%' });

export const lessonTitle = style({ margin: 0, fontSize: vars.font.sizeLarge });

export const lessonContent = style({ overflowWrap: 'anywhere', lineHeight: 1.6 });

globalStyle(`${lessonContent} img`, { maxInlineSize: '100%', blockSize: 'auto' });
globalStyle(`${lessonContent} a`, {
  color: vars.color.text,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
});
globalStyle(`${lessonContent} a:focus-visible`, {
  outline: `3px solid ${vars.color.focusRing}`,
  outlineOffset: 2,
});

export const navigation = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
