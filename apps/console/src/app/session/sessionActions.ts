import { getCurrentUser, logout as logoutRequest } from '@org/api-client';
import { i18n } from '../i18n/i18n';
import { isSupportedLocale } from '../i18n/locales';
import { loginStepAtom } from './clientStateAtoms';
import { authInitializedAtom, currentUserAtom, idTokenAtom } from './sessionAtoms';
import { apiClient, appStore, authSession, queryClient } from './sessionServices';

async function loadCurrentUser(): Promise<void> {
  const user = await getCurrentUser(apiClient);
  appStore.set(currentUserAtom, user);
  appStore.set(idTokenAtom, await authSession.getIdToken());
  const language = user.userSettings.find(
    (setting) => setting.settingKey === 'language',
  )?.settingValue;
  if (isSupportedLocale(language)) await i18n.changeLanguage(language);
}

let restoring: Promise<void> | null = null;

/** Waits once for the persisted session, then loads who is signed in (spec §4). */
export function restoreSession(): Promise<void> {
  restoring ??= (async () => {
    try {
      if (await authSession.waitForAuthReady()) await loadCurrentUser();
    } catch {
      await authSession.signOut();
      appStore.set(currentUserAtom, null);
    } finally {
      appStore.set(authInitializedAtom, true);
    }
  })();
  return restoring;
}

/** Exchanges the api's custom token with the identity provider and loads the user. */
export async function completeSignIn(customToken: string): Promise<void> {
  await authSession.signInWithCustomToken(customToken);
  await loadCurrentUser();
}

/** spec §4: post to the server ignoring failures, clear the user and the whole cache, reset the step. */
export async function logout(): Promise<void> {
  try {
    await logoutRequest(apiClient);
  } catch {
    // The server may already consider the session over.
  }
  await authSession.signOut();
  appStore.set(currentUserAtom, null);
  appStore.set(idTokenAtom, null);
  queryClient.clear();
  appStore.set(loginStepAtom, 'email');
}
