import { createStore } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoAdmin } from '../../testing/demoAdmin';

/** The atoms read local storage when their module loads, so each test loads them afresh. */
const loadAtoms = async () => {
  vi.resetModules();
  const atoms = await import('./preferenceAtoms');
  const { currentUserAtom } = await import('../session/sessionAtoms');
  return { ...atoms, currentUserAtom };
};

const user = demoAdmin;

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('locale', () => {
  it('offers the seven locales, Arabic included', async () => {
    const { availableLocalesAtom } = await loadAtoms();
    expect(createStore().get(availableLocalesAtom)).toEqual([
      'en',
      'es',
      'fr',
      'pt',
      'vi',
      'zh-TW',
      'ar',
    ]);
  });

  it('starts from the locale stored under the spec key `locale`', async () => {
    localStorage.setItem('locale', JSON.stringify('fr'));
    const { localeAtom, readStoredLocale } = await loadAtoms();
    expect(createStore().get(localeAtom)).toBe('fr');
    expect(readStoredLocale()).toBe('fr');
  });

  it('ignores a stored value that is not a supported locale', async () => {
    localStorage.setItem('locale', JSON.stringify('de'));
    const { localeAtom, readStoredLocale } = await loadAtoms();
    // jsdom's browser language is en-US.
    expect(createStore().get(localeAtom)).toBe('en');
    expect(readStoredLocale()).toBeNull();
  });

  it('changes to a supported locale and stores it', async () => {
    const { changeLocaleAtom, localeAtom } = await loadAtoms();
    const store = createStore();
    expect(store.set(changeLocaleAtom, 'ar')).toBe(true);
    expect(store.get(localeAtom)).toBe('ar');
    expect(localStorage.getItem('locale')).toBe(JSON.stringify('ar'));
  });

  it.each(['de', 'zh-CN', 'AR', '', 42, null])('refuses %j and keeps the locale', async (value) => {
    const { changeLocaleAtom, localeAtom } = await loadAtoms();
    const store = createStore();
    store.set(changeLocaleAtom, 'vi');
    expect(store.set(changeLocaleAtom, value)).toBe(false);
    expect(store.get(localeAtom)).toBe('vi');
    expect(localStorage.getItem('locale')).toBe(JSON.stringify('vi'));
  });
});

describe('dark mode', () => {
  it('starts light and turns on and off', async () => {
    const { darkModeAtom } = await loadAtoms();
    const store = createStore();
    expect(store.get(darkModeAtom)).toBe(false);
    store.set(darkModeAtom, true);
    expect(store.get(darkModeAtom)).toBe(true);
    store.set(darkModeAtom, false);
    expect(store.get(darkModeAtom)).toBe(false);
  });

  it('is not kept in local storage', async () => {
    const { darkModeAtom } = await loadAtoms();
    createStore().set(darkModeAtom, true);
    expect(localStorage.length).toBe(0);
  });
});

describe("the signed-in user's settings", () => {
  it('reads darkMode from its string value', async () => {
    const { currentUserAtom, userDarkModeSettingAtom } = await loadAtoms();
    const store = createStore();
    store.set(currentUserAtom, user({ darkMode: 'true' }));
    expect(store.get(userDarkModeSettingAtom)).toBe(true);
    store.set(currentUserAtom, user({ darkMode: 'false' }));
    expect(store.get(userDarkModeSettingAtom)).toBe(false);
  });

  it('has no dark mode or language when none is saved, or nobody is signed in', async () => {
    const { currentUserAtom, userDarkModeSettingAtom, userLanguageSettingAtom } = await loadAtoms();
    const store = createStore();
    expect(store.get(userDarkModeSettingAtom)).toBeUndefined();
    store.set(currentUserAtom, user({ darkMode: 'maybe', language: 'klingon' }));
    expect(store.get(userDarkModeSettingAtom)).toBeUndefined();
    expect(store.get(userLanguageSettingAtom)).toBeUndefined();
  });

  it('reads a supported language', async () => {
    const { currentUserAtom, userLanguageSettingAtom } = await loadAtoms();
    const store = createStore();
    store.set(currentUserAtom, user({ language: 'zh-TW' }));
    expect(store.get(userLanguageSettingAtom)).toBe('zh-TW');
  });
});
