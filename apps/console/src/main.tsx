import { lightTheme } from '@org/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { i18nReady } from './app/i18n/i18n';
import './app/globalStyles.css';

// The light theme until the preferences say otherwise (PreferencesSync switches it with the user).
document.documentElement.classList.add(lightTheme);

const root = createRoot(document.getElementById('root')!);

// The first locale's text is there before anything renders (only a non-English one is fetched).
void i18nReady.finally(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
