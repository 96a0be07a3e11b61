import { createThemeContract } from '@vanilla-extract/css';

/** Semantic design tokens: components use these names only, never raw values. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceRaised: null,
    text: null,
    textMuted: null,
    onPrimary: null,
    onDark: null,
    onCritical: null,
    border: null,
    focusRing: null,
    primary: null,
    primaryHover: null,
    secondary: null,
    secondaryHover: null,
    dark: null,
    darkHover: null,
    critical: null,
    criticalHover: null,
    criticalText: null,
    subtleHover: null,
    disabledBackground: null,
    disabledText: null,
  },
  space: { xxsmall: null, xsmall: null, small: null, medium: null, large: null, xlarge: null },
  radius: { small: null, medium: null, full: null },
  font: {
    family: null,
    sizeSmall: null,
    sizeMedium: null,
    sizeLarge: null,
    weightMedium: null,
    weightStrong: null,
  },
});

/**
 * Not a theme token but a measure the ToastProvider sets while toasts show (`0px` without any):
 * an app's own scrolling area that reaches the window's bottom adds it to its end padding.
 */
export { toastStackBlockSize } from '../internal/toastStack.css';
