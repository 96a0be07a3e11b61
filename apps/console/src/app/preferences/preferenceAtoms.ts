import type { CurrentUser } from '@org/api-client';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { isSupportedLocale, pickLocale, supportedLocales, type Locale } from '../i18n/locales';
import { storageKeys } from '../session/clientStateAtoms';
import { currentUserAtom } from '../session/sessionAtoms';

const jsonStorage = createJSONStorage<unknown>(() => localStorage);

/** jotai's synchronous storage for a locale (the last overload of atomWithStorage). */
type LocaleStorage = NonNullable<Parameters<typeof atomWithStorage<Locale>>[2]>;

/** The stored locale, read as `initial` when it is missing or not a supported locale. */
const localeStorage: LocaleStorage = {
  getItem: (key, initial) => {
    const stored = jsonStorage.getItem(key, initial);
    return isSupportedLocale(stored) ? stored : initial;
  },
  setItem: (key, value) => jsonStorage.setItem(key, value),
  removeItem: (key) => jsonStorage.removeItem(key),
  subscribe: (key, callback, initial) =>
    jsonStorage.subscribe?.(
      key,
      (value) => callback(isSupportedLocale(value) ? value : initial),
      initial,
    ),
};

/** The locale last chosen in this browser (local-storage key `locale`), or null if none is. */
export function readStoredLocale(): Locale | null {
  const stored = jsonStorage.getItem(storageKeys.locale, null);
  return isSupportedLocale(stored) ? stored : null;
}

/** docs/product.md §3: the locales the console offers. */
export const availableLocalesAtom = atom<readonly Locale[]>(supportedLocales);

/**
 * docs/product.md §3, §9: the current locale, kept in local storage under `locale`. Before anything is stored
 * it is the browser's language when supported, else en (docs/product.md §4). Set it through `changeLocaleAtom`.
 */
export const localeAtom = atomWithStorage<Locale>(
  storageKeys.locale,
  pickLocale(undefined, typeof navigator === 'undefined' ? [] : navigator.languages),
  localeStorage,
  { getOnInit: true },
);

/** docs/product.md §4: the locale changes only to a supported value; answers whether it changed. */
export const changeLocaleAtom = atom(null, (get, set, next: unknown): boolean => {
  if (!isSupportedLocale(next) || !get(availableLocalesAtom).includes(next)) return false;
  set(localeAtom, next);
  return true;
});

/** docs/product.md §3: the dark mode flag (the theme follows it; the user's settings keep it). */
export const darkModeAtom = atom(false);

/** A user's setting, as stored: `darkMode` is the string 'true' or 'false'. */
const settingOf = (user: CurrentUser, key: string): string | undefined =>
  user.userSettings.find((setting) => setting.settingKey === key)?.settingValue;

/** The signed-in user's saved dark mode, or undefined when not signed in or never saved. */
export const userDarkModeSettingAtom = atom((get): boolean | undefined => {
  const user = get(currentUserAtom);
  const stored = user ? settingOf(user, 'darkMode') : undefined;
  return stored === 'true' ? true : stored === 'false' ? false : undefined;
});

/** The signed-in user's saved language when it is a supported one. */
export const userLanguageSettingAtom = atom((get): Locale | undefined => {
  const user = get(currentUserAtom);
  const stored = user ? settingOf(user, 'language') : undefined;
  return isSupportedLocale(stored) ? stored : undefined;
});
