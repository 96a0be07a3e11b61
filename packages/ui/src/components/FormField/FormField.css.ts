import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const field = recipe({
  base: {
    fontFamily: vars.font.family,
    color: vars.color.text,
    minInlineSize: 0,
  },
  variants: {
    layout: {
      stacked: { display: 'flex', flexDirection: 'column', gap: vars.space.xsmall },
      // Control in the first column, label beside it, hint and error under the label.
      inline: {
        display: 'grid',
        gridTemplateColumns: 'auto minmax(0, 1fr)',
        columnGap: vars.space.small,
        rowGap: vars.space.xxsmall,
        alignItems: 'start',
      },
    },
  },
});

export const controlSlot = style({ gridColumn: 1, gridRow: 1, display: 'flex' });

export const label = recipe({
  base: {
    fontSize: vars.font.sizeSmall,
    fontWeight: vars.font.weightMedium,
    overflowWrap: 'anywhere',
    selectors: {
      [`${field.classNames.base}:has(:is(input, select, textarea, button[aria-haspopup]):disabled) &`]:
        {
          color: vars.color.disabledText,
        },
    },
  },
  variants: {
    layout: {
      stacked: {},
      inline: {
        gridColumn: 2,
        gridRow: 1,
        fontSize: vars.font.sizeMedium,
        lineHeight: 1.5,
        cursor: 'pointer',
      },
    },
  },
});

const message = {
  fontSize: vars.font.sizeSmall,
  overflowWrap: 'anywhere',
  selectors: { [`${field.classNames.variants.layout.inline} > &`]: { gridColumn: 2 } },
} as const;

export const hint = style({ ...message, color: vars.color.textMuted });

export const error = style({ ...message, color: vars.color.criticalText });

/** The look every text-like control shares (as TextField): border, padding, focus, invalid, disabled. */
export const control = style({
  boxSizing: 'border-box',
  inlineSize: '100%',
  minBlockSize: 40,
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surfaceRaised,
  color: vars.color.text,
  fontSize: vars.font.sizeMedium,
  fontFamily: 'inherit',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 1 },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&[aria-invalid="true"]': { borderColor: vars.color.critical },
    '&:disabled': {
      backgroundColor: vars.color.disabledBackground,
      color: vars.color.disabledText,
      cursor: 'not-allowed',
    },
  },
});

export { visuallyHidden } from '../../internal/visuallyHidden.css';
