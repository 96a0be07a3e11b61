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
