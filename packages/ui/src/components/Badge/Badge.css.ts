import { createVar, style, type StyleRule } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import type { BadgeTone } from './badgeOptions';

/**
 * Each tone is one colour, used for the border and the dot and as a light tint behind the text. The
 * text itself is always the theme's text colour, so it keeps its AA contrast in both themes
 * whatever the tone. The contract has no info/success/warning colours yet: info borrows the focus
 * blue, success the primary teal, and warning is mixed from critical and primary (oklch hue
 * interpolation between red and teal passes through amber) until the theme has a warning token.
 */
const toneColour = createVar();

const toneColours = {
  neutral: vars.color.textMuted,
  info: vars.color.focusRing,
  success: vars.color.primary,
  warning: `color-mix(in oklch, ${vars.color.critical} 70%, ${vars.color.primary})`,
  critical: vars.color.critical,
} satisfies Record<BadgeTone, string>;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    maxInlineSize: '100%',
    paddingBlock: vars.space.xxsmall,
    paddingInline: vars.space.small,
    borderRadius: vars.radius.full,
    borderWidth: 1,
    borderStyle: 'solid',
    color: vars.color.text,
    fontFamily: vars.font.family,
    fontSize: vars.font.sizeSmall,
    fontWeight: vars.font.weightMedium,
    lineHeight: 1.4,
    // Breaks a word only when it cannot fit its container; `anywhere` also let a table column or a
    // flex item shrink around the badge until its words broke ("Withdraw/n").
    overflowWrap: 'break-word',
  },
  variants: {
    tone: Object.fromEntries(
      Object.entries(toneColours).map(([tone, colour]) => [
        tone,
        {
          borderColor: colour,
          backgroundColor: `color-mix(in srgb, ${colour} 14%, ${vars.color.surfaceRaised})`,
          vars: { [toneColour]: colour },
        },
      ]),
    ) as Record<BadgeTone, StyleRule>,
  },
  defaultVariants: { tone: 'neutral' },
});

export const dot = style({
  flexShrink: 0,
  inlineSize: '0.5em',
  blockSize: '0.5em',
  borderRadius: '50%',
  backgroundColor: toneColour,
});
