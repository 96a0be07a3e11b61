import { darkTheme, lightTheme } from '@org/ui';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { useLayoutEffect } from 'react';
import { i18n } from '../i18n/i18n';
import { isSupportedLocale } from '../i18n/locales';
import { isAuthenticatedAtom } from '../session/sessionAtoms';
import {
  darkModeAtom,
  localeAtom,
  userDarkModeSettingAtom,
  userLanguageSettingAtom,
} from './preferenceAtoms';

/** Puts the theme of `darkMode` on <html> (docs/product.md §4): @org/ui's `darkTheme` or `lightTheme` class. */
function applyTheme(darkMode: boolean, root: HTMLElement = document.documentElement): void {
  root.classList.remove(darkMode ? lightTheme : darkTheme);
  root.classList.add(darkMode ? darkTheme : lightTheme);
  // Native controls and scrollbars follow too.
  root.style.colorScheme = darkMode ? 'dark' : 'light';
}

/**
 * Keeps the page in step with the preferences:
 * - the theme class on <html> follows the dark mode flag;
 * - on sign-in the user's saved dark mode is applied; signing out returns to the light theme;
 * - the locale atom follows every language change (so `locale` in local storage is the current
 *   one); on start, the locale last chosen in this browser is applied unless the signed-in user
 *   has a language setting (sessionActions applies that one).
 * Layout effects, so the first painted frame already has the right theme.
 */
export function PreferencesSync() {
  const store = useStore();
  const darkMode = useAtomValue(darkModeAtom);
  const setDarkMode = useSetAtom(darkModeAtom);
  const signedIn = useAtomValue(isAuthenticatedAtom);
  const savedDarkMode = useAtomValue(userDarkModeSettingAtom);

  useLayoutEffect(() => applyTheme(darkMode), [darkMode]);

  useLayoutEffect(() => {
    if (!signedIn) setDarkMode(false);
    else if (savedDarkMode !== undefined) setDarkMode(savedDarkMode);
  }, [signedIn, savedDarkMode, setDarkMode]);

  useLayoutEffect(() => {
    const stored = store.get(localeAtom);
    if (!store.get(userLanguageSettingAtom) && stored !== i18n.language) {
      void i18n.changeLanguage(stored);
    } else if (isSupportedLocale(i18n.language) && i18n.language !== stored) {
      store.set(localeAtom, i18n.language);
    }
    const followLanguage = (language: string) => {
      if (isSupportedLocale(language)) store.set(localeAtom, language);
    };
    i18n.on('languageChanged', followLanguage);
    return () => i18n.off('languageChanged', followLanguage);
  }, [store]);

  return null;
}
