// The fonts stories are drawn in (preview.css.ts says why).
import '@fontsource-variable/noto-sans';
import '@fontsource-variable/noto-sans-arabic';
import '@fontsource-variable/noto-sans-mono';
import '@fontsource-variable/noto-sans-symbols';
import '@fontsource/noto-sans-symbols-2';
import { UiTextProvider, darkTheme, lightTheme, uiLocales } from '@org/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect, type ReactNode } from 'react';
import { frame, repositoryFonts } from './preview.css';

interface ThemeFrameProps {
  theme: string;
  dir: 'ltr' | 'rtl';
  children: ReactNode;
}

/** Applies the toolbar's theme and direction where a consuming app would: on <html>, and the frame. */
function ThemeFrame({ theme, dir, children }: ThemeFrameProps) {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(lightTheme, darkTheme);
    root.classList.add(theme, repositoryFonts);
    root.dir = dir;
  }, [theme, dir]);
  return (
    <div className={`${theme} ${frame} ${repositoryFonts}`} dir={dir}>
      {children}
    </div>
  );
}

const withThemeAndDirection: Decorator = (Story, context) => (
  <UiTextProvider locale={String(context.globals.locale ?? 'en')}>
    <ThemeFrame
      theme={context.globals.theme === 'dark' ? darkTheme : lightTheme}
      dir={context.globals.direction === 'rtl' ? 'rtl' : 'ltr'}
    >
      <Story />
    </ThemeFrame>
  </UiTextProvider>
);

const preview: Preview = {
  decorators: [withThemeAndDirection],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: { title: 'Theme', icon: 'paintbrush', items: ['light', 'dark'], dynamicTitle: true },
    },
    direction: {
      description: 'Text direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
    locale: {
      description: 'Language of built-in strings',
      toolbar: { title: 'Locale', icon: 'globe', items: [...uiLocales], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light', direction: 'ltr', locale: 'en' },
  parameters: {
    // Every story fails its test on any axe violation (WCAG 2.2 A/AA).
    // axe leaves WCAG 2.2's target-size rule off by default: switched on, as the bar is 2.2 AA.
    a11y: { test: 'error', options: { rules: { 'target-size': { enabled: true } } } },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
