import type { CurrentUser } from '@org/api-client';
import { darkTheme, lightTheme } from '@org/ui';
import { act, render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { currentUserAtom } from '../session/sessionAtoms';
import { darkModeAtom, localeAtom } from './preferenceAtoms';
import { PreferencesSync } from './PreferencesSync';

const user = (settings: Record<string, string>): CurrentUser => ({
  id: 'u2',
  fullName: 'Dora Doctor',
  name: 'Dora',
  email: 'doctor@clinic.test',
  role: 'DOCTOR',
  avatar: null,
  userSettings: Object.entries(settings).map(([settingKey, settingValue]) => ({
    settingKey,
    settingValue,
  })),
});

const html = document.documentElement;
let store: ReturnType<typeof createStore>;
const renderSync = () =>
  render(
    <Provider store={store}>
      <PreferencesSync />
    </Provider>,
  );

beforeEach(async () => {
  store = createStore();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  html.className = '';
  localStorage.clear();
});

describe('PreferencesSync: theme', () => {
  it('puts the light theme on <html> by default', () => {
    renderSync();
    expect(html).toHaveClass(lightTheme);
    expect(html).not.toHaveClass(darkTheme);
  });

  it('swaps to the dark theme class while dark mode is on, and back', () => {
    renderSync();
    act(() => store.set(darkModeAtom, true));
    expect(html).toHaveClass(darkTheme);
    expect(html).not.toHaveClass(lightTheme);
    expect(html.style.colorScheme).toBe('dark');
    act(() => store.set(darkModeAtom, false));
    expect(html).toHaveClass(lightTheme);
    expect(html).not.toHaveClass(darkTheme);
  });

  it("applies the user's saved dark mode on sign-in and the light theme after sign-out", () => {
    renderSync();
    act(() => store.set(currentUserAtom, user({ darkMode: 'true' })));
    expect(store.get(darkModeAtom)).toBe(true);
    expect(html).toHaveClass(darkTheme);
    act(() => store.set(currentUserAtom, null));
    expect(store.get(darkModeAtom)).toBe(false);
    expect(html).toHaveClass(lightTheme);
  });

  it('leaves dark mode alone for a user who never saved it', () => {
    renderSync();
    act(() => store.set(darkModeAtom, true));
    act(() => store.set(currentUserAtom, user({})));
    expect(store.get(darkModeAtom)).toBe(true);
  });
});

describe('PreferencesSync: locale', () => {
  it('follows every language change into the stored locale', async () => {
    renderSync();
    await act(() => i18n.changeLanguage('zh-TW'));
    expect(store.get(localeAtom)).toBe('zh-TW');
    expect(localStorage.getItem('locale')).toBe(JSON.stringify('zh-TW'));
    expect(html.lang).toBe('zh-TW');
  });

  it('applies the locale chosen earlier in this browser on start', async () => {
    store.set(localeAtom, 'es');
    renderSync();
    await waitFor(() => expect(i18n.language).toBe('es'));
  });

  it("lets the signed-in user's language setting win over the browser's stored locale", async () => {
    store.set(localeAtom, 'es');
    store.set(currentUserAtom, user({ language: 'fr' }));
    await i18n.changeLanguage('fr');
    renderSync();
    expect(i18n.language).toBe('fr');
    expect(store.get(localeAtom)).toBe('fr');
  });
});
