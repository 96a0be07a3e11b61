import type * as ApiClientExports from '@org/api-client';
import { saveUserSettings } from '@org/api-client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { currentUserAtom } from '../session/sessionAtoms';
import { appStore } from '../session/appStore';
import { changeLocale, setDarkMode } from './preferenceActions';
import { darkModeAtom, localeAtom } from './preferenceAtoms';
import { demoAdmin } from '../../testing/demoAdmin';

vi.mock('@org/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClientExports>()),
  saveUserSettings: vi.fn(),
}));

const ada = demoAdmin();
const save = vi.mocked(saveUserSettings);

beforeEach(async () => {
  save.mockReset();
  appStore.set(currentUserAtom, null);
  appStore.set(darkModeAtom, false);
  await i18n.changeLanguage('en');
});
afterEach(() => localStorage.clear());

describe('changeLocale', () => {
  it('switches the interface and the document to a supported locale', async () => {
    await expect(changeLocale('ar')).resolves.toBe(true);
    expect(i18n.language).toBe('ar');
    expect(appStore.get(localeAtom)).toBe('ar');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await changeLocale('fr');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('refuses an unsupported locale and changes nothing', async () => {
    await expect(changeLocale('de')).resolves.toBe(false);
    expect(i18n.language).toBe('en');
    expect(save).not.toHaveBeenCalled();
  });

  it('saves nothing while signed out', async () => {
    await changeLocale('es');
    expect(save).not.toHaveBeenCalled();
  });

  it("saves the signed-in user's language and keeps the settings the server answers", async () => {
    appStore.set(currentUserAtom, ada);
    const saved = { ...ada, userSettings: [{ settingKey: 'language', settingValue: 'vi' }] };
    save.mockResolvedValue(saved);
    await changeLocale('vi');
    expect(save).toHaveBeenCalledExactlyOnceWith(expect.anything(), { language: 'vi' });
    expect(appStore.get(currentUserAtom)).toBe(saved);
  });

  it('keeps the new locale when saving fails, and lets the caller know', async () => {
    appStore.set(currentUserAtom, ada);
    save.mockRejectedValue(new Error('offline'));
    await expect(changeLocale('pt')).rejects.toThrow('offline');
    expect(i18n.language).toBe('pt');
    expect(appStore.get(currentUserAtom)).toBe(ada);
  });
});

describe('dark mode', () => {
  it('turns on and off and saves darkMode for the signed-in user', async () => {
    appStore.set(currentUserAtom, ada);
    save.mockResolvedValue(ada);
    await setDarkMode(true);
    expect(appStore.get(darkModeAtom)).toBe(true);
    expect(save).toHaveBeenLastCalledWith(expect.anything(), { darkMode: true });
    await setDarkMode(false);
    expect(appStore.get(darkModeAtom)).toBe(false);
    expect(save).toHaveBeenLastCalledWith(expect.anything(), { darkMode: false });
  });

  it('turns on while signed out without saving', async () => {
    await setDarkMode(true);
    expect(appStore.get(darkModeAtom)).toBe(true);
    expect(save).not.toHaveBeenCalled();
  });

  it('does not put a user back who signed out while saving', async () => {
    appStore.set(currentUserAtom, ada);
    save.mockImplementation(async () => {
      appStore.set(currentUserAtom, null);
      return ada;
    });
    await setDarkMode(true);
    expect(appStore.get(currentUserAtom)).toBeNull();
  });
});
