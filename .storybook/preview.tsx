import { darkTheme, lightTheme } from '@org/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';

/** Theme and direction from the toolbar, applied where a consuming app would apply them. */
const withThemeAndDirection: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? darkTheme : lightTheme;
  const dir = context.globals.direction === 'rtl' ? 'rtl' : 'ltr';
  useEffect(() => {
    const root = document.documentElement;
    root.classList.remove(lightTheme, darkTheme);
    root.classList.add(theme);
    root.dir = dir;
  }, [theme, dir]);
  return (
    <div className={theme} dir={dir} style={{ padding: 16, background: 'var(--sb-bg, transparent)' }}>
      <Story />
    </div>
  );
};

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
  },
  initialGlobals: { theme: 'light', direction: 'ltr' },
  parameters: {
    // Every story fails its test on any axe violation (WCAG 2.x A/AA).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
};

export default preview;
