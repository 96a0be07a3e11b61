import { saveUserSettings, type SaveUserSettingsRequest } from '@org/api-client';
import { i18n } from '../i18n/i18n';
import { currentUserAtom } from '../session/sessionAtoms';
import { apiClient } from '../session/apiClient';
import { appStore } from '../session/appStore';
import { changeLocaleAtom, darkModeAtom } from './preferenceAtoms';

/**
 * docs/product.md §4: saves the preference to the signed-in user's settings (nothing to save when signed
 * out) and keeps the user the server answers with, so the settings in memory match the stored ones.
 */
async function saveForSignedInUser(settings: SaveUserSettingsRequest): Promise<void> {
  const user = appStore.get(currentUserAtom);
  if (!user?.id) return;
  const saved = await saveUserSettings(apiClient, settings);
  if (appStore.get(currentUserAtom)?.id === saved.id) appStore.set(currentUserAtom, saved);
}

/**
 * docs/product.md §4: switches the interface to `locale` if it is supported (answers false otherwise) and
 * saves it as the user's `language` setting. The switch holds even if saving fails (which throws).
 */
export async function changeLocale(locale: string): Promise<boolean> {
  if (!appStore.set(changeLocaleAtom, locale)) return false;
  await i18n.changeLanguage(locale);
  await saveForSignedInUser({ language: locale });
  return true;
}

/** docs/product.md §4: turns dark mode on or off and saves it as the user's `darkMode` setting. */
export async function setDarkMode(on: boolean): Promise<void> {
  appStore.set(darkModeAtom, on);
  await saveForSignedInUser({ darkMode: on });
}
