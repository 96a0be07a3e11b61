import { style } from '@vanilla-extract/css';
import { vars } from '@org/ui/theme-contract';

export const questions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

/** A question and its options, as a group with its own border. */
export const question = style({
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minInlineSize: 0,
});

export const questionText = style({
  padding: 0,
  fontWeight: vars.font.weightStrong,
  overflowWrap: 'anywhere',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  overflowWrap: 'anywhere',
});

export const radio = style({
  flexShrink: 0,
  inlineSize: '1.125rem',
  blockSize: '1.125rem',
  margin: 0,
  accentColor: vars.color.primary,
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
  },
});

/** A choice of the option's text field and its "correct" radio, side by side. */
export const optionRow = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
});

export const optionText = style({ flex: 1, minInlineSize: 0 });

export const correctChoice = style([option, { paddingBlockStart: vars.space.large }]);

export const error = style({ margin: 0, color: vars.color.criticalText });

export const result = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  alignItems: 'flex-start',
});

export const score = style({ margin: 0, fontSize: '2rem', fontWeight: vars.font.weightStrong });

export const muted = style({ margin: 0, color: vars.color.textMuted });

/** Said in place of the submit button when no attempt is left. */
export const notice = style({
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

/** A result's questions, each with the reader's answer. */
export const answers = style([
  questions,
  { margin: 0, padding: 0, listStyle: 'none', alignSelf: 'stretch' },
]);

export const answerLine = style({ margin: 0, overflowWrap: 'anywhere' });
