import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import type { ButtonVariant } from './buttonOptions';

interface VariantColours {
  background: string;
  hover: string;
  text: string;
  border?: string;
}

/** docs/product.md §9 variants, as data: each is its colours, and one function turns colours into style. */
const variantColours = {
  dark: { background: vars.color.dark, hover: vars.color.darkHover, text: vars.color.onDark },
  primary: {
    background: vars.color.primary,
    hover: vars.color.primaryHover,
    text: vars.color.onPrimary,
  },
  secondary: {
    background: vars.color.secondary,
    hover: vars.color.secondaryHover,
    text: vars.color.text,
  },
  danger: {
    background: vars.color.critical,
    hover: vars.color.criticalHover,
    text: vars.color.onCritical,
  },
  outline: {
    background: 'transparent',
    hover: vars.color.subtleHover,
    text: vars.color.text,
    border: vars.color.border,
  },
  ghost: { background: 'transparent', hover: vars.color.subtleHover, text: vars.color.text },
} satisfies Record<ButtonVariant, VariantColours>;

const variantStyle = ({ background, hover, text, border }: VariantColours) => ({
  backgroundColor: background,
  color: text,
  ...(border ? { borderColor: border } : {}),
  selectors: { '&:hover:not(:disabled)': { backgroundColor: hover } },
});

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
    variant: Object.fromEntries(
      Object.entries(variantColours).map(([name, colours]) => [name, variantStyle(colours)]),
    ) as Record<keyof typeof variantColours, ReturnType<typeof variantStyle>>,
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
