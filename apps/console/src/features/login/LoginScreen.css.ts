import { style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

export const card = style({
  maxInlineSize: 440,
  marginInline: 'auto',
  marginBlock: '10vh',
  padding: vars.space.xlarge,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  fontFamily: vars.font.family,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
export const title = style({ margin: 0, fontSize: '1.5rem' });
export const subtitle = style({ margin: 0, color: vars.color.textMuted });
export const instructions = style({ margin: 0 });
export const failure = style({ margin: 0, color: vars.color.criticalText });
// A live region must stay in the page to be announced: while empty it takes no room (no gap).
export const status = style({
  margin: 0,
  color: vars.color.textMuted,
  selectors: {
    '&:empty': {
      position: 'absolute',
      inlineSize: 1,
      blockSize: 1,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
    },
  },
});
export const notice = style({
  margin: 0,
  padding: vars.space.medium,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});
export const secondaryActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});
