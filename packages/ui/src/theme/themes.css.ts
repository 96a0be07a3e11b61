import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';

const shared = {
  space: {
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
  },
  radius: { small: '4px', medium: '8px', full: '9999px' },
  font: {
    family:
      'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Arabic", sans-serif',
    sizeSmall: '0.875rem',
    sizeMedium: '1rem',
    sizeLarge: '1.125rem',
    weightMedium: '500',
    weightStrong: '600',
  },
};

// Colour pairs are chosen for WCAG AA contrast (4.5:1) of text on each background.
export const lightTheme = createTheme(vars, {
  ...shared,
  color: {
    background: '#ffffff',
    surface: '#f4f6f8',
    surfaceRaised: '#ffffff',
    text: '#1b2430',
    textMuted: '#4f5b69',
    onPrimary: '#ffffff',
    onDark: '#ffffff',
    onCritical: '#ffffff',
    border: '#8a96a3',
    focusRing: '#1d5fd1',
    primary: '#0b6e69',
    primaryHover: '#095a56',
    secondary: '#e3eaf0',
    secondaryHover: '#cfdae4',
    dark: '#1b2430',
    darkHover: '#303c4b',
    critical: '#b42318',
    criticalHover: '#912018',
    criticalText: '#b42318',
    subtleHover: '#e9eef2',
    disabledBackground: '#e4e7eb',
    disabledText: '#56616d', // 5.1:1 on disabledBackground
  },
});

export const darkTheme = createTheme(vars, {
  ...shared,
  color: {
    background: '#10161d',
    surface: '#18212b',
    surfaceRaised: '#202b37',
    text: '#edf1f5',
    textMuted: '#b3bfcb',
    onPrimary: '#ffffff',
    onDark: '#10161d',
    onCritical: '#ffffff',
    border: '#6d7b8a',
    focusRing: '#7fb0ff',
    // A deep teal of the dark theme's own, not the light theme's bright one (white text 9:1).
    primary: '#134e4a',
    primaryHover: '#115e59',
    secondary: '#2c3946',
    secondaryHover: '#3a4958',
    dark: '#edf1f5',
    darkHover: '#cfd8e1',
    critical: '#c4321f',
    criticalHover: '#d9442f',
    criticalText: '#ff9b8f',
    subtleHover: '#26323e',
    disabledBackground: '#2a333d',
    disabledText: '#a0abb7',
  },
});

export const themes = { light: lightTheme, dark: darkTheme } as const;
export type ThemeName = keyof typeof themes;
