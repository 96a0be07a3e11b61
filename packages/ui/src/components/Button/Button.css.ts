import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    borderWidth: 1,
    borderStyle: 'solid',
    borderColor: 'transparent',
    fontFamily: vars.font.family,
    fontWeight: vars.font.weightMedium,
    lineHeight: 1.2,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: 'background-color 120ms ease, border-color 120ms ease',
    selectors: {
      '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: 2 },
      '&:disabled, &[aria-disabled="true"]': {
        backgroundColor: vars.color.disabledBackground,
        borderColor: vars.color.disabledBackground,
        color: vars.color.disabledText,
        cursor: 'not-allowed',
      },
    },
  },
  variants: {
    variant: {
      dark: {
        backgroundColor: vars.color.dark,
        color: vars.color.onDark,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.darkHover } },
      },
      primary: {
        backgroundColor: vars.color.primary,
        color: vars.color.onPrimary,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.primaryHover } },
      },
      secondary: {
        backgroundColor: vars.color.secondary,
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.secondaryHover } },
      },
      danger: {
        backgroundColor: vars.color.critical,
        color: vars.color.onCritical,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.criticalHover } },
      },
      outline: {
        backgroundColor: 'transparent',
        borderColor: vars.color.border,
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.subtleHover } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { '&:hover:not(:disabled)': { backgroundColor: vars.color.subtleHover } },
      },
    },
    size: {
      sm: {
        paddingBlock: vars.space.xsmall,
        paddingInline: vars.space.small,
        fontSize: vars.font.sizeSmall,
        minBlockSize: 32,
      },
      md: {
        paddingBlock: vars.space.small,
        paddingInline: vars.space.large,
        fontSize: vars.font.sizeMedium,
        minBlockSize: 40,
      },
      lg: {
        paddingBlock: vars.space.medium,
        paddingInline: vars.space.xlarge,
        fontSize: vars.font.sizeLarge,
        minBlockSize: 48,
      },
      xl: {
        paddingBlock: vars.space.large,
        paddingInline: '32px',
        fontSize: vars.font.sizeLarge,
        minBlockSize: 56,
      },
      full: {
        paddingBlock: vars.space.small,
        paddingInline: vars.space.large,
        fontSize: vars.font.sizeMedium,
        minBlockSize: 40,
        inlineSize: '100%',
      },
    },
    rounded: {
      none: { borderRadius: vars.radius.small },
      pill: { borderRadius: vars.radius.full },
      cycle: { borderRadius: '50%', aspectRatio: '1 / 1', paddingInline: 0 },
    },
  },
  defaultVariants: { variant: 'dark', size: 'md', rounded: 'none' },
});

export type ButtonRecipe = NonNullable<RecipeVariants<typeof button>>;

export const spinner = style({
  inlineSize: '1em',
  blockSize: '1em',
  borderRadius: '50%',
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '2s' } },
});
